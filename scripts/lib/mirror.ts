/**
 * Makes one folder an exact copy of another, copying only the files whose size or modification time
 * differ and removing what the source no longer has: like `rsync -a --delete`, which a fresh machine
 * may lack, while Node's and the system's copies write every file again.
 */
import fs from 'node:fs'
import path from 'node:path'

export interface MirrorSummary {
  copied: number
  removed: number
  kept: number
}

// A copied time keeps only about a microsecond of its nanoseconds: within a millisecond is the same file.
const same = (a: fs.Stats, b: fs.Stats): boolean => a.size === b.size && Math.abs(a.mtimeMs - b.mtimeMs) < 1
const kind = (entry: fs.Dirent) => (entry.isDirectory() ? 'dir' : entry.isSymbolicLink() ? 'link' : 'file')

/** Makes `dest` hold exactly what `source` holds (files, folders and symbolic links), times included. */
export function mirror(source: string, dest: string): MirrorSummary {
  const summary: MirrorSummary = { copied: 0, removed: 0, kept: 0 }
  const walk = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true })
    const there = new Map(fs.readdirSync(to, { withFileTypes: true }).map((entry) => [entry.name, entry]))
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const [src, dst] = [path.join(from, entry.name), path.join(to, entry.name)]
      const existing = there.get(entry.name)
      there.delete(entry.name)
      if (existing && kind(existing) !== kind(entry)) {
        fs.rmSync(dst, { recursive: true, force: true })
        summary.removed++
      }
      if (entry.isDirectory()) walk(src, dst)
      else if (entry.isSymbolicLink()) {
        fs.rmSync(dst, { force: true })
        fs.symlinkSync(fs.readlinkSync(src), dst)
        summary.copied++
      } else {
        const stats = fs.statSync(src)
        if (existing?.isFile() && same(stats, fs.statSync(dst))) summary.kept++
        else {
          fs.copyFileSync(src, dst)
          fs.utimesSync(dst, stats.atime, stats.mtime)
          summary.copied++
        }
      }
    }
    for (const name of there.keys()) {
      fs.rmSync(path.join(to, name), { recursive: true, force: true })
      summary.removed++
    }
  }
  walk(source, dest)
  return summary
}
