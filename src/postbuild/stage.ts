/**
 * The post-build stage: once Gatsby has written every page, each page it rendered or stitched anew
 * goes through src/postbuild/page.ts, every other HTML file gets its policy's `<meta>`, and the
 * host's headers file is written. Pages Gatsby left alone are read, not rewritten.
 */
import fs from 'fs'
import path from 'path'
import { buildSync } from 'esbuild'
import { htmlFileOfPage, SLICES_DIR } from './gatsby'
import { rewritePage } from './page'
import { cssRules, type CssRule } from './first-screen-css'
import { metaContentSecurityPolicy, scriptHash, urlPathOfHtmlFile, withMetaPolicy } from './policy'
import { formatHeadersFile, headerRules, headersForPath, type AdminSources } from '../security/headers'
import { listFiles } from '../lib/build/list-files'

/** The loader as pages carry it; not with the project's tsconfig, whose strict mode would add a 'use strict'. */
export function compileLoader(rootDir: string): string {
  const options = { bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, tsconfigRaw: '{}' } as const
  return buildSync({ entryPoints: [path.join(rootDir, 'src/postbuild/loader.ts')], ...options }).outputFiles[0].text.trim()
}

export type Admin = { dir: string; sources: AdminSources }

/** Runs the stage over public/ for the pages at `pagePaths`, as Gatsby created them; returns what it did, for the build's log. */
export function runPostBuildStage({ rootDir, pagePaths, admin }: { rootDir: string; pagePaths: readonly string[]; admin: Admin }) {
  const publicDir = path.join(rootDir, 'public')
  const loader = compileLoader(rootDir)
  const allHtml = listFiles(publicDir, '.html').map((file) => path.relative(publicDir, file).split(path.sep).join('/'))
  const rules = headerRules({ scriptHashes: [scriptHash(loader)], htmlFiles: allHtml, adminDir: admin.dir, adminSources: admin.sources })
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
  const htmlFiles = allHtml.filter((file) => !file.startsWith(`${SLICES_DIR}/`))
  const pages = new Set(pagePaths.map(htmlFileOfPage))
  const written = new Set(htmlFiles)
  for (const page of pages) if (!written.has(page)) throw new Error(`${page}: Gatsby created the page but wrote no such file`)
  let [rewritten, ms] = [0, 0]
  for (const file of htmlFiles) {
    const started = performance.now()
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8')
    const served = pages.has(file)
      ? rewritePage(html, file, { ...context, metaPolicy: policyOf(file) })
      : withMetaPolicy(html, policyOf(file))
    if (served === undefined || served === html) continue
    fs.writeFileSync(path.join(publicDir, file), served)
    if (pages.has(file)) [rewritten, ms] = [rewritten + 1, ms + performance.now() - started]
  }
  return { pages: pages.size, rewritten, ms }
}
