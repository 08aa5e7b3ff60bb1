/**
 * What the admin's unit tests load in place of Decap's store and entry actions
 * (admin/src/decap-internals.ts imports them): Decap's own modules start its whole application on
 * import, which a test's document cannot hold. Tests that need a store pass their own.
 */
export const DRAFT_CHANGE_FIELD = 'DRAFT_CHANGE_FIELD'

export const changeDraftField = (payload: object) => ({ type: DRAFT_CHANGE_FIELD, payload })

export const loadLocalBackup = () => ({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })

const empty = { get: () => undefined, getIn: () => undefined }
const state = { entryDraft: empty, entries: empty, collections: empty }

export const store = {
  getState: () => state,
  subscribe: () => () => undefined,
  dispatch: (action: unknown) => action,
}
