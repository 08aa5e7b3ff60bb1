/**
 * Puts the admin (admin/, an npm project of its own on React 19) at /admin beside the pages, built
 * by admin/build.ts in a process of its own: its imports resolve from admin/node_modules, never from
 * the site's. A production build starts it with the build (kept in the plugin's cache folder and
 * built again only when a file it is made from changed) and waits for it once the pages are
 * written, before the site's own onPostBuild (which writes /admin/schedule/ and the admin's policy
 * into its index.html); the development server rebuilds it on every change and serves it from
 * public/admin like the other static files. options.skipBuild, a reason, leaves it out of a
 * production build (the build tests' scratch sites, which never open it).
 */
const { spawn } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const BUILT = /^admin: (built|unchanged)/m
let building

/** Runs admin/build.ts; resolves once it has written the admin (the first time, in watch mode). */
function runBuild(rootDir, outDir, watch) {
  const child = spawn(path.join(rootDir, 'node_modules/.bin/tsx'), ['admin/build.ts', outDir, watch ? '--watch' : '--reuse'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const done = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      if (BUILT.test(String(chunk))) resolve(child)
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`admin/build.ts stopped (exit code ${code})`)))
  })
  return { child, done }
}

const isProductionBuild = () => process.env.gatsby_executing_command === 'build'

exports.onPreBootstrap = ({ store, reporter, cache }, { skipBuild }) => {
  if (!isProductionBuild()) return
  if (skipBuild) {
    reporter.info(`admin: not built (${skipBuild})`)
    return
  }
  const outDir = path.join(cache.directory, 'admin')
  const { done } = runBuild(store.getState().program.directory, outDir, false)
  // Settled either way, so that a failure is reported where the build waits for it.
  building = done.then(
    () => ({ outDir }),
    (error) => ({ outDir, error }),
  )
}

exports.onPostBuild = async ({ store, reporter }) => {
  if (!building) return
  const { outDir, error } = await building
  building = undefined
  if (error) {
    reporter.panicOnBuild('admin: the admin did not build', error)
    return
  }
  const adminDir = path.join(store.getState().program.directory, 'public', 'admin')
  fs.rmSync(adminDir, { recursive: true, force: true })
  fs.cpSync(outDir, adminDir, { recursive: true })
}

exports.onCreateDevServer = ({ app, store, reporter }) => {
  const { directory: rootDir, https, host, proxyPort } = store.getState().program
  const adminDir = path.join(rootDir, 'public', 'admin')
  // The development server serves public/'s files, but not a folder's index.html.
  app.get('/admin', (_request, response) => response.sendFile(path.join(adminDir, 'index.html')))
  const { child, done } = runBuild(rootDir, adminDir, true)
  process.once('exit', () => child.kill())
  // Not awaited: Gatsby starts listening for its first bundle only once this hook returns, and a
  // bundle from a warm cache can be ready before the admin is, which would leave it waiting forever.
  done.then(
    // The line the README tells editors to wait for (proxyPort: the port the browser uses).
    () => reporter.info(`Decap CMS is running at ${https ? 'https' : 'http'}://${host}:${proxyPort}/admin/`),
    (error) => reporter.error('admin: the admin did not build', error),
  )
}
