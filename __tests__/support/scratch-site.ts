import { createHash } from 'crypto'
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { listFiles } from '../../src/lib/build/list-files'

export const PROJECT_ROOT = path.resolve(__dirname, '../..')

/**
 * What a Gatsby build reads. Copied, not linked: Gatsby compiles gatsby-config/gatsby-node with
 * Parcel, which refuses files that resolve outside the site's folder. Only node_modules (the site's
 * and the admin's) are linked.
 */
const COPIED = [
  'src',
  'static',
  'content',
  'scripts',
  'plugins',
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  // The admin's sources (plugins/admin-bundle builds them in development and, unless SKIP_ADMIN_BUILD, in a build).
  'admin',
]

/**
 * A throw-away copy of the site for a real `gatsby build`: the project's code and content/ to break
 * or extend, and its own .cache and public/ so the real ones are never touched. (Gatsby's cache
 * cannot be carried over: it is bound to the site's folder, so a scratch build is a cold build.)
 */
export function makeScratchSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-site-'))
  const linked = ['node_modules', 'admin/node_modules']
  const copied = (from: string) => !linked.includes(path.relative(PROJECT_ROOT, from))
  for (const name of COPIED) fs.cpSync(path.join(PROJECT_ROOT, name), path.join(root, name), { recursive: true, filter: copied })
  for (const name of linked) fs.symlinkSync(path.join(PROJECT_ROOT, name), path.join(root, name))
  return root
}

/** The build clock of every scratch build (src/lib/build/clock.ts), so that scheduled entries are judged the same on every run. */
export const SCRATCH_NOW = '2026-12-01T09:00+04:00'

/**
 * What every build in a scratch site runs with. No build test opens /admin (the browser tests and
 * the tests of public/ check the real one), so the scratch builds leave its compile out. Nor does
 * one read the live site's address record, unless a test serves one (LIVE_SITE_URL).
 */
export const SCRATCH_BUILD_ENV = {
  GATSBY_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  CI: 'true',
  SKIP_ADMIN_BUILD: '1',
  SITE_NOW: SCRATCH_NOW,
  LIVE_SITE_URL: '',
}

/** Runs the project's `npm run build` (scripts/build.ts) in the scratch site, with `env` besides SCRATCH_BUILD_ENV. */
export function siteBuild(root: string, env: Record<string, string> = {}): { status: number | null; output: string } {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, ...SCRATCH_BUILD_ENV, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** Every file under a folder with its content hash, to prove a folder was left as it was. */
export function snapshotFolder(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((full) => [path.relative(dir, full), createHash('sha1').update(fs.readFileSync(full)).digest('hex')]),
  )
}
