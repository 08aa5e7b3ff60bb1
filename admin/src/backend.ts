/**
 * The Git backend Decap saves through (the configured one, or decap-server's "proxy" under
 * `npm run cms`), wrapped where Decap makes it (decap-internals.ts): the wrapper keeps the backend
 * Decap made, so that the admin's checks read the rest of the site through it (site-index.ts), and
 * commits no empty file (untranslated-editions.ts).
 */
import { wrapBackendInit, type BackendImplementation, type RegisteredBackend } from './decap-internals'

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
 * format gave no text still arrives with one).
 */
export function wrapBackend(name: string, backend: RegisteredBackend | undefined): void {
  wrapBackendInit(name, backend, (implementation) => {
    const persist = implementation.persistEntry.bind(implementation)
    implementation.persistEntry = async (entry, options) => {
      const result = await persist({ ...entry, dataFiles: entry.dataFiles.filter((file) => file.raw.trim() !== '') }, options)
      for (const listener of persisted) listener()
      return result
    }
    current = implementation
  })
}
