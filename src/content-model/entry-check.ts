/**
 * One entry checked whole, in all its editions: each edition against the model (validate.ts), what
 * the editions share against the English edition (shared.ts), its address against the other
 * entries' of its collection. The build's content check runs it on the files
 * (src/node/check-content-files.ts), the CMS on the entry being saved (admin/src/publish-guard.ts), each
 * with what it knows of the rest of the site, so that both refuse the same things.
 */
import { DEFAULT_LOCALE, type Locale } from '../config/locales'
import { paths } from '../config/constants'
import { sharedMismatches, isShared } from './shared'
import type { Collection } from './types'
import { validateEntry, type ContentIssue } from './validate'
import { message, type Said } from './messages'

/** One edition of an entry: its file (a YAML file holds every edition), its language, its data. */
export interface Edition {
  file: string
  /** Absent for a collection without editions. */
  locale?: Locale
  data: unknown
}

/** What a check of one entry needs to know of the rest of the site. */
export interface SiteContext {
  /** The size in bytes of the image an edition names, undefined when there is no such file. */
  imageSize: (edition: Edition, written: string) => number | undefined
  /** The data of the file collections in an edition, by collection name (relation fields). */
  fileEntries: (locale: Locale) => ReadonlyMap<string, unknown>
  /** The site's page paths (sitePaths), for page addresses. */
  sitePaths: readonly string[]
  /** The addresses other entries of the collection hold in an edition, with their files. */
  takenAddresses: (locale: Locale) => ReadonlyArray<{ file: string; slug: unknown }>
}

const shown = (value: unknown): Said | string =>
  value === undefined || value === null || value === '' ? { key: 'none' } : JSON.stringify(value)

/** Every problem of an entry, each naming its file, edition, field and rule. */
export function entryIssues(collection: Collection, editions: readonly Edition[], site: SiteContext): ContentIssue[] {
  const english = editions.find((edition) => (edition.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE)
  return editions.flatMap((edition) => {
    const locale = edition.locale ?? DEFAULT_LOCALE
    const issues = validateEntry(collection, edition.data, {
      file: edition.file,
      locale: edition.locale,
      entries: site.fileEntries(locale),
      sitePaths: site.sitePaths,
      imageSize: (written) => site.imageSize(edition, written),
    })
    if (english && edition !== english) {
      for (const mismatch of sharedMismatches(collection.fields, english.data, edition.data)) {
        const said =
          'expected' in mismatch
            ? message('same_value', { expected: shown(mismatch.expected), file: english.file, found: shown(mismatch.found) })
            : message('same_items', { expected: mismatch.expectedItems, file: english.file, found: mismatch.foundItems })
        issues.push({ file: edition.file, field: mismatch.field, ...said, rule: 'same-in-every-edition' })
      }
    }
    if (collection.kind === 'folder') {
      const slugField = collection.fields.find((field) => field.name === collection.slugField)
      // An address every edition shares is checked once, in English; the others must equal it.
      const own = slugField && (locale === DEFAULT_LOCALE || !isShared(slugField))
      const slug = (edition.data as Record<string, unknown> | undefined)?.[collection.slugField]
      const taken = own && slug !== undefined && slug !== '' && site.takenAddresses(locale).find((other) => other.slug === slug)
      if (taken) {
        issues.push({
          file: edition.file,
          field: collection.slugField,
          ...message('unique_address', { value: JSON.stringify(slug), other: taken.file }),
          rule: 'unique-address',
        })
      }
    }
    return issues.map((issue) => (edition.locale ? { ...issue, language: edition.locale } : issue))
  })
}

/**
 * The paths of the site's pages that a page address may name: the fixed pages (the paths of
 * src/config/constants.ts that take no argument), the blog index and every entry's page, in
 * English (banners are mapped to English paths in both editions, src/lib/shared/banner.ts).
 */
export function sitePaths(entries: ReadonlyArray<{ collection: Collection; data: unknown }>): string[] {
  const fixed = (Object.values(paths) as unknown[]).filter((path): path is string => typeof path === 'string')
  const pages = entries.flatMap(({ collection, data }) => {
    const slug = (data as Record<string, unknown> | undefined)?.[collection.kind === 'folder' ? collection.slugField : '']
    return collection.kind === 'folder' && typeof slug === 'string' && slug !== '' ? [collection.pathFor(slug)] : []
  })
  return [...new Set([...fixed, paths.blogIndex(), ...pages])]
}
