/**
 * Shared facts are one fact: whatever English holds of them (src/content-model/shared.ts), every
 * edition being written holds too, as the editor types. Decap copies a field marked `duplicate` on
 * its own, but not one inside a list's items (a plan's price), so the admin watches the entry being
 * edited and copies what differs into the other editions, through Decap's own change of a field.
 * An edition with no words of its own is left alone: it will get no file (untranslated-editions.ts).
 */
import { fromJS, is } from 'immutable'
import { changeField, collectionFieldConfigs, openDraft, store } from './decap-internals'
import { DEFAULT_LOCALE, LOCALE_CODES } from '@src/config/locales'
import { hasOwnWords, holdsShared, withSharedFacts } from '@src/content-model/shared'
import { draftData, modelOf, type DraftEntry } from './publish-guard'

/** Starts copying shared facts into the other editions of the entry being edited. */
export function keepSharedFactsShared(): void {
  let seen: unknown
  store.subscribe(() => {
    const entry: DraftEntry | undefined = openDraft()
    if (!entry || entry === seen) return
    seen = entry
    const name = entry.get('collection') as string
    const model = modelOf(name)
    if (!model?.i18n) return
    const configs = collectionFieldConfigs(name)
    const english = draftData(entry, DEFAULT_LOCALE)
    for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
      const own = draftData(entry, locale)
      if (model.kind === 'folder' && !hasOwnWords(model.fields, own)) continue
      const wanted = withSharedFacts(model.fields, english, own)
      for (const field of model.fields.filter(holdsShared)) {
        const config = configs.find((c) => c.get('name') === field.name)
        const value = fromJS(wanted[field.name])
        if (!config || is(value, fromJS(own?.[field.name]))) continue
        changeField(config, value, { currentLocale: locale, defaultLocale: DEFAULT_LOCALE, locales: [...LOCALE_CODES] })
      }
    }
  })
}
