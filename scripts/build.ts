/**
 * `npm run build`: gatsby build, but public/ only ever holds a complete site. Gatsby may clear
 * public/ before it even reads the content (after a config change or `gatsby clean`), so the last
 * good build is copied aside first and put back if the build fails.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { buildEnv } from './lib/build-env'

const root = process.cwd()
const publicDir = resolve(root, 'public')
const lastGood = resolve(root, '.cache-last-good-public')

rmSync(lastGood, { recursive: true, force: true })
// A real copy, not hard links: Gatsby rewrites files in place. The system's cp copies the thousands
// of files of a large blog several times faster than Node's cpSync, which stands in where there is none.
if (existsSync(publicDir) && spawnSync('cp', ['-a', publicDir, lastGood]).status !== 0) {
  rmSync(lastGood, { recursive: true, force: true })
  cpSync(publicDir, lastGood, { recursive: true, preserveTimestamps: true })
}

const gatsby = resolve(root, 'node_modules/.bin/gatsby')
const { status } = spawnSync(gatsby, ['build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: buildEnv(process.env, availableParallelism()),
})

if (status === 0) {
  rmSync(lastGood, { recursive: true, force: true })
} else {
  if (existsSync(lastGood)) {
    rmSync(publicDir, { recursive: true, force: true })
    renameSync(lastGood, publicDir)
    console.error('\nThe build failed: public/ still holds the last good build.')
  }
  process.exit(status ?? 1)
}
