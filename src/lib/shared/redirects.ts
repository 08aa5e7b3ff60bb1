/**
 * Redirects: an old address of the site that answers with a permanent redirect to a page. Some are
 * written by editors (content/settings/redirects.yaml), the others are inferred by the build from
 * the address record the live site publishes, when an entry's address changed. Pure: the build,
 * the development server, the local static server, the live check and the release guard share it.
 * The host's file of them, `_redirects`, is src/host/redirects-file.ts's.
 */
import type { Locale } from '../../config/locales'
import pageWords from './redirects-page-words.json'

/** Why an address redirects, in a word (the redirects file's `reason`). */
export const REDIRECT_REASONS = ['renamed', 'merged', 'retired'] as const
export type RedirectReason = (typeof REDIRECT_REASONS)[number]

/**
 * The words of the editors' list of redirects (/admin/redirects/, src/node/redirects.ts), in each
 * language of the admin (redirects-page-words.json): the page shows the one the editor chose for the
 * admin. A reason's words are its value in the redirects file, in English.
 */
export const REDIRECTS_PAGE_WORDS: Readonly<Record<keyof typeof pageWords, Readonly<Record<Locale, string>>>> = pageWords

export interface Redirect {
  /** The old address, decoded, without a trailing slash: `/financialblogs/blogs/old-name`. */
  from: string
  /** The page it leads to, in the same form. */
  to: string
  reason: RedirectReason
  /** Where it comes from: the redirects file, or the entry's file whose address changed. */
  source: string
}

/**
 * Which content file each entry address of the site came from, current and former: published by
 * every build at this address so that the next one can tell an address that moved from one that
 * was dropped (`{ "/financialblogs/blogs/1": "content/blog/tax-savings.en.md" }`).
 */
export const ADDRESS_RECORD_PATH = '/addresses.json'

export type AddressRecord = Readonly<Record<string, string>>

/** An address as the site compares addresses: percent escapes decoded, no trailing slash but on "/". */
export function sitePath(written: string): string {
  let decoded = written
  if (written.includes('%')) {
    try {
      decoded = decodeURIComponent(written)
    } catch {
      // A malformed escape is compared as written.
    }
  }
  decoded = decoded.normalize('NFC')
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/**
 * The redirects the build infers from the live site's address record: an address that the record
 * gives to a file which this build publishes at another address leads to that address, unless it
 * is a page of this build again or the redirects file says where it goes (`overridden`). Former
 * addresses stay in the record, so every older address of an entry leads straight to its newest.
 */
export function inferredRedirects(
  record: AddressRecord,
  entries: ReadonlyMap<string, string>,
  pages: ReadonlySet<string>,
  overridden: ReadonlySet<string>,
): Redirect[] {
  return Object.entries(record).flatMap(([written, file]) => {
    const from = sitePath(written)
    const to = entries.get(file)
    if (to === undefined || to === from || pages.has(from) || overridden.has(from)) return []
    return [{ from, to, reason: 'renamed' as const, source: file }]
  })
}

/**
 * The record this build publishes: each entry's address, and each former address the live record
 * gave to an entry this build still publishes elsewhere. Entries no longer built are dropped; the
 * release guard names the addresses they leave behind.
 */
export function addressRecord(record: AddressRecord, entries: ReadonlyMap<string, string>, pages: ReadonlySet<string>): AddressRecord {
  const addresses = new Map<string, string>()
  for (const [written, file] of Object.entries(record)) {
    const from = sitePath(written)
    if (entries.has(file) && !pages.has(from)) addresses.set(from, file)
  }
  for (const [file, address] of entries) addresses.set(address, file)
  return Object.fromEntries([...addresses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The record as the live site published it, keeping only its well-formed lines. */
export function readAddressRecord(json: unknown): AddressRecord {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {}
  return Object.fromEntries(
    Object.entries(json).filter(([address, file]) => address.startsWith('/') && typeof file === 'string' && file.endsWith('.md')),
  ) as AddressRecord
}

/**
 * Every redirect the site serves: those of the redirects file, then those inferred from the live
 * record, with the record this build publishes. `problems` names a written redirect that the real
 * pages of the build contradict (the content check judged it from the content alone).
 */
export function siteRedirects({
  written,
  record,
  entries,
  pages,
}: {
  written: readonly Redirect[]
  record: AddressRecord
  /** Each entry this build publishes: its file (content/…) and its address. */
  entries: ReadonlyMap<string, string>
  pages: ReadonlySet<string>
}): { redirects: Redirect[]; record: AddressRecord; problems: string[] } {
  const problems = written.flatMap(({ from, to }) => [
    ...(pages.has(from) ? [`${from} is a page of this build, so it cannot redirect`] : []),
    ...(pages.has(to) ? [] : [`${from} redirects to ${to}, which is no page of this build`]),
  ])
  const inferred = inferredRedirects(record, entries, pages, new Set(written.map((redirect) => redirect.from)))
  return { redirects: [...written, ...inferred], record: addressRecord(record, entries, pages), problems }
}
