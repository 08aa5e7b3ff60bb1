import { checkDecapInternals, DecapChanged, missingInternals, takeBackup, withholdNotices, type Internals } from './decap-internals'

/** Decap's internals as this release has them, in the shapes the admin uses. */
const present = (): Internals => {
  const map = { get: () => undefined, getIn: () => undefined }
  return {
    store: {
      getState: () => ({ entryDraft: map, entries: map, editorialWorkflow: map, collections: map, notifications: { notifications: [] } }),
      subscribe: () => () => undefined,
      dispatch: () => undefined,
    },
    NOTIFICATION_SEND: 'NOTIFICATION_SEND',
    NOTIFICATION_DISMISS: 'NOTIFICATION_DISMISS',
    changeDraftField: (payload: object) => ({ type: 'DRAFT_CHANGE_FIELD', payload }),
    DRAFT_CHANGE_FIELD: 'DRAFT_CHANGE_FIELD',
    loadLocalBackup: () => ({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' }),
    persistLocalBackup: () => () => undefined,
    deleteLocalBackup: () => () => undefined,
    FrontmatterInfer: { fromFile: () => ({}), toFile: () => '' },
    yamlFormat: { fromFile: () => ({}), toFile: () => '' },
    history: { push: () => undefined, replace: () => undefined, createHref: ({ pathname }: { pathname: string }) => `#${pathname}` },
  }
}

describe("the check of Decap's internals at the admin's start", () => {
  it('passes what the admin relies on', () => {
    expect(missingInternals(present())).toEqual([])
    expect(() => checkDecapInternals(present())).not.toThrow()
  })

  it('names each internal a Decap release dropped or changed', () => {
    const changed = {
      ...present(),
      NOTIFICATION_SEND: undefined,
      changeDraftField: (payload: object) => ({ type: 'DRAFT_FIELD_CHANGED', payload }),
      yamlFormat: { fromFile: () => ({}) },
      deleteLocalBackup: undefined,
      store: {
        ...(present().store as object),
        getState: () => ({ entryDraft: {}, entries: { getIn: () => undefined }, collections: { get: () => undefined } }),
      },
    }
    expect(missingInternals(changed)).toEqual([
      "the store's state.entryDraft (an Immutable map)",
      "the store's state.editorialWorkflow (an Immutable map)",
      "the store's state.notifications.notifications (a list of notices)",
      'the notice action NOTIFICATION_SEND (decap-cms-core/dist/esm/actions/notifications)',
      'changeDraftField, the change of a field (decap-cms-core/dist/esm/actions/entries)',
      "deleteLocalBackup, a local backup's keeping (decap-cms-core/dist/esm/actions/entries)",
      'its YAML format (decap-cms-core/dist/esm/formats/yaml)',
    ])
    expect(() => checkDecapInternals(changed)).toThrow(DecapChanged)
    expect(() => checkDecapInternals(changed)).toThrow(/no longer has .*NOTIFICATION_SEND.*admin\/src\/decap-internals\.ts/)
  })

  it('names the history of its screens when it no longer keeps them in the hash (where it asks as the browser moves)', () => {
    const history = { push: () => undefined, replace: () => undefined, createHref: ({ pathname }: { pathname: string }) => pathname }
    expect(missingInternals({ ...present(), history })).toEqual([
      "a history of its screens in the address's hash, asking on the browser's hashchange (decap-cms-core/dist/esm/routing/history: createHashHistory)",
    ])
  })

  it('names the store when it is gone', () => {
    expect(missingInternals({ ...present(), store: undefined })).toEqual(['its Redux store (decap-cms-core/dist/esm/redux: store)'])
  })
})

describe("Decap's notices withheld", () => {
  it('takes back each notice picked as soon as Decap holds it, and leaves the others', () => {
    let notices = [
      { id: 'a', message: { key: 'ui.toast.missingRequiredField' } },
      { id: 'b', message: { key: 'ui.toast.entrySaved' } },
    ]
    const listeners: Array<() => void> = []
    const decapStore = {
      getState: () => ({ notifications: { notifications: notices } }),
      subscribe: (listener: () => void) => (listeners.push(listener), () => undefined),
      dispatch: (dispatched: unknown) => {
        const action = dispatched as { type: string; id: string }
        if (action.type === 'NOTIFICATION_DISMISS') notices = notices.filter((notice) => notice.id !== action.id)
        listeners.forEach((listener) => listener())
      },
    }
    withholdNotices((notice) => typeof notice.message === 'object' && notice.message.key === 'ui.toast.missingRequiredField', decapStore)
    listeners.forEach((listener) => listener())
    expect(notices.map((notice) => notice.id)).toEqual(['b'])
  })
})

describe('a local backup taken on the editor’s yes', () => {
  /** One of Decap's entries (an Immutable map), as its draft or its backup holds it. */
  const entryOf = (collection: string, slug: string) => {
    const fields: Record<string, unknown> = { collection, slug }
    return { get: (key: string) => fields[key], getIn: () => undefined, size: 2 }
  }
  const NOT_READ = { get: () => undefined, getIn: () => undefined, size: 0 }

  /** Decap's store with its entry draft: the entry read so far (none yet), and the backup it offers. */
  const storeWith = (state: { draft: unknown; offered: unknown }) => {
    const listeners = new Set<() => void>()
    const decapStore = {
      dispatch: jest.fn(),
      getState: () => ({
        entryDraft: {
          get: (key: string) => (key === 'entry' ? state.draft : undefined),
          getIn: (path: readonly string[]) => (path.join('.') === 'localBackup.entry' ? state.offered : undefined),
        },
      }),
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      /** Decap's state changed, as its store tells its listeners. */
      change: (changed: Partial<typeof state>) => {
        Object.assign(state, changed)
        listeners.forEach((listener) => listener())
      },
      listeners,
    }
    return decapStore
  }

  it('becomes the draft, as Decap’s own yes makes it', () => {
    const backup = entryOf('blog', 'tax-savings')
    const store = storeWith({ draft: entryOf('blog', 'tax-savings'), offered: backup })
    takeBackup(backup, store)
    expect(store.dispatch).toHaveBeenCalledWith({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })
  })

  it('answered before Decap has read the entry, becomes the draft once it has, rather than being replaced by the entry as saved', () => {
    const backup = entryOf('blog', 'tax-savings')
    const store = storeWith({ draft: NOT_READ, offered: backup })
    takeBackup(backup, store)
    expect(store.dispatch).not.toHaveBeenCalled()
    store.change({ draft: entryOf('blog', 'tax-savings') })
    expect(store.dispatch).toHaveBeenCalledTimes(1)
    expect(store.dispatch).toHaveBeenCalledWith({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })
    store.change({ draft: entryOf('blog', 'tax-savings') })
    expect(store.dispatch).toHaveBeenCalledTimes(1)
    expect(store.listeners.size).toBe(0)
  })

  it('is taken when Decap offers the same entry’s backup as another object', () => {
    const store = storeWith({ draft: entryOf('blog', 'tax-savings'), offered: entryOf('blog', 'tax-savings') })
    takeBackup(entryOf('blog', 'tax-savings'), store)
    expect(store.dispatch).toHaveBeenCalledWith({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })
  })

  it('is not taken once Decap offers another (another entry opened meanwhile), whether or not it had read the entry', () => {
    const store = storeWith({ draft: entryOf('blog', 'other'), offered: entryOf('blog', 'other') })
    takeBackup(entryOf('blog', 'tax-savings'), store)
    const waiting = storeWith({ draft: NOT_READ, offered: entryOf('blog', 'tax-savings') })
    takeBackup(entryOf('blog', 'tax-savings'), waiting)
    waiting.change({ offered: entryOf('blog', 'other') })
    waiting.change({ draft: entryOf('blog', 'other') })
    expect(store.dispatch).not.toHaveBeenCalled()
    expect(waiting.dispatch).not.toHaveBeenCalled()
    expect(waiting.listeners.size).toBe(0)
  })
})
