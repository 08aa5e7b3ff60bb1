/**
 * The post-build stage: once Gatsby has written every page, each page it rendered or stitched anew
 * goes through src/postbuild/page.ts, every other HTML file gets its policy's `<meta>`, and the
 * host's headers file is written. An HTML file left as the stage last wrote or read it (same size
 * and modification time, and the same loader and headers) is not even read: a warm build of a blog
 * with thousands of posts then costs in proportion to the pages Gatsby wrote again.
 */
import crypto from 'crypto'
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

/** Each HTML file as the stage left it (by size and modification time), under the inputs it was made with. */
interface StageRecord {
  inputs: string
  files: Record<string, string>
}

const recordFile = (rootDir: string) => path.join(rootDir, '.cache', 'post-build-pages.json')
const stamp = (file: string) => {
  const { size, mtimeMs } = fs.statSync(file)
  return `${size}:${mtimeMs}`
}

function readRecord(rootDir: string): StageRecord | undefined {
  try {
    return JSON.parse(fs.readFileSync(recordFile(rootDir), 'utf8')) as StageRecord
  } catch {
    return undefined
  }
}

/** Runs the stage over public/ for the pages at `pagePaths`, as Gatsby created them; returns what it did, for the build's log. */
/** Pages in progress at once: as many as Node's thread pool compresses side by side (UV_THREADPOOL_SIZE, 4 by default). */
const PAGES_AT_ONCE = Number(process.env.UV_THREADPOOL_SIZE) || 4

export async function runPostBuildStage({ rootDir, pagePaths, admin }: { rootDir: string; pagePaths: readonly string[]; admin: Admin }) {
  const publicDir = path.join(rootDir, 'public')
  const loader = compileLoader(rootDir)
  const allHtml = listFiles(publicDir, '.html').map((file) => path.relative(publicDir, file).split(path.sep).join('/'))
  const rules = headerRules({ scriptHashes: [scriptHash(loader)], htmlFiles: allHtml, adminDir: admin.dir, adminSources: admin.sources })
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
    allowedScripts: new Set([scriptHash(loader)]),
    rulesOf: (href: string, css: string) => stylesheets.get(href) ?? stylesheets.set(href, cssRules(css)).get(href)!,
    fileBytes: (sitePath: string) => fs.statSync(path.join(publicDir, sitePath)).size,
  }
  const htmlFiles = allHtml.filter((file) => !file.startsWith(`${SLICES_DIR}/`))
  const pages = new Set(pagePaths.map(htmlFileOfPage))
  const written = new Set(htmlFiles)
  for (const page of pages) if (!written.has(page)) throw new Error(`${page}: Gatsby created the page but wrote no such file`)
  // What the stage writes into a page follows from the loader and the policies alone.
  const inputs = crypto.createHash('sha256').update(loader).update(headers).digest('hex')
  const earlier = readRecord(rootDir)
  const known = earlier?.inputs === inputs ? earlier.files : {}
  const files: Record<string, string> = {}
  let [read, rewritten] = [0, 0]
  const toRead = htmlFiles.filter((file) => {
    files[file] = stamp(path.join(publicDir, file))
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
    files[file] = stamp(full)
    if (pages.has(file)) rewritten += 1
  }
  // A few pages at once, so that one page's compression on the thread pool overlaps the others' work.
  let next = 0
  const worker = async () => {
    while (next < toRead.length) await serve(toRead[next++])
  }
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker))
  fs.mkdirSync(path.dirname(recordFile(rootDir)), { recursive: true })
  fs.writeFileSync(recordFile(rootDir), JSON.stringify({ inputs, files } satisfies StageRecord))
  return { pages: pages.size, read, rewritten }
}
