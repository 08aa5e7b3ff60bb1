/**
 * The redirects the site serves (src/lib/shared/redirects.ts), from the redirects file and from the
 * addresses the live site's record gives to entries that have since moved. After the build they
 * become the host's `_redirects` beside `_headers`, the record the next build reads, and the
 * editors' list at /admin/redirects/; the development server answers them itself.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import type { BuildArgs, CreateDevServerArgs, Node } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { LOCALE_CODES } from '../config/locales'
import { folderCollections } from '../content-model/collections'
import { redirectsCollection } from '../content-model/redirects'
import {
  ADDRESS_RECORD_PATH,
  readAddressRecord,
  siteRedirects,
  sitePath,
  type AddressRecord,
  type Redirect,
  type RedirectReason,
} from '../lib/shared/redirects'
import { REDIRECTS_FILE, formatRedirectsFile, redirectFor } from '../host/redirects-file'
import { stageSummary, stopwatch } from '../lib/build/stage-summary'
import { adminPageHtml, adminTable, escapeHtml, writeAdminPage } from './admin-page'
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

/** The redirects file's entries, both editions, as the content check let them through. */
export function writtenRedirects(root: string): Redirect[] {
  const file = path.join(root, REDIRECTS_FILE_PATH)
  if (!fs.existsSync(file)) return []
  const data = (yaml.load(fs.readFileSync(file, 'utf8'), { schema: yaml.CORE_SCHEMA }) ?? {}) as Record<string, unknown>
  return LOCALE_CODES.flatMap((locale) => {
    const items = (data[locale] as { redirects?: unknown } | undefined)?.redirects
    return (Array.isArray(items) ? items : []).map((item: { from: string; to: string; reason: RedirectReason }) => ({
      from: sitePath(item.from),
      to: sitePath(item.to),
      reason: item.reason,
      source: REDIRECTS_FILE_PATH,
    }))
  })
}

type SiteArgs = Pick<BuildArgs, 'store' | 'getNodesByType' | 'getNode'>

/** The redirects of the site as it now is, with the record to publish. */
async function currentRedirects(args: SiteArgs): Promise<ReturnType<typeof siteRedirects> & { pages: number }> {
  const { program, pages } = args.store.getState() as { program: { directory: string }; pages: Map<string, unknown> }
  const { record } = await liveAddressRecord()
  const redirects = siteRedirects({
    written: writtenRedirects(program.directory),
    record,
    entries: builtEntries(args),
    pages: new Set([...pages.keys()].map(sitePath)),
  })
  return { ...redirects, pages: pages.size }
}

const sourceWords = (redirect: Redirect): string =>
  redirect.source === REDIRECTS_FILE_PATH
    ? `the redirects file (<i>Redirects</i> in the content manager)`
    : `the address of <code>${escapeHtml(redirect.source)}</code> changed`

export function redirectsPageHtml(redirects: readonly Redirect[]): string {
  const link = (address: string) => `<a href="${escapeHtml(encodeURI(address))}" dir="auto">${escapeHtml(address)}</a>`
  const rows = redirects.map(
    (r) => `<tr><td dir="auto">${escapeHtml(r.from)}</td><td>${link(r.to)}</td><td>${r.reason}</td><td>${sourceWords(r)}</td></tr>`,
  )
  const content =
    rows.length === 0
      ? '<p>No address redirects.</p>'
      : adminTable('Old addresses and the pages they lead to', ['Old address', 'Leads to', 'Why', 'From'], rows)
  return adminPageHtml(
    'Redirects',
    'Every old address of the site that answers with a permanent redirect (301), as of the last build. Those from the redirects file are undone by removing their line; a renamed page’s old address goes when the page takes it back, or leads elsewhere when a line of the redirects file names it.',
    content,
  )
}

/**
 * After the build: `_redirects` (the host's rules), the address record at /addresses.json and the
 * editors' list. Refuses a written redirect that the built pages contradict.
 */
export async function writeRedirects(args: SiteArgs & Pick<BuildArgs, 'reporter'>): Promise<void> {
  const { reporter, store } = args
  const elapsed = stopwatch()
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, 'public')
  const note = (await liveAddressRecord()).note
  if (note) reporter.warn(`Redirects: no address record of the live site, so no renamed entry gets a redirect: ${note}`)
  const { redirects, record, problems, pages } = await currentRedirects(args)
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

/** The development server answers an old address with its redirect, as the host does. */
export function followRedirects(args: SiteArgs & Pick<CreateDevServerArgs, 'app'>): void {
  const app = args.app as {
    use: (
      handler: (
        req: { method: string; path: string; url: string },
        res: { redirect: (status: number, to: string) => void },
        next: (error?: unknown) => void,
      ) => void,
    ) => void
  }
  app.use((req, res, next) => {
    const { pages } = args.store.getState() as { pages: Map<string, unknown> }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pages.has(req.path)) return next()
    currentRedirects(args).then(({ redirects }) => {
      const redirect = redirectFor(redirects, req.path)
      if (!redirect) return next()
      res.redirect(301, encodeURI(redirect.to) + req.url.slice(req.path.length))
    }, next)
  })
}
