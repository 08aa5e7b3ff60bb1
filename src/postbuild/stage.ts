/**
 * The post-build stage: once Gatsby has written every page, each page it rendered or stitched anew goes through src/postbuild/page.ts,
 * every other HTML file gets its policy's `<meta>`, and the host's headers file is written. An HTML file as the stage last left it
 * (src/lib/build/file-stamps.ts) is not even read: a warm build of thousands of posts costs in proportion to the pages Gatsby wrote again.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { buildSync } from 'esbuild'
import { htmlFileOfPage, SLICES_DIR } from './gatsby'
import { rewritePage } from './page'
import { cssRules, type CssRule } from '../lib/build/css-rules'
import { metaContentSecurityPolicy, scriptHash, urlPathOfHtmlFile, withMetaPolicy } from './policy'
import { formatHeadersFile, headerRules, headersForPath, type AdminSources } from '../host/headers'
import { listFiles } from '../lib/build/list-files'
import { eachAtOnce, readStamps, stampOf, writeStamps, type Stamps } from '../lib/build/file-stamps'

/** An inline script of src/postbuild/ as pages carry it; not with the project's tsconfig, whose strict mode would add a 'use strict'. */
function compileInline(rootDir: string, source: string): string {
  const options = { bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, tsconfigRaw: '{}' } as const
  return buildSync({ entryPoints: [path.join(rootDir, 'src/postbuild', source)], ...options }).outputFiles[0].text.trim()
}

/** The page's two inline scripts: the font choice at the start of its head, the loader at the end of its body. */
export const compileInlineScripts = (rootDir: string) => ({
  fontChoice: compileInline(rootDir, 'font-choice.ts'),
  loader: compileInline(rootDir, 'loader.ts'),
})

export type Admin = { dir: string; sources: AdminSources }

/** Runs the stage over public/ for the pages at `pagePaths`, as Gatsby created them; returns what it did, for the build's log. */
export async function runPostBuildStage({ rootDir, pagePaths, admin }: { rootDir: string; pagePaths: readonly string[]; admin: Admin }) {
  const publicDir = path.join(rootDir, 'public')
  const { loader, fontChoice } = compileInlineScripts(rootDir)
  const allFiles = listFiles(publicDir).map((file) => path.relative(publicDir, file).split(path.sep).join('/'))
  const allHtml = allFiles.filter((file) => file.endsWith('.html'))
  const rules = headerRules({
    scriptHashes: [scriptHash(fontChoice), scriptHash(loader)],
    files: allFiles,
    adminDir: admin.dir,
    adminSources: admin.sources,
  })
  const headers = formatHeadersFile(rules)
  fs.writeFileSync(path.join(publicDir, '_headers'), headers)
  const policyOf = (file: string) => {
    const policy = headersForPath(urlPathOfHtmlFile(file), rules)['Content-Security-Policy']
    if (!policy) throw new Error(`${file}: public/_headers gives this page no Content-Security-Policy`)
    return metaContentSecurityPolicy(policy)
  }
  const stylesheets = new Map<string, CssRule[]>()
  const context = {
    loader,
    fontChoice,
    allowedScripts: new Set([scriptHash(fontChoice), scriptHash(loader)]),
    rulesOf: (href: string, css: string) => stylesheets.get(href) ?? stylesheets.set(href, cssRules(css)).get(href)!,
    fileBytes: (sitePath: string) => fs.statSync(path.join(publicDir, sitePath)).size,
  }
  const htmlFiles = allHtml.filter((file) => !file.startsWith(`${SLICES_DIR}/`))
  const pages = new Set(pagePaths.map(htmlFileOfPage))
  const written = new Set(htmlFiles)
  for (const page of pages) if (!written.has(page)) throw new Error(`${page}: Gatsby created the page but wrote no such file`)
  // What the stage writes into a page follows from its inline scripts and the policies alone.
  const inputs = crypto.createHash('sha256').update(fontChoice).update(loader).update(headers).digest('hex')
  const record = path.join(rootDir, '.cache', 'post-build-pages.json')
  const known = readStamps(record, inputs)
  const files: Stamps = {}
  let [read, rewritten] = [0, 0]
  const toRead = htmlFiles.filter((file) => {
    files[file] = stampOf(path.join(publicDir, file))
    return known[file] !== files[file]
  })
  const serve = async (file: string) => {
    const full = path.join(publicDir, file)
    read += 1
    const html = fs.readFileSync(full, 'utf8')
    const served = pages.has(file)
      ? await rewritePage(html, file, { ...context, metaPolicy: policyOf(file) })
      : withMetaPolicy(html, policyOf(file))
    if (served === undefined || served === html) return
    fs.writeFileSync(full, served)
    files[file] = stampOf(full)
    if (pages.has(file)) rewritten += 1
  }
  await eachAtOnce(toRead, serve)
  writeStamps(record, inputs, files)
  return { pages: pages.size, read, rewritten }
}
