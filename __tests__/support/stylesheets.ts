import fs from 'fs'
import path from 'path'

/** Every stylesheet under a folder, at any depth. */
export function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

/** A stylesheet's text without its comments, which may name what the rules must not use. */
export const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')
