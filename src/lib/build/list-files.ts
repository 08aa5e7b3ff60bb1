import fs from 'fs'
import path from 'path'

/**
 * Every file under `dir`, in every subfolder, as `dir` joined with its relative path; depth first,
 * in the order the file system lists each folder. With `suffix`, only files whose name ends with it
 * (e.g. '.md'). Throws if `dir` does not exist. For Node only (build hooks, scripts and tests).
 */
export function listFiles(dir: string, suffix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full, suffix)
    return entry.name.endsWith(suffix) ? [full] : []
  })
}
