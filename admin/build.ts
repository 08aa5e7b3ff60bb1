/**
 * The admin's bundle: admin/src/cms.tsx with Decap CMS, React 19 and the site's own components that
 * the previews draw, as one script (cms.js), the previews' stylesheet (cms.css: the site's global
 * styles and the components' CSS Modules, which cms.tsx registers for the preview pane) and
 * index.html. Everything `react` resolves to the admin's copy, so the bundle holds one React,
 * whichever folder the importing file is in; `gatsby` resolves to a stand-in (shims/gatsby.tsx).
 *
 *   tsx admin/build.ts <folder>            # writes the admin into <folder>
 *   tsx admin/build.ts <folder> --reuse    # unless nothing it is made from changed since it was written there
 *   tsx admin/build.ts <folder> --watch    # and again on every change (npm run cms)
 */
import fs from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { cmsSettingsFromEnv, type CmsSettings } from '../src/config/cms-settings'
import { readStamps, stampOf, writeStamps, type Stamps } from '../src/lib/build/file-stamps'

const ADMIN_DIR = __dirname
const ROOT = path.resolve(ADMIN_DIR, '..')

/** Imports that must resolve to the admin's own copy, whichever file imports them. */
const ADMIN_COPIES = /^(react|react-dom)(\/.*)?$/

const resolveHere: esbuild.Plugin = {
  name: 'admin-resolution',
  setup(build) {
    // Resolved again by esbuild itself (browser conditions) as if imported from admin/.
    build.onResolve({ filter: ADMIN_COPIES }, ({ path: request, kind, pluginData }) =>
      pluginData === ADMIN_DIR ? undefined : build.resolve(request, { kind, resolveDir: ADMIN_DIR, pluginData: ADMIN_DIR }),
    )
    build.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(ADMIN_DIR, 'shims/gatsby.tsx') }))
  },
}

/** The admin's page: Decap draws itself into its body. */
export function indexHtml(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Content Manager</title>',
    // Decap and the script refer to files by relative URLs: they resolve under /admin/ also at /admin.
    '<base href="/admin/">',
    // Said in words every crawler (and the sitemap test) reads.
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<link rel="icon" href="favicon.svg">',
    '<script defer src="cms.js"></script>',
    '</head>',
    '<body></body>',
    '</html>',
  ].join('')
}

export function buildOptions(outdir: string, settings: CmsSettings): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: { cms: path.join(ADMIN_DIR, 'src/cms.tsx') },
    outdir,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // Decap's own modules are already built; the site's use the classic runtime (React in scope).
    jsx: 'transform',
    legalComments: 'linked',
    define: { CMS_SETTINGS: JSON.stringify(settings), 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    assetNames: 'static/[name]-[hash]',
    plugins: [resolveHere],
    logLevel: 'warning',
    metafile: true,
  }
}

function writeStatic(outdir: string): void {
  fs.mkdirSync(outdir, { recursive: true })
  fs.writeFileSync(path.join(outdir, 'index.html'), indexHtml())
  fs.copyFileSync(path.join(ROOT, 'static/favicon.svg'), path.join(outdir, 'favicon.svg'))
}

export async function buildAdmin(outdir: string, settings: CmsSettings = cmsSettingsFromEnv(process.env)): Promise<esbuild.Metafile> {
  fs.rmSync(outdir, { recursive: true, force: true })
  const result = await esbuild.build(buildOptions(outdir, settings))
  writeStatic(outdir)
  return result.metafile as esbuild.Metafile
}

/** The record of what an admin in `outdir` was made from: every file esbuild read, this script, and the settings. */
const recordOf = (outdir: string) => `${outdir}.json`
const recordInputs = (settings: CmsSettings) => JSON.stringify({ settings, esbuild: esbuild.version })

/** The stamps of `files` (relative to the project), or undefined when one is gone. */
export function stampsOf(root: string, files: readonly string[]): Stamps | undefined {
  try {
    return Object.fromEntries(files.map((file) => [file, stampOf(path.join(root, file))]))
  } catch {
    return undefined
  }
}

/** Whether the recorded files all still have the size and time they had when the admin was built. */
export function unchanged(recorded: Stamps, root: string): boolean {
  const files = Object.keys(recorded)
  const now = files.length > 0 ? stampsOf(root, files) : undefined
  return now !== undefined && files.every((file) => now[file] === recorded[file])
}

/**
 * Builds the admin into `outdir` unless the admin there was built from the same files and settings
 * (a few seconds of every core saved on each build of the site that leaves the admin alone).
 */
export async function buildAdminOnce(outdir: string, settings: CmsSettings = cmsSettingsFromEnv(process.env)) {
  const inputs = recordInputs(settings)
  const recorded = readStamps(recordOf(outdir), inputs)
  if (unchanged(recorded, ROOT) && fs.existsSync(path.join(outdir, 'index.html'))) return { rebuilt: false, inputs: Object.keys(recorded) }
  fs.rmSync(recordOf(outdir), { force: true })
  const meta = await buildAdmin(outdir, settings)
  // Only real files: esbuild also lists what it made up (`<define:…>`, the settings) and left out (`(disabled):…`).
  const files = [...Object.keys(meta.inputs), path.relative(ROOT, __filename)].filter((file) => fs.existsSync(path.join(ROOT, file)))
  writeStamps(recordOf(outdir), inputs, stampsOf(ROOT, files) ?? {})
  return { rebuilt: true, inputs: files }
}

/** Builds the admin and again on every change of a file it is made from, saying so after each build. */
export async function watchAdmin(outdir: string, settings: CmsSettings = cmsSettingsFromEnv(process.env)): Promise<esbuild.BuildContext> {
  fs.rmSync(outdir, { recursive: true, force: true })
  writeStatic(outdir)
  const options = buildOptions(outdir, settings)
  const report: esbuild.Plugin = {
    name: 'report',
    setup: (build) => build.onEnd(({ errors }) => console.log(errors.length ? 'admin: build failed' : 'admin: built')),
  }
  const context = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), report] })
  await context.watch()
  return context
}

if (require.main === module) {
  const [outdir, flag] = process.argv.slice(2)
  if (!outdir) throw new Error('usage: tsx admin/build.ts <folder> [--reuse | --watch]')
  const started = Date.now()
  const target = path.resolve(outdir)
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
  if (flag === '--watch') void watchAdmin(target)
  else
    (flag === '--reuse' ? buildAdminOnce(target) : buildAdmin(target).then(() => ({ rebuilt: true }))).then(
      ({ rebuilt }) =>
        console.log(
          rebuilt
            ? `admin: built into ${path.relative(ROOT, target)} in ${seconds()} s`
            : `admin: unchanged in ${path.relative(ROOT, target)}, nothing it is made from changed (${seconds()} s)`,
        ),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
}
