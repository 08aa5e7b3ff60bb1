import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Copies `from` to `to` only where `to` does not exist, so that a generator never overwrites a file an
 * editor put in its place; returns whether it copied.
 */
export function copyIfMissing(from: string, to: string): boolean {
  if (existsSync(to)) return false
  mkdirSync(dirname(to), { recursive: true })
  copyFileSync(from, to)
  return true
}
