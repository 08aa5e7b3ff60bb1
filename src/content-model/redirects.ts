/**
 * The redirects collection (content/settings/redirects.yaml): old addresses that lead on to a page,
 * each with why in a word, and the rules the content check holds them to beyond their fields'.
 */
import { localeOfPath, type Locale } from '../config/locales'
import { REDIRECT_REASONS, sitePath, type Redirect } from '../lib/shared/redirects'
import { yamlFile } from './fields'
import type { ContentIssue, RedirectRuleId } from './validate'
import { message } from './messages'

/**
 * An address of this site as a browser shows it after the domain: segments of letters (any script),
 * digits, `-`, `_`, `.` or `~` (percent escapes allowed), no trailing slash, query or fragment.
 * Anything else (`https://…`, `//…`, `..`) is outside the site.
 */
const SITE_ADDRESS_PATTERN = [
  '^(?:/|(?:/(?!\\.\\.?(?:/|$))(?:[\\p{L}\\p{M}\\p{N}._~-]|%[0-9A-Fa-f]{2})+)+)$',
  'an address on this site starting with "/", without a trailing "/", "?" or "#", e.g. "/financialblogs/blogs/tax-savings"',
] as const

// Each edition lists its own addresses: the Arabic ones, under /ar, redirect to Arabic pages.
export const redirectsCollection = yamlFile(
  'redirects',
  'settings/redirects.yaml',
  'Redirects',
  'Old addresses that lead on to a page, for a page retired or merged into another. A renamed page keeps its old address working by itself.',
  [
    {
      name: 'redirects',
      label: 'Redirects',
      widget: 'list',
      required: false,
      uniqueKey: 'from',
      itemLabel: 'Redirect',
      summary: '{{fields.from}} → {{fields.to}}',
      // Each edition redirects its own addresses to its own pages: nothing in the list is shared.
      shared: false,
      hint: 'Every address here answers with a permanent redirect (301) to its page; remove a line to undo it.',
      fields: [
        {
          name: 'from',
          label: 'Old address',
          widget: 'string',
          pattern: SITE_ADDRESS_PATTERN,
          hint: 'The address that no longer has a page, as the browser shows it after the domain, e.g. /financialsolutions/portfolio/old-study; Arabic addresses start with /ar',
        },
        {
          name: 'to',
          label: 'New address',
          widget: 'string',
          pattern: SITE_ADDRESS_PATTERN,
          hint: 'A page of the site in the same language, e.g. /financialsolutions/portfolio',
        },
        { name: 'reason', label: 'Why', widget: 'select', options: REDIRECT_REASONS },
      ],
    },
  ],
)

/** A page of the site: what it is, for the message (`content/blog/x.en.md`, or empty for a page that no file holds). */
export type SitePages = ReadonlyMap<string, string>

interface Written {
  at: number
  from: string
  to: string
}

/**
 * What the redirects file says that its fields' patterns cannot: a redirect from a page of this
 * build (or from an entry that is to go live, `upcoming`) would hide it; one to an address that is
 * no page of this build, to another redirect (a chain, or a loop) or into the other edition leads
 * nowhere the reader wants; an edition lists its own addresses (the Arabic ones under /ar). Each
 * problem names the edition and the entry (`ar › redirects[2].to`).
 */
export function redirectIssues(file: string, language: Locale, data: unknown, pages: SitePages, upcoming: SitePages): ContentIssue[] {
  const items = (data as { redirects?: unknown } | null)?.redirects
  if (!Array.isArray(items)) return []
  const matches = (value: unknown): value is string => typeof value === 'string' && new RegExp(SITE_ADDRESS_PATTERN[0], 'u').test(value)
  // Items whose fields are malformed are reported by the model's own check.
  const written: Written[] = items.flatMap((item: { from?: unknown; to?: unknown }, at) =>
    matches(item?.from) && matches(item?.to) ? [{ at, from: sitePath(item.from), to: sitePath(item.to) }] : [],
  )
  const byFrom = new Map(written.map((w) => [w.from, w]))
  const issue = (at: number, field: 'from' | 'to', rule: RedirectRuleId, said: ReturnType<typeof message>): ContentIssue => ({
    file,
    language,
    field: `redirects[${at}].${field}`,
    ...said,
    rule,
  })
  const editionWords = (locale: Locale) => ({ key: locale === 'ar' ? 'arabic_address' : 'english_address' }) as const
  const held = (by: string | undefined) => (by ? ` (${by})` : '')

  return written.flatMap(({ at, from, to }): ContentIssue[] => {
    for (const [field, address] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (localeOfPath(address) !== language)
        return [issue(at, field, 'redirect-edition', message('expected', { what: editionWords(language), found: JSON.stringify(address) }))]
    }
    if (pages.has(from)) {
      return [issue(at, 'from', 'redirect-hides-page', message('redirect_hides_page', { held: held(pages.get(from)) }))]
    }
    if (upcoming.has(from)) {
      return [issue(at, 'from', 'redirect-hides-page', message('redirect_hides_upcoming', { entry: upcoming.get(from)! }))]
    }
    if (from === to) return [issue(at, 'to', 'redirect-loop', message('redirect_to_itself', { address: JSON.stringify(from) }))]
    const next = byFrom.get(to)
    if (next) {
      const chain = [from, to]
      for (let step = byFrom.get(to); step && !chain.includes(step.to); step = byFrom.get(step.to)) chain.push(step.to)
      const last = chain[chain.length - 1]
      const back = byFrom.get(last)?.to
      if (back !== undefined) {
        // A loop is one problem, told at its first redirect in the file.
        const loop = chain.slice(chain.indexOf(back))
        const first = Math.min(...loop.map((address) => byFrom.get(address)!.at))
        if (loop.includes(from) && first !== at) return []
        return [issue(at, 'to', 'redirect-loop', message('redirect_loop', { chain: [...chain, back].join(' → ') }))]
      }
      return [
        issue(at, 'to', 'redirect-chain', message('redirect_chain', { at: next.at, chain: chain.join(' → '), last: JSON.stringify(last) })),
      ]
    }
    if (!pages.has(to)) return [issue(at, 'to', 'redirect-to-page', message('redirect_to_page', { address: JSON.stringify(to) }))]
    return []
  })
}

/**
 * The line that adds a redirect to content/settings/redirects.yaml, as an item of an edition's
 * `redirects` list (`en:` or `ar:`, then `redirects:`): what the release guard tells an editor to add.
 */
export const redirectLine = ({ from, to, reason }: Pick<Redirect, 'from' | 'to' | 'reason'>): string =>
  `    - { from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)}, reason: ${reason} }`
