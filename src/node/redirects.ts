/**
 * The redirects the site serves (src/lib/shared/redirects.ts), from the redirects file and from the
 * addresses the live site's record gives to entries that have since moved. After the build they
 * become the host's `_redirects` beside `_headers`, the record the next build reads, and the
 * editors' list at /admin/redirects/; the development server answers them itself, and lists them
 * at the same address, as the host will once the working copy is released.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import type { BuildArgs, CreateDevServerArgs, Node } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { LOCALE_CODES, localisedPath, type Locale } from '../config/locales'
import { modelWords } from '../content-model/arabic-labels'
import { folderCollections } from '../content-model/collections'
import { editionOfFile } from '../content-model/i18n'
import { redirectsCollection } from '../content-model/redirects'
import {
  ADDRESS_RECORD_PATH,
  readAddressRecord,
  siteRedirects,
  sitePath,
  type AddressRecord,
  type Redirect,
  type RedirectReason,
  REDIRECTS_PAGE_WORDS,
} from '../lib/shared/redirects'
import { fillPhrase, type PhraseValues } from '../lib/shared/fill-phrase'
import { REDIRECTS_FILE, formatRedirectsFile, redirectFor } from '../host/redirects-file'
import { stageSummary, stopwatch } from '../lib/build/stage-summary'
import { entryState } from '../lib/shared/schedule'
import { adminPageHtml, adminTable, escapeHtml, writeAdminPage, type AdminPageText } from './admin-page'
import { setDevRedirects } from './dev-redirects'
import { ADMIN_PATH } from '../config/constants'

/** The live site whose address record a build reads (`https://www.meridiangulf.ae`); unset, none is read. */
export const LIVE_SITE_ENV = 'LIVE_SITE_URL'
const REDIRECTS_FILE_PATH = `${CONTENT_DIR}/${redirectsCollection.file}`
export const REDIRECTS_PAGE_PATH = `${ADMIN_PATH}redirects/`
/** Long enough for a slow answer of the host, short enough not to hold a build up. */
const TIMEOUT_MS = 20_000

export interface LiveRecord {
  record: AddressRecord
  /** Why no record was read, when none was. */
  note?: string
}

/** The address record the live site at `site` publishes; a site that publishes none gives an empty record and says why. */
export async function fetchAddressRecord(site: string): Promise<LiveRecord> {
  const url = new URL(ADDRESS_RECORD_PATH, site).href
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    if (!response.ok) return { record: {}, note: `${url} answered ${response.status}` }
    return { record: readAddressRecord(await response.json()) }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    return { record: {}, note: `${url} could not be read (${(error as Error).message}${cause})` }
  }
}

let liveRecord: Promise<LiveRecord> | undefined

/** The live site's record, asked once a process (LIVE_SITE_URL), or none. */
function liveAddressRecord(): Promise<LiveRecord> {
  const site = process.env[LIVE_SITE_ENV]?.trim()
  liveRecord ??= site ? fetchAddressRecord(site) : Promise.resolve({ record: {} })
  return liveRecord
}

/** Each entry this build publishes, as its file (content/blog/x.en.md) and its address: only published entries have a node. */
function builtEntries({ getNodesByType, getNode }: Pick<BuildArgs, 'getNodesByType' | 'getNode'>): Map<string, string> {
  const entries = new Map<string, string>()
  for (const { typeName } of folderCollections) {
    for (const entry of getNodesByType(typeName)) {
      const markdown = entry.parent ? getNode(entry.parent) : undefined
      const file = markdown?.parent ? (getNode(markdown.parent) as (Node & { relativePath?: string }) | undefined) : undefined
      if (file?.relativePath) entries.set(`${CONTENT_DIR}/${file.relativePath}`, sitePath(String(entry.path)))
    }
  }
  return entries
}

/**
 * The redirects file's entries, both editions, as the content check let them through: from its
 * editions' nodes (one per edition, src/node/on-create-node.ts), so the file is read once, when it is sourced.
 */
export function writtenRedirects(editions: readonly object[]): Redirect[] {
  return LOCALE_CODES.flatMap((locale) => {
    const items = (editions as Array<{ locale?: unknown; redirects?: unknown }>).find((edition) => edition.locale === locale)?.redirects
    return (Array.isArray(items) ? items : []).map((item: { from: string; to: string; reason: RedirectReason }) => ({
      from: sitePath(item.from),
      to: sitePath(item.to),
      reason: item.reason,
      source: REDIRECTS_FILE_PATH,
    }))
  })
}

type SiteArgs = Pick<BuildArgs, 'store' | 'getNodesByType' | 'getNode'>

/** The redirects of the site as it now is, from the address record given, with the record to publish. */
function currentRedirects(args: SiteArgs, record: AddressRecord): ReturnType<typeof siteRedirects> & { pages: number } {
  const { pages } = args.store.getState() as { pages: Map<string, unknown> }
  const redirects = siteRedirects({
    written: writtenRedirects(args.getNodesByType(redirectsCollection.typeName)),
    record,
    entries: builtEntries(args),
    pages: new Set([...pages.keys()].map(sitePath)),
  })
  return { ...redirects, pages: pages.size }
}

/** As of when the list is: the last build's, or the working copy's in development. */
type AsOf = 'asBuilt' | 'asDeveloped'

/** The list in one language: the page's own words (REDIRECTS_PAGE_WORDS) and the model's name of the redirects file. */
function redirectsIn(locale: Locale, redirects: readonly Redirect[], asOf: AsOf): AdminPageText {
  const words = (key: keyof typeof REDIRECTS_PAGE_WORDS, values?: PhraseValues) =>
    fillPhrase(key, REDIRECTS_PAGE_WORDS[key][locale], values)
  const link = (address: string) => `<a href="${escapeHtml(encodeURI(address))}" dir="auto">${escapeHtml(address)}</a>`
  const source = (redirect: Redirect): string =>
    redirect.source === REDIRECTS_FILE_PATH
      ? words('fromFile', { collection: `<i>${escapeHtml(modelWords(redirectsCollection.label, locale))}</i>` })
      : words('fromRename', { file: `<code>${escapeHtml(redirect.source)}</code>` })
  const rows = redirects.map(
    (r) => `<tr><td dir="auto">${escapeHtml(r.from)}</td><td>${link(r.to)}</td><td>${words(r.reason)}</td><td>${source(r)}</td></tr>`,
  )
  return {
    title: words('title'),
    intro: words('intro', { asOf: words(asOf) }),
    content:
      rows.length === 0
        ? `<p>${words('nothing')}</p>`
        : adminTable(
            words('caption'),
            (['from', 'to', 'reason', 'source'] as const).map((key) => words(key)),
            rows,
          ),
  }
}

/** The editors' list, in English and in Arabic; it shows the admin's language (admin-page.ts). */
export const redirectsPageHtml = (redirects: readonly Redirect[], asOf: AsOf = 'asBuilt'): string =>
  adminPageHtml(
    Object.fromEntries(LOCALE_CODES.map((locale) => [locale, redirectsIn(locale, redirects, asOf)])) as Record<Locale, AdminPageText>,
  )

/**
 * After the build: `_redirects` (the host's rules), the address record at /addresses.json and the
 * editors' list. Refuses a written redirect that the built pages contradict.
 */
export async function writeRedirects(args: SiteArgs & Pick<BuildArgs, 'reporter'>): Promise<void> {
  const { reporter, store } = args
  const elapsed = stopwatch()
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, 'public')
  const { record: live, note } = await liveAddressRecord()
  if (note) reporter.warn(`Redirects: no address record of the live site, so no renamed entry gets a redirect: ${note}`)
  const { redirects, record, problems, pages } = currentRedirects(args, live)
  if (problems.length > 0) {
    reporter.panicOnBuild(`${REDIRECTS_FILE_PATH} does not fit the pages built:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    return
  }
  fs.writeFileSync(path.join(publicDir, REDIRECTS_FILE), formatRedirectsFile(redirects))
  fs.writeFileSync(path.join(publicDir, ADDRESS_RECORD_PATH), `${JSON.stringify(record, null, 1)}\n`)
  writeAdminPage(publicDir, REDIRECTS_PAGE_PATH, redirectsPageHtml(redirects))
  const renamed = redirects.filter((r) => r.source !== REDIRECTS_FILE_PATH).length
  reporter.info(
    stageSummary(
      'redirects',
      pages,
      elapsed(),
      `${REDIRECTS_FILE}: ${redirects.length} redirects (${renamed} of renamed entries), ${Object.keys(record).length} addresses recorded`,
    ),
  )
}

/** The address record the last build published (public/addresses.json), if there was one. */
function lastBuildRecord(root: string): AddressRecord {
  try {
    return readAddressRecord(JSON.parse(fs.readFileSync(path.join(root, 'public', ADDRESS_RECORD_PATH), 'utf8')))
  } catch {
    return {}
  }
}

let committed: AddressRecord | undefined

/**
 * The address of each live entry in the repository's last commit, read once a process: what the
 * working copy's renamed entries are measured against when no build has left a record. Empty
 * outside a Git repository.
 */
function committedRecord(root: string): AddressRecord {
  if (committed) return committed
  const git = (args: string[], input?: string) => spawnSync('git', args, { cwd: root, input, maxBuffer: 256 << 20 })
  const folders = folderCollections.map((collection) => `${CONTENT_DIR}/${collection.folder}/`)
  const listed = git(['ls-tree', '-r', '--name-only', '--full-name', 'HEAD', '--', ...folders])
  const files =
    listed.status === 0
      ? listed.stdout
          .toString('utf8')
          .split('\n')
          .filter((file) => file.endsWith('.md'))
      : []
  // One `git cat-file --batch` for every file: each answer is a "<id> blob <size>" line, the file, a line break.
  const batch =
    files.length > 0 ? git(['cat-file', '--batch'], files.map((file) => `HEAD:${file}`).join('\n') + '\n').stdout : Buffer.alloc(0)
  const record: Record<string, string> = {}
  let at = 0
  for (const file of files) {
    const header = batch.indexOf(0x0a, at)
    const size = Number(batch.subarray(at, header).toString('utf8').split(' ')[2])
    const text = batch.subarray(header + 1, header + 1 + size).toString('utf8')
    at = header + 1 + size + 1
    const collection = folderCollections.find((c) => file.startsWith(`${CONTENT_DIR}/${c.folder}/`))
    const edition = editionOfFile(path.basename(file))
    if (!collection || !edition || Number.isNaN(size)) continue
    try {
      const { data } = matter(text, { engines: { yaml: (front) => yaml.load(front, { schema: yaml.CORE_SCHEMA }) as object } })
      const slug = data[collection.slugField]
      if (slug !== undefined && slug !== '' && entryState(data, Date.now()) === 'live')
        record[sitePath(localisedPath(edition.locale, collection.pathFor(String(slug))))] = file
    } catch {
      // A file the last commit holds broken has no address; the content check speaks of the working copy's.
    }
  }
  committed = record
  return record
}

/**
 * The record the development server answers old addresses from, as the host will once the working
 * copy is released: the live site's (LIVE_SITE_URL), else the last build's, else the last commit's
 * (an address the former do not give falls to the next).
 */
async function developmentRecord(root: string): Promise<AddressRecord> {
  const { record: live } = await liveAddressRecord()
  return { ...committedRecord(root), ...lastBuildRecord(root), ...live }
}

/** What the development server serves of its own (bundles, page data, its endpoints), never an old address of the site. */
const GATSBY_OWN = /^\/(?:page-data|static|__[^/]*|socket\.io)\/|^\/___|\.(?:js|mjs|css|map|hot-update\.json)$/

/**
 * The development server answers an old address with its redirect, as the host does, and lists
 * them at /admin/redirects/ as the build does.
 */
export function followRedirects(args: SiteArgs & Pick<CreateDevServerArgs, 'app'>): void {
  const root = () => (args.store.getState() as { program: { directory: string } }).program.directory
  const app = args.app as {
    get: (
      path: string,
      handler: (req: unknown, res: { type: (t: string) => { send: (body: string) => void } }, next: (error?: unknown) => void) => void,
    ) => void
  }
  setDevRedirects((req, res, next) => {
    const { pages } = args.store.getState() as { pages: Map<string, unknown> }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pages.has(req.path) || GATSBY_OWN.test(req.path)) return next()
    developmentRecord(root()).then((record) => {
      const redirect = redirectFor(currentRedirects(args, record).redirects, req.path)
      if (!redirect) return next()
      res.redirect(301, encodeURI(redirect.to) + req.url.slice(req.path.length))
    }, next)
  })
  app.get(REDIRECTS_PAGE_PATH, (_req, res, next) => {
    developmentRecord(root()).then((record) => {
      const { redirects } = currentRedirects(args, record)
      res.type('html').send(redirectsPageHtml(redirects, 'asDeveloped'))
    }, next)
  })
}
