/**
 * What an editor needs of each entry in a collection's list beyond its summary line (the content
 * model's entrySummary: title, date, the schedule's moments): whether it is live now, and which
 * editions it has. Decap's summary template cannot say either (it has no notion of the time and sees
 * the English edition only), so each line of the list gets a mark under it, made from the entry
 * Decap loaded: "Live · English and Arabic", "Scheduled for 2027-01-05 09:00 Dubai time · English only".
 * An entry saved in the editorial workflow but never published is not on the site whatever it says:
 * "Not published yet · English only", its editions those it will be published with.
 */
import { DEFAULT_LOCALE, LOCALE_CODES } from '@src/config/locales'
import { dubaiTime, entryState, scheduleOf, STATE_WORDS } from '@src/lib/shared/schedule'
import { draftData, modelOf, type DraftEntry } from './publish-guard'
import { adminLanguage, adminPhrase, languageName, listed } from './admin-language'
import { entryOfAddress } from './entry-route'
import { listedEntry, unpublishedEntry, type DecapStore } from './decap-internals'
import { isUntranslated } from './untranslated-editions'

/**
 * The mark of an entry of a folder collection of the model, at `now`; none for an entry of any other
 * collection. Decap holds a listed entry as it holds a draft: `data` of the English edition,
 * `i18n.<locale>.data` of each other one it has. `unpublished`: the entry has no published version.
 */
export function entryMark(collection: string, entry: DraftEntry, now: number, { unpublished = false } = {}): string | undefined {
  const model = modelOf(collection)
  if (model?.kind !== 'folder') return undefined
  const parts: string[] = []
  if (unpublished) parts.push(adminPhrase('notPublishedYet'))
  else if (model.fields.some((field) => field.name === 'draft' || field.name === 'publish_at')) {
    const data = draftData(entry, DEFAULT_LOCALE) ?? {}
    const state = entryState(data, now)
    const goesLive = state === 'upcoming' ? dubaiTime(scheduleOf(data).publishAt!) : undefined
    const words = STATE_WORDS[state][adminLanguage]
    parts.push(goesLive ? adminPhrase('scheduledFor', { state: words, ...goesLive }) : words)
  }
  if (model.i18n) {
    // An edition holding only the facts copied from English has no file once saved (untranslated-editions.ts),
    // though Decap keeps those facts in the entry it lists after the save.
    const editions = LOCALE_CODES.filter((locale) => {
      const data = draftData(entry, locale)
      return locale === DEFAULT_LOCALE || (data !== undefined && !isUntranslated(data, model.fields))
    })
    const names = listed(editions.map(languageName))
    parts.push(editions.length === LOCALE_CODES.length ? names : adminPhrase('editionsOnly', { editions: names }))
  }
  return parts.join(' · ')
}

const MARK_CLASS = 'entry-mark'

/** Whether Decap holds an entry's data (it holds a bare record of one it is still asking for, or failed to find). */
const loaded = (entry: DraftEntry | undefined): entry is DraftEntry => entry?.get('data') !== undefined

/** The mark of a listed entry: of its published version, else of its unpublished one (the editorial workflow's). */
function markOf(store: Pick<DecapStore, 'getState'>, collection: string, slug: string, now: number): string | undefined {
  const published = listedEntry(store, collection, slug)
  if (loaded(published)) return entryMark(collection, published, now)
  const unpublished = unpublishedEntry(store, collection, slug)
  return loaded(unpublished) ? entryMark(collection, unpublished, now, { unpublished: true }) : undefined
}

/**
 * Keeps a mark under every entry of the list on the page: after Decap draws or changes the list, and
 * when the entries it holds change (a save among them). Decap draws each line as a link to the
 * entry's address, which is all this reads of its page.
 */
export function markEntryLists(store: Pick<DecapStore, 'getState' | 'subscribe'>, document: Document, now: () => number = Date.now): void {
  const mark = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#/collections/"][href*="/entries/"]')) {
      const named = entryOfAddress(link.hash)
      const text = named ? markOf(store, named.collection, named.slug, now()) : undefined
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
