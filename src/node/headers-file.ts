import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { formatHeadersFile, inlineScriptHashes, securityHeaders } from '../security/headers'

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/**
 * Writes public/_headers once every page exists: one policy for the whole site, allowing the
 * inline scripts of all pages by hash (a second, per-page policy would be enforced on top of it
 * rather than replace it).
 */
export function writeHeadersFile({ store, reporter }: Pick<BuildArgs, 'store' | 'reporter'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  const hashes = htmlFiles(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, 'utf8')))
  const rules = [{ path: '/*', headers: securityHeaders(hashes) }]
  fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules))
  reporter.info(`_headers: ${new Set(hashes).size} inline script hashes in the Content-Security-Policy`)
}
