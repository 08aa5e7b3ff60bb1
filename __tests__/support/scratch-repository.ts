/**
 * A throw-away Git repository holding a copy of content/, for decap-server's git mode in the CMS
 * browser tests and screenshots: the drafts it makes are branches there, never in the working tree.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

/** Runs git in a repository and returns what it printed. */
export function git(dir: string, ...args: string[]): string {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} in ${dir}: ${result.stderr}`)
  return result.stdout.trim()
}

/** content/ of the working tree, committed once on `branch` of a new repository in a temporary folder. */
export function scratchRepository(branch: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-scratch-'))
  fs.cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true })
  git(dir, 'init', '--quiet', '--initial-branch', branch)
  git(dir, 'config', 'user.name', 'Meridian Gulf editor')
  git(dir, 'config', 'user.email', 'editor@example.com')
  git(dir, 'config', 'commit.gpgsign', 'false')
  git(dir, 'add', '--all')
  git(dir, 'commit', '--quiet', '--message', 'Content')
  return dir
}
