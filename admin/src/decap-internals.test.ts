import { checkDecapInternals, DecapChanged, missingInternals, type Internals } from './decap-internals'

/** Decap's internals as this release has them, in the shapes the admin uses. */
const present = (): Internals => {
  const map = { get: () => undefined, getIn: () => undefined }
  return {
    store: {
      getState: () => ({ entryDraft: map, entries: map, editorialWorkflow: map, collections: map }),
      subscribe: () => () => undefined,
      dispatch: () => undefined,
    },
    NOTIFICATION_SEND: 'NOTIFICATION_SEND',
    changeDraftField: (payload: object) => ({ type: 'DRAFT_CHANGE_FIELD', payload }),
    DRAFT_CHANGE_FIELD: 'DRAFT_CHANGE_FIELD',
    FrontmatterInfer: { fromFile: () => ({}), toFile: () => '' },
    yamlFormat: { fromFile: () => ({}), toFile: () => '' },
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
      store: {
        ...(present().store as object),
        getState: () => ({ entryDraft: {}, entries: { getIn: () => undefined }, collections: { get: () => undefined } }),
      },
    }
    expect(missingInternals(changed)).toEqual([
      "the store's state.entryDraft (an Immutable map)",
      "the store's state.editorialWorkflow (an Immutable map)",
      'the notice action NOTIFICATION_SEND (decap-cms-core/dist/esm/actions/notifications)',
      'changeDraftField, the change of a field (decap-cms-core/dist/esm/actions/entries)',
      'its YAML format (decap-cms-core/dist/esm/formats/yaml)',
    ])
    expect(() => checkDecapInternals(changed)).toThrow(DecapChanged)
    expect(() => checkDecapInternals(changed)).toThrow(/no longer has .*NOTIFICATION_SEND.*admin\/src\/decap-internals\.ts/)
  })

  it('names the store when it is gone', () => {
    expect(missingInternals({ ...present(), store: undefined })).toEqual(['its Redux store (decap-cms-core/dist/esm/redux: store)'])
  })
})
