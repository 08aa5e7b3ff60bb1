/**
 * The Git backend Decap saves through (the configured one, or decap-server's "proxy" under
 * `npm run cms`), wrapped where Decap makes it: Decap offers no hook between the files it makes of an
 * entry and their commit, nor a way to read other files than those of the entry being edited. The
 * wrapper keeps the backend Decap made, so that the admin's checks read the rest of the site
 * through it (site-index.ts), commits no empty file (untranslated-editions.ts), and writes each file
 * into the text it holds, changed only where its data changed (yaml-layout.ts).
 */
import { keepLayout } from './yaml-layout'

interface PersistedEntry {
  /** Each file's text as Decap wrote it; `newPath` where the entry's address changed. */
  dataFiles: ReadonlyArray<{ path: string; raw: string; newPath?: string }>
  assets: readonly unknown[]
}

/** Of the options Decap saves with: whether the save makes a draft (the editorial workflow). */
interface PersistOptions {
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
}

/** Decap's registry entry of a backend: what CMS.getBackend(name) returns. */
export interface RegisteredBackend {
  init: (...args: never[]) => BackendImplementation
}

let current: BackendImplementation | undefined
const persisted = new Set<() => void>()

/** The backend Decap made, once it has made one (after the editor logs in). */
export const currentBackend = (): BackendImplementation | undefined => current

/** Calls `listener` after every entry the backend saves. */
export function afterPersist(listener: () => void): void {
  persisted.add(listener)
}

/**
 * Wraps a registered backend: the one Decap makes is kept, and saving an entry commits no file
 * whose text is empty or a line break (Decap ends every file's text with one, so an edition its
 * format gave no text still arrives with one), and writes each file into the text the repository
 * holds for it (the published one), changed only where its data changed. Published at once, a file
 * whose data did not change is not written at all; a draft holds every file of its entry.
 */
export function wrapBackend(backend: RegisteredBackend): void {
  const init = backend.init
  backend.init = (...args) => {
    const implementation = init(...args)
    const persist = implementation.persistEntry.bind(implementation)
    implementation.persistEntry = async (entry, options) => {
      const files = await Promise.all(
        entry.dataFiles
          .filter((file) => file.raw.trim() !== '')
          .map(async (file) => {
            const written = await implementation.getEntry(file.path).then(
              ({ data }) => data,
              () => undefined, // a new entry's file
            )
            const raw = keepLayout(file.path, written, file.raw)
            return { ...file, raw, unchanged: raw === written && !file.newPath }
          }),
      )
      const dataFiles = files.filter((file) => options.useWorkflow || !file.unchanged).map(({ unchanged: _, ...file }) => file)
      const result = dataFiles.length > 0 || entry.assets.length > 0 ? await persist({ ...entry, dataFiles }, options) : undefined
      for (const listener of persisted) listener()
      return result
    }
    current = implementation
    return implementation
  }
}
