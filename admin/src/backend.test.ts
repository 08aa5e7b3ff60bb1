/** @jest-environment jsdom */
import fs from 'fs'
import path from 'path'
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter'
import { wrapBackend } from './backend'
import type { BackendImplementation, PersistedEntry } from './decap-internals'

const POST = 'content/blog/tax-savings.en.md'
const IMAGE = 'content/images/slide-1.jpg'

/** A repository of files in memory, behind the part of Decap's backend interface the admin uses. */
function repository(files: Record<string, string>) {
  const commits: PersistedEntry[] = []
  const read: string[] = []
  const implementation: BackendImplementation = {
    persistEntry: async (entry) => {
      commits.push(entry)
      for (const file of entry.dataFiles) files[file.path] = file.raw
    },
    deleteFiles: async (paths) => paths.forEach((file) => delete files[file]),
    getEntry: async (file) => {
      read.push(file)
      if (!(file in files)) throw new Error(`${file}: not found`)
      return { file: { path: file }, data: files[file] }
    },
    entriesByFolder: async () => [],
    getMediaFile: async () => ({ size: 0 }),
  }
  const backend = { init: () => implementation }
  wrapBackend('memory', backend)
  return { backend: backend.init(), commits, read, files }
}

describe('the backend the admin saves through', () => {
  it('saves an unpublished entry as a draft in the text its files had, where Decap deletes them first', async () => {
    const written = fs.readFileSync(path.resolve(POST), 'utf8')
    const { backend, commits } = repository({ [POST]: written })
    // Decap's Unpublish: the published files deleted, then the same entry saved as a draft, in Decap's own layout.
    const decapText = FrontmatterInfer.toFile(FrontmatterInfer.fromFile(written))
    expect(decapText).not.toBe(written)
    await backend.deleteFiles([POST, IMAGE], 'Unpublish')
    await backend.persistEntry({ dataFiles: [{ path: POST, raw: decapText }], assets: [] }, { useWorkflow: true })
    expect(commits.map((entry) => entry.dataFiles.map((file) => file.raw))).toEqual([[written]])
  })

  it('reads no media file it deletes, and writes a file deleted and then saved again afresh', async () => {
    const written = fs.readFileSync(path.resolve(POST), 'utf8')
    const { backend, commits, read, files } = repository({ [POST]: written, [IMAGE]: 'binary' })
    await backend.deleteFiles([POST, IMAGE], 'Delete')
    expect(read).toEqual([POST])
    await backend.persistEntry({ dataFiles: [{ path: POST, raw: written }], assets: [] }, {})
    expect(commits).toHaveLength(1)
    expect(files[POST]).toBe(written)
  })
})
