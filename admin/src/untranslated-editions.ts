/**
 * An entry saved in English only stays English only. The facts every edition shares (a post's
 * address, date, image, schedule: src/content-model/shared.ts) are copied into every language as soon
 * as they change, so a post whose Arabic side was never filled in would be saved with an Arabic file
 * holding those alone, which the content check refuses (the build would fail). When saving, an
 * edition that holds no words of its own is given no file: the entry simply has no page in that
 * language. An edition with anything written in it is saved, once the admin's checks pass.
 */
import type { CmsCollection } from 'decap-cms-core'
import { collections } from '@src/content-model/collections'
import { hasOwnWords } from '@src/content-model/shared'
import type { Field } from '@src/content-model/types'

type Data = Readonly<Record<string, unknown>>

/** Whether an edition's data holds nothing an editor wrote in it: no words of its own, only facts copied from English. */
export const isUntranslated = (data: unknown, fields: readonly Field[]): boolean => !hasOwnWords(fields, data)

/** The model's fields of a folder collection with editions (file collections hold every edition in one file, which is always written). */
const folderFields = (collection: CmsCollection | undefined): readonly Field[] | undefined => {
  const model = collections.find((c) => c.name === collection?.name)
  return model?.kind === 'folder' && collection?.folder ? model.fields : undefined
}

/** What Decap's registerCustomFormat takes: a file's text to data and back. */
export interface Formatter {
  fromFile: (content: string) => Data
  toFile: (data: Data, sortedKeys?: string[], comments?: Record<string, string>) => string
}

/**
 * The format of a folder collection's files (markdownFormat in the content model): Decap's front
 * matter, but no text for an edition that holds nothing written, which the backend (backend.ts) then
 * leaves unwritten. A preSave handler cannot do this since Decap 3.13: what it returns replaces the
 * entry's fields only, and the other editions go through as they are.
 */
export function editionsFormatter(frontmatter: Formatter, fields: readonly Field[]): Formatter {
  return {
    fromFile: (content) => frontmatter.fromFile(content),
    toFile: (data, sortedKeys, comments) => (isUntranslated(data, fields) ? '' : frontmatter.toFile(data, sortedKeys, comments)),
  }
}

/** The formats to register, by name, for the folder collections of a configuration. */
export function editionsFormats(collections: readonly CmsCollection[], frontmatter: Formatter): Array<[string, Formatter]> {
  return collections.flatMap((collection) => {
    const fields = folderFields(collection)
    return fields && collection.format ? [[collection.format, editionsFormatter(frontmatter, fields)] as [string, Formatter]] : []
  })
}
