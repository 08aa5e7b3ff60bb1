/**
 * The post-build stage: once Gatsby has written every page, each page it rendered or stitched anew goes through page.ts,
 * every other HTML file gets its policy's `<meta>`, and the site writes the host's headers for the inline scripts. An HTML file as the stage last left it
 * (src/lib/build/file-stamps.ts) is not even read: a warm build of thousands of posts costs in proportion to the pages Gatsby wrote again.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { buildSync } from 'esbuild'
import { htmlFileOfPage, SLICES_DIR } from './gatsby'
import { rewritePage, type FacelessCopy } from './page'
import { cssRules, fontFacesApart, type CssRule } from './css-rules'
import { metaContentSecurityPolicy, scriptHash, urlPathOfHtmlFile, withMetaPolicy } from './policy'
import { PLUGIN_DIR } from './webpack-config'
import { listFiles } from '../../../src/lib/build/list-files'
import { eachAtOnce, readStamps, stampOf, writeStamps, type Stamps } from '../../../src/lib/build/file-stamps'

/** An inline script of this plugin as pages carry it; not with the project's tsconfig, whose strict mode would add a 'use strict'. */
function compileInline(rootDir: string, source: string): string {
  const options = { bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, tsconfigRaw: '{}' } as const
  return buildSync({ entryPoints: [path.join(rootDir, PLUGIN_DIR, 'src', source)], ...options }).outputFiles[0].text.trim()
}

/** The page's two inline scripts: the font choice at the start of its head, the loader at the end of its body. */
export const compileInlineScripts = (rootDir: string) => ({
  fontChoice: compileInline(rootDir, 'font-choice.ts'),
  loader: compileInline(rootDir, 'loader.ts'),
})

/**
 * The host's headers, which the site writes into public/ for the pages' inline scripts and the built files: the
 * Content-Security-Policy it gives an address, and the text it wrote, of which what the stage writes into a page follows.
 */
export type HostHeaders = (built: { scriptHashes: string[]; files: string[] }) => {
  policyOf: (urlPath: string) => string | undefined
  written: string
}

/** The mark in the name of a stylesheet's copy without its @font-face rules (`app.<hash>.faceless.<hash>.css`). */
const FACELESS = '.faceless.'

/**
 * Beside each of webpack's stylesheets at the root of public/ that has @font-face rules, a copy without them, named
 * by its content, which a split page links; by the address of the stylesheet it copies. Gatsby's files stay as they
 * are: a warm build inlines a page's CSS from them.
 */
function writeFacelessCopies(publicDir: string, files: readonly string[]): Map<string, FacelessCopy> {
  const copies = new Map<string, FacelessCopy>()
  for (const file of files) {
    if (file.includes('/') || !file.endsWith('.css') || file.includes(FACELESS)) continue
    const { faces, rest } = fontFacesApart(fs.readFileSync(path.join(publicDir, file), 'utf8'), `public/${file}`)
    if (!faces) continue
    const copy = `${file.slice(0, -'.css'.length)}${FACELESS}${crypto.createHash('sha256').update(rest).digest('hex').slice(0, 20)}.css`
    if (!fs.existsSync(path.join(publicDir, copy))) fs.writeFileSync(path.join(publicDir, copy), rest)
    copies.set(`/${file}`, { href: `/${copy}`, css: rest, faces })
  }
  return copies
}

export interface StageOptions {
  rootDir: string
  /** The pages as Gatsby created them. */
  pagePaths: readonly string[]
  /** The web app manifest's address, which the loader links after the first paint. */
  manifest: string
  hostHeaders: HostHeaders
}

/** Runs the stage over public/; returns what it did, for the build's log. */
export async function runPostBuildStage({ rootDir, pagePaths, manifest, hostHeaders }: StageOptions) {
  const publicDir = path.join(rootDir, 'public')
  const { loader, fontChoice } = compileInlineScripts(rootDir)
  const filesOfPublic = () => listFiles(publicDir).map((file) => path.relative(publicDir, file).split(path.sep).join('/'))
  const copies = writeFacelessCopies(publicDir, filesOfPublic())
  // Listed again, copies included, in the order anything else that reads public/ lists it.
  const allFiles = filesOfPublic()
  const allHtml = allFiles.filter((file) => file.endsWith('.html'))
  const { policyOf: policyOfPath, written: headers } = hostHeaders({
    scriptHashes: [scriptHash(fontChoice), scriptHash(loader)],
    files: allFiles,
  })
  const policyOf = (file: string) => {
    const policy = policyOfPath(urlPathOfHtmlFile(file))
    if (!policy) throw new Error(`${file}: public/_headers gives this page no Content-Security-Policy`)
    return metaContentSecurityPolicy(policy)
  }
  const stylesheets = new Map<string, CssRule[]>()
  const context = {
    loader,
    manifest,
    fontChoice,
    allowedScripts: new Set([scriptHash(fontChoice), scriptHash(loader)]),
    rulesOf: (href: string, css: string) => stylesheets.get(href) ?? stylesheets.set(href, cssRules(css)).get(href)!,
    fileBytes: (sitePath: string) => fs.statSync(path.join(publicDir, sitePath)).size,
    facelessCopyOf: (href: string, css: string, page: string) => {
      const copy = copies.get(href)
      if (!copy && /@font-face/i.test(css))
        throw new Error(`${page}: Gatsby inlined ${href} with @font-face rules that public${href} lacks`)
      return copy
    },
  }
  const htmlFiles = allHtml.filter((file) => !file.startsWith(`${SLICES_DIR}/`))
  const pages = new Set(pagePaths.map(htmlFileOfPage))
  const written = new Set(htmlFiles)
  for (const page of pages) if (!written.has(page)) throw new Error(`${page}: Gatsby created the page but wrote no such file`)
  // What the stage writes into a page follows from its inline scripts, the manifest's address and the policies alone.
  const inputs = crypto.createHash('sha256').update(fontChoice).update(loader).update(manifest).update(headers).digest('hex')
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
