/**
 * Shared facts are one fact: whatever English holds of them (src/content-model/shared.ts), every
 * edition being written holds too, as the editor types. Decap copies a field marked `duplicate` on
 * its own, but not one inside a list's items (a plan's price), so the admin watches the entry being
 * edited and copies what differs into the other editions, through Decap's own change of a field.
 * An edition with no words of its own is left alone: it will get no file (untranslated-editions.ts).
 */
import { fromJS, is } from 'immutable'
import { store } from './decap-store'
import { changeDraftField } from 'decap-cms-core/dist/esm/actions/entries'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/config/locales'
import { hasOwnWords, holdsShared, withSharedFacts } from '../../src/content-model/shared'
import { draftData, modelOf, type DraftEntry } from './publish-guard'

interface FieldConfig {
  get: (key: string) => unknown
}

/** The fields Decap holds for a collection: a folder's, or its one file's. */
function fieldConfigs(collection: { get: (key: string) => unknown; getIn: (path: unknown[]) => unknown } | undefined): FieldConfig[] {
  const fields = (collection?.get('fields') ?? collection?.getIn(['files', 0, 'fields'])) as { toArray?: () => FieldConfig[] } | undefined
  return fields?.toArray?.() ?? []
}

/** Starts copying shared facts into the other editions of the entry being edited. */
export function keepSharedFactsShared(): void {
  let seen: unknown
  store.subscribe(() => {
    const state = store.getState() as {
      entryDraft: { get: (key: string) => unknown }
      collections: { get: (name: string) => Parameters<typeof fieldConfigs>[0] }
    }
    const entry = state.entryDraft.get('entry') as (DraftEntry & { size?: number }) | undefined
    if (!entry || entry === seen || !entry.size) return
    seen = entry
    const name = entry.get('collection') as string
    const model = modelOf(name)
    if (!model?.i18n) return
    const configs = fieldConfigs(state.collections.get(name))
    const english = draftData(entry, DEFAULT_LOCALE)
    for (const locale of LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE)) {
      const own = draftData(entry, locale)
      if (model.kind === 'folder' && !hasOwnWords(model.fields, own)) continue
      const wanted = withSharedFacts(model.fields, english, own)
      for (const field of model.fields.filter(holdsShared)) {
        const config = configs.find((c) => c.get('name') === field.name)
        const value = fromJS(wanted[field.name])
        if (!config || is(value, fromJS(own?.[field.name]))) continue
        // Decap's change of a field in that edition, as its editor pane makes it.
        store.dispatch(
          changeDraftField({
            field: config,
            value,
            metadata: {},
            entries: [],
            i18n: { currentLocale: locale, defaultLocale: DEFAULT_LOCALE, locales: [...LOCALE_CODES] },
          }),
        )
      }
    }
  })
}
