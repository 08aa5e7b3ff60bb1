/**
 * The Git backend Decap saves through (the configured one, or decap-server's "proxy" under
 * `npm run cms`), wrapped where Decap makes it (decap-internals.ts): the wrapper keeps the backend
 * Decap made, so that the admin's checks read the rest of the site through it (site-index.ts),
 * commits no empty file (untranslated-editions.ts), and writes each file into the text it holds,
 * changed only where its data changed (yaml-layout.ts).
 */
import { wrapBackendInit, type BackendImplementation, type RegisteredBackend } from './decap-internals'
import { keepLayout } from './yaml-layout'

let current: BackendImplementation | undefined
/** An entry's file, as against a media file (which Decap deletes through the same call). */
const ENTRY_FILE = /\.(md|ya?ml|json)$/
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
export function wrapBackend(name: string, backend: RegisteredBackend | undefined): void {
  wrapBackendInit(name, backend, (implementation) => {
    const persist = implementation.persistEntry.bind(implementation)
    const textOf = (path: string) =>
      implementation.getEntry(path).then(
        ({ data }) => data,
        () => undefined, // a new entry's file
      )
    // Unpublish deletes an entry's files, then saves them as a draft: the draft keeps the text they had.
    const deletedText = new Map<string, string>()
    const deleteFiles = implementation.deleteFiles.bind(implementation)
    implementation.deleteFiles = async (paths, commitMessage) => {
      const texts = await Promise.all(paths.map((path) => (ENTRY_FILE.test(path) ? textOf(path) : undefined)))
      const result = await deleteFiles(paths, commitMessage)
      paths.forEach((path, i) => texts[i] !== undefined && deletedText.set(path, texts[i]))
      return result
    }
    implementation.persistEntry = async (entry, options) => {
      const files = await Promise.all(
        entry.dataFiles
          .filter((file) => file.raw.trim() !== '')
          .map(async (file) => {
            const written = await textOf(file.path)
            const raw = keepLayout(file.path, written ?? deletedText.get(file.path), file.raw)
            deletedText.delete(file.path)
            return { ...file, raw, unchanged: raw === written && !file.newPath }
          }),
      )
      const dataFiles = files.filter((file) => options.useWorkflow || !file.unchanged).map(({ unchanged: _, ...file }) => file)
      const result = dataFiles.length > 0 || entry.assets.length > 0 ? await persist({ ...entry, dataFiles }, options) : undefined
      for (const listener of persisted) listener()
      return result
    }
    current = implementation
  })
}
