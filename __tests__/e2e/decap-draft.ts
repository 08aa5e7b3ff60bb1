/**
 * The draft of the entry open in the admin, read and changed through Decap's own Redux store and
 * actions (DRAFT_CHANGE_FIELD and DRAFT_CLEAR_ERRORS, decap-cms-core's actions/entries.js): how the
 * admin's rule test puts a value into a field whatever its widget. Decap exports neither the store
 * nor the actions to a page, so the store is found through React's record of the admin's root, and
 * each function here throws when what it reads is not where Decap 3 keeps it.
 */
import type { Page } from '@playwright/test'

/** Immutable's collections, as far as used here. */
interface Immutable {
  get: (key: string) => unknown
  getIn: (path: unknown[]) => unknown
  find: (test: (value: Immutable) => boolean) => Immutable | undefined
  toList: () => Immutable
  toJS: () => unknown
  keySeq: () => { toArray: () => string[] }
}

/** Decap's store, as far as used here. */
interface DecapStore {
  getState: () => { entryDraft: Immutable; collections: Immutable }
  dispatch: (action: object) => void
}

type WithStore = { decapStore: DecapStore }

/** Finds Decap's store and keeps it as `globalThis.decapStore` for the functions below; again after each page load. */
export async function findStore(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Fiber = { memoizedProps?: { store?: { dispatch?: unknown } }; child?: Fiber; sibling?: Fiber }
    const root = [...document.querySelectorAll('body > div')].find((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
    )
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
    const stack = [key ? (root as unknown as Record<string, Fiber>)[key] : undefined]
    while (stack.length > 0) {
      const fiber = stack.pop()
      if (!fiber) continue
      if (fiber.memoizedProps?.store?.dispatch) {
        Object.assign(globalThis, { decapStore: fiber.memoizedProps.store })
        return
      }
      stack.push(fiber.sibling, fiber.child)
    }
    throw new Error("Decap's store is not under the admin's React root")
  })
}

/** Gives top-level fields of an edition of the open entry these values, as Decap's editor pane does. */
export async function changeFields(
  page: Page,
  { collection, locale, changes }: { collection: string; locale: string; changes: Record<string, unknown> },
): Promise<void> {
  await page.evaluate(
    ({ collection, locale, changes }) => {
      const store = (globalThis as unknown as WithStore).decapStore
      const state = store.getState()
      // Decap holds lists and groups as Immutable's List and Map (its fromJS, with no module to import here).
      type Made = new (value: unknown) => unknown
      const MapOf = state.entryDraft.constructor as Made
      const ListOf = state.collections.toList().constructor as Made
      const immutable = (value: unknown): unknown =>
        Array.isArray(value)
          ? new ListOf(value.map(immutable))
          : typeof value === 'object' && value !== null
            ? new MapOf(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, immutable(v)])))
            : value
      const config = state.collections.get(collection) as Immutable | undefined
      if (!config) throw new Error(`Decap has no collection ${collection}`)
      const fields = (config.get('fields') ?? config.getIn(['files', 0, 'fields'])) as Immutable
      const i18n = config.get('i18n') ? { currentLocale: locale, defaultLocale: 'en', locales: ['en', 'ar'] } : undefined
      for (const [name, value] of Object.entries(changes)) {
        const field = fields.find((f) => f.get('name') === name)
        if (!field) throw new Error(`Decap's ${collection} has no field ${name}`)
        store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value: immutable(value), metadata: {}, entries: [], i18n } })
      }
    },
    { collection, locale, changes },
  )
}

/** The problems Decap holds beside the open entry's fields. */
export const fieldErrors = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const errors = (globalThis as unknown as WithStore).decapStore.getState().entryDraft.get('fieldsErrors') as Immutable
    return Object.values(errors.toJS() as Record<string, Array<{ message: string }>>).flatMap((list) => list.map((e) => e.message))
  })

/** Forgets the problems Decap holds, so that the next validation's are its own. */
export const clearFieldErrors = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const store = (globalThis as unknown as WithStore).decapStore
    for (const id of (store.getState().entryDraft.get('fieldsErrors') as Immutable).keySeq().toArray())
      store.dispatch({ type: 'DRAFT_CLEAR_ERRORS', payload: { uniqueFieldId: id } })
  })

/** The entry Decap holds open. */
export const openEntry = (page: Page): Promise<{ collection: unknown; slug: unknown }> =>
  page.evaluate(() => {
    const { entryDraft } = (globalThis as unknown as WithStore).decapStore.getState()
    return { collection: entryDraft.getIn(['entry', 'collection']), slug: entryDraft.getIn(['entry', 'slug']) }
  })

/** A field's value in an edition of the open entry. */
export const editionValue = (page: Page, locale: string, field: string): Promise<unknown> =>
  page.evaluate(
    ({ locale, field }) => {
      const { entryDraft } = (globalThis as unknown as WithStore).decapStore.getState()
      const value = entryDraft.getIn(['entry', ...(locale === 'en' ? [] : ['i18n', locale]), 'data', field])
      return (value as Partial<Immutable> | undefined)?.toJS?.() ?? value
    },
    { locale, field },
  )

/** The local backup Decap keeps of an entry left with unsaved changes (in localForage's IndexedDB store), or null. */
export const localBackup = (page: Page, collection: string, slug: string): Promise<unknown> =>
  page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('localforage')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyvaluepairs')) {
            db.close()
            return resolve(null)
          }
          const read = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').get(key)
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            db.close()
            resolve(read.result ?? null)
          }
        }
      }),
    `backup.${collection}.${slug}`,
  )
