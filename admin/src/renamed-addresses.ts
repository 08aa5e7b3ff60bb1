/**
 * The addresses an entry leaves when the editor changes its Address: each edition's address as saved,
 * and any older one the site's address record gives to its files. Once the change is published, the
 * build redirects each of them to the entry's new address (inferredRedirects, src/lib/shared/redirects.ts).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, localisedPath } from '@src/config/locales'
import type { Collection } from '@src/content-model/types'
import { ADDRESS_RECORD_PATH, readAddressRecord, sitePath, type AddressRecord } from '@src/lib/shared/redirects'
import { draftData, entryName, type DraftEntry } from './publish-guard'
import type { SiteIndex } from './site-index'

let record: Promise<AddressRecord> | undefined

/** The record the site at this origin published (the live site's, or under `npm run cms` the last build's); empty if none answers. */
export function siteAddressRecord(): Promise<AddressRecord> {
  record ??= fetch(ADDRESS_RECORD_PATH).then(
    async (response) => (response.ok ? readAddressRecord(await response.json()) : {}),
    () => ({}),
  )
  return record
}

/** The addresses that will lead to the entry's new address once it is published, in edition order; none while it keeps its address. */
export function renamedAddresses(model: Collection, entry: DraftEntry, index: SiteIndex | undefined, known: AddressRecord = {}): string[] {
  const name = entryName(entry)
  if (model.kind !== 'folder' || name === undefined) return []
  const saved = (index?.folders.get(model.name) ?? []).filter((edition) => edition.entry === name)
  const english = draftData(entry, DEFAULT_LOCALE)?.[model.slugField]
  return LOCALE_CODES.flatMap((locale) => {
    const edition = saved.find((e) => e.locale === locale)
    const slug = draftData(entry, locale)?.[model.slugField] ?? english
    if (!edition || slug === undefined || slug === '') return []
    const now = sitePath(localisedPath(locale, model.pathFor(String(slug))))
    const before = [
      sitePath(localisedPath(locale, model.pathFor(String(edition.data[model.slugField])))),
      ...Object.entries(known).flatMap(([address, file]) => (file === edition.file ? [sitePath(address)] : [])),
    ]
    return before.includes(now) ? [] : [...new Set(before)]
  })
}
