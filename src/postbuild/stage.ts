/**
 * The post-build stage: once Gatsby has written every page, each page it rendered or stitched anew
 * goes through src/postbuild/page.ts, every other HTML file gets its policy's `<meta>`, and the
 * host's headers file is written. Pages Gatsby left alone are read, not rewritten.
 */
import fs from 'fs'
import path from 'path'
import { buildSync } from 'esbuild'
import type { BuildArgs } from 'gatsby'
import { htmlFileOfPage, SLICES_DIR } from './gatsby'
import { rewritePage } from './page'
import { cssRules, type CssRule } from './first-screen-css'
import { metaContentSecurityPolicy, scriptHash, urlPathOfHtmlFile, withMetaPolicy } from './policy'
import { formatHeadersFile, headerRules, headersForPath, type AdminSources } from '../security/headers'
import { listFiles } from '../lib/list-files'

/** The loader, compiled as the pages carry it. */
export function compileLoader(rootDir: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(rootDir, 'src/postbuild/loader.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    // Not the project's tsconfig: its strict mode would add a 'use strict' the loader does not need.
    tsconfigRaw: '{}',
  })
  return outputFiles[0].text.trim()
}

interface StageOptions {
  rootDir: string
  /** Every page's path, as Gatsby created it. */
  pagePaths: readonly string[]
  admin: { dir: string; sources: AdminSources }
}

/** Runs the stage over public/; returns what it did, for the build's log. */
export function runPostBuildStage({ rootDir, pagePaths, admin }: StageOptions): { pages: number; rewritten: number; ms: number } {
  const publicDir = path.join(rootDir, 'public')
  const loader = compileLoader(rootDir)
  const relative = (file: string) => path.relative(publicDir, file).split(path.sep).join('/')
  const allHtml = listFiles(publicDir, '.html').map(relative)
  const rules = headerRules({ scriptHashes: [scriptHash(loader)], htmlFiles: allHtml, adminDir: admin.dir, adminSources: admin.sources })
  const htmlFiles = allHtml.filter((file) => !file.startsWith(`${SLICES_DIR}/`))
  fs.writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules))
  const policyOf = (file: string) => {
    const policy = headersForPath(urlPathOfHtmlFile(file), rules)['Content-Security-Policy']
    if (!policy) throw new Error(`${file}: public/_headers gives this page no Content-Security-Policy`)
    return metaContentSecurityPolicy(policy)
  }
  const stylesheets = new Map<string, CssRule[]>()
  const context = {
    loader,
    allowedScripts: new Set([scriptHash(loader)]),
    rulesOf: (href: string, css: string) => stylesheets.get(href) ?? stylesheets.set(href, cssRules(css)).get(href)!,
    fileBytes: (sitePath: string) => fs.statSync(path.join(publicDir, sitePath)).size,
  }
  const pages = new Set(pagePaths.map(htmlFileOfPage))
  const written = new Set(htmlFiles)
  for (const page of pages) if (!written.has(page)) throw new Error(`${page}: Gatsby created the page but wrote no such file`)
  let rewritten = 0
  let ms = 0
  for (const file of htmlFiles) {
    const started = performance.now()
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8')
    if (!pages.has(file)) {
      const served = withMetaPolicy(html, policyOf(file))
      if (served !== html) fs.writeFileSync(path.join(publicDir, file), served)
      continue
    }
    const served = rewritePage(html, file, { ...context, metaPolicy: policyOf(file) })
    if (served === undefined) continue
    fs.writeFileSync(path.join(publicDir, file), served)
    rewritten += 1
    ms += performance.now() - started
  }
  return { pages: pages.size, rewritten, ms }
}

/** The stage as the site's onPostBuild runs it. */
export async function postBuildStage(
  { graphql, reporter, store }: Pick<BuildArgs, 'graphql' | 'reporter' | 'store'>,
  admin: StageOptions['admin'],
) {
  const { data } = await graphql<{ allSitePage: { nodes: Array<{ path: string }> } }>('{ allSitePage { nodes { path } } }')
  const { program } = store.getState() as { program: { directory: string } }
  const { pages, rewritten, ms } = runPostBuildStage({
    rootDir: program.directory,
    pagePaths: data!.allSitePage.nodes.map((n) => n.path),
    admin,
  })
  reporter.info(
    `post-build: ${rewritten} of ${pages} pages rewritten in ${(ms / 1000).toFixed(1)} s, ${(ms / Math.max(rewritten, 1)).toFixed(1)} ms a page`,
  )
}
