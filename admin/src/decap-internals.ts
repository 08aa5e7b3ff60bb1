/**
 * Everything the admin uses of Decap beyond its public `CMS.*` API, in one place: its Redux store
 * and the shape of its state, the actions the admin dispatches (a notice, a field's change), its
 * own file formats, the backend registry's `init` the admin wraps, the history of its screens and
 * the "Writing in" menu of its editor. Decap exports these only by their modules' paths, and any release may change them, so the
 * admin checks them before it starts (checkDecapInternals) and, when one has changed, names it
 * instead of starting an admin that misbehaves. admin/build.ts bundles Decap's ES modules once, so
 * these are the very modules Decap's own components use.
 */
import { store } from 'decap-cms-core/dist/esm/redux'
import { NOTIFICATION_DISMISS, NOTIFICATION_SEND } from 'decap-cms-core/dist/esm/actions/notifications'
import {
  changeDraftField,
  deleteLocalBackup,
  DRAFT_CHANGE_FIELD,
  loadLocalBackup,
  persistLocalBackup,
} from 'decap-cms-core/dist/esm/actions/entries'
import { history } from 'decap-cms-core/dist/esm/routing/history'
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter'
import yamlFormat from 'decap-cms-core/dist/esm/formats/yaml'
import { escapeRegExp } from '@src/lib/shared/escape-reg-exp'
import { DECAP_ARABIC } from './decap-arabic'

/** Decap's front matter (Markdown files) and YAML formats, as its own entries are read and written. */
export { FrontmatterInfer, yamlFormat }

/** The parts of an Immutable map the admin reads. */
export interface DecapMap {
  get: (key: string) => unknown
  getIn: (path: readonly string[]) => unknown
  size?: number
}

/** A store with Decap's state: Decap's own, or a test's stand-in. */
export interface DecapStore {
  getState: () => unknown
  subscribe: (listener: () => void) => () => void
  dispatch: (action: unknown) => unknown
}

export { store }

interface DecapState {
  entryDraft: DecapMap
  entries: DecapMap
  editorialWorkflow: DecapMap
  collections: DecapMap
  notifications: { notifications: readonly DecapNotice[] }
}

/** A notice Decap holds to show in the corner: its own words by key (Decap's locale), with what failed as `details`. */
export interface DecapNotice {
  id: string
  message: string | { key?: string; details?: unknown }
}

const stateOf = (from: Pick<DecapStore, 'getState'>): DecapState => from.getState() as DecapState

/** The entry being edited (Decap's entry draft), if one is open and loaded. */
export function openDraft(from: Pick<DecapStore, 'getState'> = store): DecapMap | undefined {
  const entry = stateOf(from).entryDraft?.get('entry') as DecapMap | undefined
  return entry?.size ? entry : undefined
}

/** An entry of a collection's list as Decap loaded it, by its collection and slug. */
export const listedEntry = (from: Pick<DecapStore, 'getState'>, collection: string, slug: string): DecapMap | undefined =>
  stateOf(from).entries?.getIn(['entities', `${collection}.${slug}`]) as DecapMap | undefined

/**
 * The unpublished version of an entry as Decap loaded it for the editorial workflow (a draft, in
 * review or ready), by its collection and slug: held apart from the published entries of the list.
 */
export const unpublishedEntry = (from: Pick<DecapStore, 'getState'>, collection: string, slug: string): DecapMap | undefined =>
  stateOf(from).editorialWorkflow?.getIn(['entities', `${collection}.${slug}`]) as DecapMap | undefined

/** The field configurations Decap holds for a collection: a folder's, or its one file's. */
export function collectionFieldConfigs(name: string, from: Pick<DecapStore, 'getState'> = store): DecapMap[] {
  const collection = stateOf(from).collections?.get(name) as DecapMap | undefined
  const fields = (collection?.get('fields') ?? collection?.getIn(['files', '0', 'fields'])) as { toArray?: () => DecapMap[] } | undefined
  return fields?.toArray?.() ?? []
}

/** A notice in the corner of the admin, as Decap's own. */
export function notify(message: string): void {
  store.dispatch({ type: NOTIFICATION_SEND, payload: { message, type: 'error', dismissAfter: 15_000 } })
}

/**
 * Takes back each notice of Decap's that `withheld` picks as soon as Decap holds it: this listener
 * runs before the one of Decap's components, which then never draws it.
 */
export function withholdNotices(withheld: (notice: DecapNotice) => boolean, from: DecapStore = store): void {
  from.subscribe(() => {
    for (const notice of stateOf(from).notifications?.notifications ?? [])
      if (withheld(notice)) from.dispatch({ type: NOTIFICATION_DISMISS, id: notice.id })
  })
}

/** The local backup Decap found of the open entry (a draft the editor left unsaved), while it offers it. */
export const offeredBackup = (from: Pick<DecapStore, 'getState'> = store): unknown =>
  stateOf(from).entryDraft?.getIn(['localBackup', 'entry'])

/** Whether two of Decap's entries are the same entry: its collection and slug (none for a new entry). */
const sameEntry = (one: unknown, other: unknown): boolean =>
  [one, other].every((entry) => typeof (entry as Partial<DecapMap> | undefined)?.get === 'function') &&
  (['collection', 'slug'] as const).every((key) => ((one as DecapMap).get(key) || '') === ((other as DecapMap).get(key) || ''))

/**
 * Makes the local backup Decap offers the open entry's draft, as Decap does on the editor's "yes".
 * Decap offers it before it has read the entry, whose draft would then replace the backup taken:
 * until the entry's draft is there, the backup waits. Nothing if Decap no longer offers a backup of
 * that entry (the editor opened another meanwhile); the backup is known by its entry, not as the
 * object asked about, which Decap makes again each time it reads the backup.
 */
export function takeBackup(entry: unknown, from: DecapStore = store): void {
  const offered = () => sameEntry(offeredBackup(from), entry)
  const take = (): boolean => {
    if (!offered()) return true
    if (!sameEntry(openDraft(from), entry)) return false
    from.dispatch(loadLocalBackup())
    return true
  }
  if (take()) return
  const stop = from.subscribe(() => {
    // Stopped before the dispatch, which calls this listener again.
    if (!offered() || sameEntry(openDraft(from), entry)) {
      stop()
      take()
    }
  })
}

/** The collection (Immutable) of a backup's entry, as Decap's backup functions take it. */
const collectionOf = (entry: unknown): unknown => stateOf(store).collections?.get(String((entry as DecapMap).get('collection')))

/**
 * Stores a local backup again, after Decap deleted it on a "no" the admin gave only to ask in its own
 * dialog: an editor who leaves before answering finds the backup offered next time. Decap's backup
 * functions take turns (one lock), so this runs after the deletion it follows.
 */
export function keepBackup(entry: unknown): void {
  store.dispatch(persistLocalBackup(entry, collectionOf(entry)))
}

/** Deletes a backup's entry's local backup, as Decap does when the editor declines it. */
export function dropBackup(entry: unknown): void {
  store.dispatch(deleteLocalBackup(collectionOf(entry), (entry as DecapMap).get('slug')))
}

let moving: (() => void) | undefined

/**
 * Has each move of Decap's between its screens (its history's push and replace: a link, or the list
 * it goes back to after a deletion) leave, while it runs, a way to make the same move again
 * (moveInProgress): Decap asks before leaving an entry with unsaved changes in the middle of one.
 */
export function trackMoves(): void {
  for (const method of ['push', 'replace'] as const) {
    const move = history[method]
    history[method] = (...args) => {
      const outer = moving
      moving = () => history[method](...args)
      try {
        move(...args)
      } finally {
        moving = outer
      }
    }
  }
}

/** The move between Decap's screens under way now, to be made again, if one is (trackMoves). */
export const moveInProgress = (): (() => void) | undefined => moving

/**
 * Whether Decap asks about the browser's own move (Back, Forward, an address typed) in `event`:
 * its history is a hash history, which asks from its hashchange handler while the editor blocks it
 * (an entry with unsaved changes) and, on "no", takes the browser back to the entry where it can tell
 * the way (between addresses it went to itself; not from an address typed).
 */
export const browserMoveAsked = (event: Event | undefined): boolean => event?.type === 'hashchange'

/**
 * Whether Decap checks a field in `event` because the editor left it: it checks a field with a
 * pattern as it loses focus, one field alone, where a Save or a Publish checks every field.
 */
export const fieldLeft = (event: Event | undefined): boolean => event?.type === 'focusout' || event?.type === 'blur'

/**
 * Has Decap's screens follow the browser to the address it shows: after a "no" that Decap's history
 * could not undo (an address typed), the browser stays there while Decap stays on the entry.
 */
export function followAddressShown(location: Location): void {
  history.replace(location.hash.slice(1))
}

/** Changes a top-level field of the entry being edited in one edition, as Decap's editor pane does. */
export function changeField(
  field: DecapMap,
  value: unknown,
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] },
): void {
  store.dispatch(changeDraftField({ field, value, metadata: {}, entries: [], i18n }))
}

/** The files Decap hands its backend for one entry. */
export interface PersistedEntry {
  /** Each file's text as Decap wrote it; `newPath` where the entry's address changed. */
  dataFiles: ReadonlyArray<{ path: string; raw: string; newPath?: string }>
  assets: readonly unknown[]
}

/** Of the options Decap saves with: whether the save makes a draft (the editorial workflow). */
export interface PersistOptions {
  useWorkflow?: boolean
}

/** The part of Decap's backend interface (decap-cms-lib-util's Implementation) the admin uses. */
export interface BackendImplementation {
  persistEntry: (entry: PersistedEntry, options: PersistOptions) => Promise<unknown>
  /** The files of a folder with an extension, and their text. */
  entriesByFolder: (folder: string, extension: string, depth: number) => Promise<Array<{ data: string; file: { path: string } }>>
  /** One file and its text. */
  getEntry: (path: string) => Promise<{ data: string; file: { path: string } }>
  /** One media file, with its size in bytes. */
  getMediaFile: (path: string) => Promise<{ size: number }>
  /** Deletes files in one commit: an entry's files (Delete, or Unpublish before its draft is saved) or a media file. */
  deleteFiles: (paths: string[], commitMessage: string) => Promise<unknown>
}

const BACKEND_METHODS = ['persistEntry', 'entriesByFolder', 'getEntry', 'getMediaFile', 'deleteFiles'] as const satisfies ReadonlyArray<
  keyof BackendImplementation
>

/** Decap's registry entry of a backend: what CMS.getBackend(name) returns. */
export interface RegisteredBackend {
  init: (...args: never[]) => BackendImplementation
}

/**
 * Has every backend Decap makes from a registry entry pass through `wrap` first: Decap offers no hook
 * between the files it makes of an entry and their commit, nor a way to read other files.
 */
export function wrapBackendInit(name: string, backend: RegisteredBackend | undefined, wrap: (made: BackendImplementation) => void): void {
  if (typeof backend?.init !== 'function') throw new DecapChanged([`the backend "${name}" (CMS.getBackend) has no init`])
  const init = backend.init
  backend.init = (...args) => {
    const made = init(...args)
    const missing = BACKEND_METHODS.filter((method) => typeof made[method] !== 'function')
    if (missing.length > 0) throw new DecapChanged(missing.map((method) => `the backend "${name}" has no ${method}`))
    wrap(made)
    return made
  }
}

/** The menu's button in the admin's either language: Decap's English phrase and the admin's Arabic one (decap-arabic.ts). */
const WRITING_IN = new RegExp(
  `^(?:${['Writing in %{locale}', DECAP_ARABIC.editor.editorControlPane.i18n.writingInLocale]
    .map((phrase) => escapeRegExp(phrase).replace('%\\{locale\\}', '([A-Z-]+)'))
    .join('|')})$`,
)

/**
 * Shows the editor the fields of another edition in the editor pane that shows one (the preview
 * beside it): Decap keeps the pane's edition in its component, changed only by its "Writing in"
 * menu, whose button and items this presses. False when the menu is not there.
 */
export async function showEditionInPane(document: Document, locale: string): Promise<boolean> {
  const shows = (element: Element) =>
    WRITING_IN.exec(element.textContent?.trim() ?? '')
      ?.slice(1)
      .find(Boolean)
  const button = [...document.querySelectorAll<HTMLElement>('[role="button"]')].find(shows)
  if (!button) return false
  if (shows(button) === locale.toUpperCase()) return true
  // After the click that asked for this, if one did: the menu closes on a click that reaches the page outside it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  button.click()
  for (let frame = 0; frame < 30; frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((element) => element.textContent?.trim() === locale)
    if (item) {
      item.click()
      return true
    }
  }
  return false
}

/** Thrown when a Decap release no longer has what the admin relies on. */
export class DecapChanged extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `The admin cannot start: this release of Decap CMS no longer has ${missing.join('; ')}. ` +
        'A developer must adapt admin/src/decap-internals.ts to it (or keep the earlier Decap release).',
    )
    this.name = 'DecapChanged'
  }
}

const isFunction = (value: unknown): boolean => typeof value === 'function'

/** What the admin relies on, as loaded: the defaults are Decap's own modules; a test passes others. */
export interface Internals {
  store: unknown
  NOTIFICATION_SEND: unknown
  NOTIFICATION_DISMISS: unknown
  changeDraftField: unknown
  DRAFT_CHANGE_FIELD: unknown
  loadLocalBackup: unknown
  persistLocalBackup: unknown
  deleteLocalBackup: unknown
  FrontmatterInfer: unknown
  yamlFormat: unknown
  history: unknown
}

const LOADED: Internals = {
  store,
  NOTIFICATION_SEND,
  NOTIFICATION_DISMISS,
  changeDraftField,
  DRAFT_CHANGE_FIELD,
  loadLocalBackup,
  persistLocalBackup,
  deleteLocalBackup,
  FrontmatterInfer,
  yamlFormat,
  history,
}

/** Each internal that is not as the admin uses it, named with the module Decap had it in. */
export function missingInternals(found: Internals = LOADED): string[] {
  const missing: string[] = []
  const has = (ok: boolean, what: string): boolean => {
    if (!ok) missing.push(what)
    return ok
  }
  const decapStore = found.store as Partial<DecapStore> | undefined
  if (
    has(
      ['getState', 'subscribe', 'dispatch'].every((key) => isFunction(decapStore?.[key as keyof DecapStore])),
      'its Redux store (decap-cms-core/dist/esm/redux: store)',
    )
  ) {
    const state = (decapStore as DecapStore).getState() as Partial<Record<keyof DecapState, Partial<DecapMap>>> | undefined
    for (const [key, reader] of [
      ['entryDraft', 'get'],
      ['entries', 'getIn'],
      ['editorialWorkflow', 'getIn'],
      ['collections', 'get'],
    ] as const)
      has(isFunction(state?.[key]?.[reader]), `the store's state.${key} (an Immutable map)`)
    const notices = (state as { notifications?: { notifications?: unknown } } | undefined)?.notifications?.notifications
    has(Array.isArray(notices), "the store's state.notifications.notifications (a list of notices)")
  }
  for (const [name, type] of [
    ['NOTIFICATION_SEND', found.NOTIFICATION_SEND],
    ['NOTIFICATION_DISMISS', found.NOTIFICATION_DISMISS],
  ] as const)
    has(type === name, `the notice action ${name} (decap-cms-core/dist/esm/actions/notifications)`)
  has(
    isFunction(found.changeDraftField) &&
      typeof found.DRAFT_CHANGE_FIELD === 'string' &&
      (found.changeDraftField as (change: object) => { type?: unknown })({}).type === found.DRAFT_CHANGE_FIELD,
    'changeDraftField, the change of a field (decap-cms-core/dist/esm/actions/entries)',
  )
  has(
    isFunction(found.loadLocalBackup) && (found.loadLocalBackup as () => { type?: unknown })().type === 'DRAFT_CREATE_FROM_LOCAL_BACKUP',
    'loadLocalBackup, the taking of a local backup (decap-cms-core/dist/esm/actions/entries)',
  )
  for (const [name, action] of [
    ['persistLocalBackup', found.persistLocalBackup],
    ['deleteLocalBackup', found.deleteLocalBackup],
  ] as const)
    has(isFunction(action), `${name}, a local backup's keeping (decap-cms-core/dist/esm/actions/entries)`)
  for (const [name, format] of [
    ['FrontmatterInfer', found.FrontmatterInfer],
    ['yamlFormat', found.yamlFormat],
  ] as const)
    has(
      isFunction((format as { fromFile?: unknown } | undefined)?.fromFile) &&
        isFunction((format as { toFile?: unknown } | undefined)?.toFile),
      `its ${name === 'yamlFormat' ? 'YAML' : 'front matter'} format (decap-cms-core/dist/esm/formats/${name === 'yamlFormat' ? 'yaml' : 'frontmatter'})`,
    )
  const screens = found.history as Record<string, unknown> | undefined
  has(
    ['push', 'replace'].every((method) => isFunction(screens?.[method])),
    "the history of its screens (decap-cms-core/dist/esm/routing/history: history's push and replace)",
  )
  has(
    isFunction(screens?.createHref) && /#\/collections$/.test(String((screens as typeof history).createHref({ pathname: '/collections' }))),
    "a history of its screens in the address's hash, asking on the browser's hashchange (decap-cms-core/dist/esm/routing/history: createHashHistory)",
  )
  return missing
}

/** Throws DecapChanged, naming each internal the admin relies on that this release of Decap lacks. */
export function checkDecapInternals(found: Internals = LOADED): void {
  const missing = missingInternals(found)
  if (missing.length > 0) throw new DecapChanged(missing)
}

/** What the editor sees of a DecapChanged (or any failure before Decap draws), and the console too. */
export function showStartFailure(document: Document, error: unknown): void {
  console.error(error)
  const notice = Object.assign(document.createElement('p'), {
    className: 'admin-start-failure',
    role: 'alert',
    textContent: error instanceof Error ? error.message : String(error),
  })
  document.body.prepend(notice)
}
