/**
 * What an editor needs of each entry in a collection's list beyond its summary line (the content
 * model's entrySummary: title, date, the schedule's moments): whether it is live now, and which
 * editions it has. Decap's summary template cannot say either (it has no notion of the time and sees
 * the English edition only), so each line of the list gets a mark under it, made from the entry
 * Decap loaded: "Live · English and Arabic", "Scheduled for 2027-01-05 09:00 Dubai time · English only".
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../src/config/locales'
import { dubaiTime, entryState, scheduleOf, STATE_WORDS } from '../../src/lib/shared/schedule'
import { collections } from '../../src/content-model/collections'
import { entryOfAddress } from './entry-route'

/** An entry of Decap's list as it holds it: `data` of the English edition, `i18n.<locale>.data` of each other one it has. */
export interface ListedEntry {
  getIn: (path: readonly string[]) => unknown
}

interface ListStore {
  getState: () => unknown
  subscribe: (listener: () => void) => () => void
}

const EDITION_NAMES: Record<Locale, string> = { en: 'English', ar: 'Arabic' }

const plain = (value: unknown): Record<string, unknown> =>
  ((value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value ?? {}) as Record<string, unknown>

/** The mark of an entry of a folder collection of the model, at `now`; none for an entry of any other collection. */
export function entryMark(collection: string, entry: ListedEntry, now: number): string | undefined {
  const model = collections.find((c) => c.name === collection)
  if (model?.kind !== 'folder') return undefined
  const parts: string[] = []
  if (model.fields.some((field) => field.name === 'draft' || field.name === 'publish_at')) {
    const data = plain(entry.getIn(['data']))
    const state = entryState(data, now)
    const goesLive = state === 'upcoming' ? dubaiTime(scheduleOf(data).publishAt!) : undefined
    parts.push(STATE_WORDS[state] + (goesLive ? ` for ${goesLive.date} ${goesLive.time} Dubai time` : ''))
  }
  if (model.i18n) {
    const editions = LOCALE_CODES.filter((locale) => locale === DEFAULT_LOCALE || entry.getIn(['i18n', locale, 'data']) !== undefined)
    const names = editions.map((locale) => EDITION_NAMES[locale])
    parts.push(editions.length === LOCALE_CODES.length ? names.join(' and ') : `${names.join(', ')} only`)
  }
  return parts.join(' · ')
}

const MARK_CLASS = 'entry-mark'

/**
 * Keeps a mark under every entry of the list on the page: after Decap draws or changes the list, and
 * when the entries it holds change. Decap draws each line as a link to the entry's address, which is
 * all this reads of its page.
 */
export function markEntryLists(store: ListStore, document: Document, now: () => number = Date.now): void {
  const mark = () => {
    const { entries } = store.getState() as { entries: ListedEntry }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#/collections/"][href*="/entries/"]')) {
      const named = entryOfAddress(link.hash)
      const entry = named && (entries.getIn(['entities', `${named.collection}.${named.slug}`]) as ListedEntry | undefined)
      const text = named && entry ? entryMark(named.collection, entry, now()) : undefined
      const shown = link.querySelector(`:scope > .${MARK_CLASS}`)
      if (text === undefined) shown?.remove()
      else if (shown?.textContent !== text)
        (shown ?? link.appendChild(Object.assign(document.createElement('span'), { className: MARK_CLASS }))).textContent = text
    }
  }
  let queued = false
  const soon = () => {
    if (queued) return
    queued = true
    queueMicrotask(() => {
      queued = false
      mark()
    })
  }
  new MutationObserver(soon).observe(document.body, { childList: true, subtree: true })
  store.subscribe(soon)
}
