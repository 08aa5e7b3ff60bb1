/**
 * `npm run build`: gatsby build, but public/ only ever holds a complete site. Gatsby may clear
 * public/ before it even reads the content (after a config change or `gatsby clean`), so the last
 * good build is kept aside and put back if the build fails.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { buildEnv } from './lib/build-env'
import { mirror } from './lib/mirror'

const root = process.cwd()
const publicDir = resolve(root, 'public')
const lastGood = resolve(root, '.cache-last-good-public')

// A real copy, not hard links: Gatsby rewrites files in place. Kept between builds, so that only
// what the last build wrote is copied again, not the thousands of files of a large blog; the first
// copy is the system's `cp -a` where there is one, several times faster than Node's on thousands of files.
if (existsSync(publicDir)) {
  if (!existsSync(lastGood)) spawnSync('cp', ['-a', publicDir, lastGood])
  mirror(publicDir, lastGood)
}

const gatsby = resolve(root, 'node_modules/.bin/gatsby')
const { status } = spawnSync(gatsby, ['build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: buildEnv(process.env, availableParallelism()),
})

if (status !== 0) {
  if (existsSync(lastGood)) {
    rmSync(publicDir, { recursive: true, force: true })
    renameSync(lastGood, publicDir)
    console.error('\nThe build failed: public/ still holds the last good build.')
  }
  process.exit(status ?? 1)
}
