/**
 * Reads every content file from disk and checks it against the model before Gatsby sources it,
 * so that a broken file stops the build with a message naming the file and the field.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import { collections as modelCollections } from '../content-model/collections'
import { resolveContentPath } from '../content-model/content-path'
import type { Collection } from '../content-model/types'
import { editionFileName, editionOfFile, editionsOf } from '../content-model/i18n'
import { duplicateSlugIssues, fileEditions, unknownBannerRouteIssues, validateEntry, type ContentIssue } from '../content-model/validate'
import { redirectIssues, redirectsCollection } from '../content-model/redirects'
import { paths } from '../config/constants'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import { siteNow } from '../lib/build/clock'
import { listFiles } from '../lib/build/list-files'
import { dubaiMoment, liveState, parseMoment, scheduleOf, SCHEDULE_FIELDS } from '../lib/shared/schedule'
import { contentPages } from './content-pages'
import { CASE_STUDY_INDEX, STATIC_PAGES } from './create-pages'

interface ParsedFile {
  collection: Collection
  file: string
  absolutePath: string
  language?: Locale
  data: unknown
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\s*(?:\r?\n|$)/

/** Every file under a folder; none if the folder does not exist. */
const filesUnder = (dir: string, suffix = ''): string[] => (fs.existsSync(dir) ? listFiles(dir, suffix) : [])

/**
 * YAML without its timestamp type: dates stay as written, so an impossible one such as 2025-02-30
 * is reported instead of being rolled over to 2 March.
 */
const parseYaml = (source: string): unknown => yaml.load(source, { schema: yaml.CORE_SCHEMA })

function yamlError(error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const { line, column } = error.mark ?? {}
    return `is not valid YAML: ${error.reason}${line !== undefined ? ` (line ${line + 1}, column ${column + 1})` : ''}`
  }
  return `could not be read: ${String(error)}`
}

function parseMarkdown(source: string): { data?: unknown; problem?: string } {
  if (!FRONT_MATTER.test(source)) {
    return { problem: 'expected front matter between a first line "---" and a closing line "---"' }
  }
  try {
    const { data, content } = matter(source, { engines: { yaml: (text) => parseYaml(text) as object } })
    return { data: { ...data, body: content.trim() } }
  } catch (error) {
    return { problem: `front matter ${yamlError(error)}` }
  }
}

/**
 * @param rootDir the project root
 * @param contentDirName the content directory inside it
 * @param now the build's moment, which decides the pages a redirect may lead to
 */
export function checkContent(
  rootDir: string,
  contentDirName: string,
  collections: readonly Collection[] = modelCollections,
  now: number = siteNow(),
): ContentIssue[] {
  const contentDir = path.join(rootDir, contentDirName)
  const relative = (absolute: string) => path.relative(rootDir, absolute).split(path.sep).join('/')
  const issues: ContentIssue[] = []
  const parsed: ParsedFile[] = []
  const claimed = new Set<string>()

  for (const collection of collections) {
    if (collection.kind === 'file') {
      const absolutePath = path.join(contentDir, collection.file)
      claimed.add(absolutePath)
      const file = relative(absolutePath)
      if (!fs.existsSync(absolutePath)) {
        issues.push({ file, field: '', message: `is missing; it holds the ${collection.label.toLowerCase()}` })
        continue
      }
      let data: unknown
      try {
        data = parseYaml(fs.readFileSync(absolutePath, 'utf8'))
      } catch (error) {
        issues.push({ file, field: '', message: yamlError(error) })
        continue
      }
      if (!collection.i18n) {
        parsed.push({ collection, file, absolutePath, data })
        continue
      }
      const { editions, issues: shape } = fileEditions(collection, file, data)
      issues.push(...shape)
      for (const [language, edition] of editions) parsed.push({ collection, file, absolutePath, language, data: edition })
    } else {
      const folderFiles = filesUnder(path.join(contentDir, collection.folder), '.md')
      const originals = new Set(folderFiles)
      for (const absolutePath of folderFiles) {
        claimed.add(absolutePath)
        const file = relative(absolutePath)
        const edition = editionOfFile(path.basename(absolutePath))
        if (!edition) {
          const entry = path.basename(absolutePath).replace(/(?:\.[^./]+)?\.md$/, '')
          const names = LOCALE_CODES.map((code) => `"${editionFileName(entry, code)}"`).join(' or ')
          issues.push({ file, field: '', message: `expected the language in the file name: ${names}` })
          continue
        }
        // An English entry without its Arabic file simply has no Arabic page; the reverse is an orphan.
        const original = path.join(path.dirname(absolutePath), editionFileName(edition.entry, DEFAULT_LOCALE))
        if (edition.locale !== DEFAULT_LOCALE && !originals.has(original)) {
          issues.push({
            file,
            language: edition.locale,
            field: '',
            message: `has no English original: expected ${relative(original)} beside it (an entry is written in English first)`,
          })
          continue
        }
        const { data, problem } = parseMarkdown(fs.readFileSync(absolutePath, 'utf8'))
        if (problem) issues.push({ file, language: edition.locale, field: '', message: problem })
        else parsed.push({ collection, file, absolutePath, language: edition.locale, data })
      }
    }
  }

  // A content file the model does not know would be silently ignored: say so instead.
  for (const absolutePath of filesUnder(contentDir)) {
    if (/\.(ya?ml|md)$/.test(absolutePath) && !claimed.has(absolutePath)) {
      issues.push({
        file: relative(absolutePath),
        field: '',
        message: 'is not part of the content model; move it into a collection folder or remove it',
      })
    }
  }

  // Relation fields point into the file-collection entries of the same edition (an entry without
  // editions is English, and serves every edition). Gathered once per edition, not once per entry:
  // a blog of thousands of posts would otherwise scan every file for each of them.
  const fileEntries = new Map(
    LOCALE_CODES.map((language) => [
      language,
      new Map(
        parsed.filter((p) => p.collection.kind === 'file' && (p.language ?? language) === language).map((p) => [p.collection.name, p.data]),
      ),
    ]),
  )
  for (const { collection, file, absolutePath, language, data } of parsed) {
    const found = validateEntry(collection, data, {
      file,
      locale: language,
      entries: fileEntries.get(language ?? DEFAULT_LOCALE)!,
      imageSize: (written) => {
        const image = resolveContentPath(contentDir, absolutePath, written)
        return fs.existsSync(image) && fs.statSync(image).isFile() ? fs.statSync(image).size : undefined
      },
    })
    issues.push(...found.map((issue) => (language ? { ...issue, language } : issue)))
  }

  const slugOf = (collection: Collection, data: unknown) =>
    collection.kind === 'folder' ? (data as Record<string, unknown>)[collection.slugField] : undefined
  for (const collection of collections) {
    if (collection.kind !== 'folder') continue
    for (const language of editionsOf(collection)) {
      const slugs = parsed
        .filter((p) => p.collection === collection && p.language === language)
        .map(({ file, data }) => ({ file, slug: slugOf(collection, data) }))
      issues.push(...duplicateSlugIssues(slugs, collection.slugField).map((issue) => ({ ...issue, language })))
    }
    // The editions of an entry share its address (in their own edition), so they share its slug,
    // and the entry has one schedule.
    const byPath = new Map(parsed.filter((p) => p.collection === collection).map((p) => [p.absolutePath, p]))
    for (const translation of parsed.filter((p) => p.collection === collection && p.language !== DEFAULT_LOCALE)) {
      const edition = editionOfFile(path.basename(translation.absolutePath))!
      const originalPath = path.join(path.dirname(translation.absolutePath), editionFileName(edition.entry, DEFAULT_LOCALE))
      const original = byPath.get(originalPath)
      const [slug, englishSlug] = [slugOf(collection, translation.data), original && slugOf(collection, original.data)]
      if (original && slug !== englishSlug && typeof englishSlug === 'string' && englishSlug !== '') {
        issues.push({
          file: translation.file,
          language: translation.language,
          field: collection.slugField,
          message: `expected the English edition's ${JSON.stringify(englishSlug)} (${original.file}), found ${JSON.stringify(slug)}`,
        })
      }
      if (original) issues.push(...scheduleMismatches(translation, original))
    }
    for (const entry of parsed.filter((p) => p.collection === collection)) issues.push(...scheduleOrderIssues(entry))
  }

  const sitePaths = [
    paths.home,
    ...STATIC_PAGES.map((page) => page.path),
    CASE_STUDY_INDEX.path,
    ...parsed.flatMap(({ collection, data }) =>
      collection.kind === 'folder' ? [collection.pathFor(String(slugOf(collection, data)))] : [],
    ),
  ]
  // Banners are mapped to the English addresses in every edition (src/lib/shared/banner.ts).
  for (const banners of parsed.filter((p) => p.collection.name === 'banners')) {
    const found = unknownBannerRouteIssues(banners.file, banners.data, sitePaths)
    issues.push(...found.map((issue) => (banners.language ? { ...issue, language: banners.language } : issue)))
  }
  // Redirects lead from an address that no page holds to a page of this build.
  const redirects = parsed.filter((p) => p.collection === redirectsCollection)
  if (redirects.length > 0) {
    const { pages, upcoming } = contentPages(parsed, now)
    for (const { file, language, data } of redirects)
      issues.push(...redirectIssues(file, language ?? DEFAULT_LOCALE, data, pages, upcoming))
  }
  return issues
}

const frontMatterOf = (entry: ParsedFile): Record<string, unknown> => (entry.data ?? {}) as Record<string, unknown>

/** A translation's schedule must be the English edition's: an entry goes live and comes down in both at once. */
function scheduleMismatches(translation: ParsedFile, original: ParsedFile): ContentIssue[] {
  return SCHEDULE_FIELDS.flatMap((field) => {
    const [own, english] = [frontMatterOf(translation)[field] ?? '', frontMatterOf(original)[field] ?? '']
    if (parseMoment(own) === parseMoment(english) && (own === '') === (english === '')) return []
    const found = own === '' ? 'none' : JSON.stringify(own)
    const expected = english === '' ? 'none, as' : JSON.stringify(english)
    return [
      {
        file: translation.file,
        language: translation.language,
        field,
        message: `expected the English edition's schedule, ${expected} in ${original.file}, found ${found}`,
      },
    ]
  })
}

/** An entry cannot come down before it goes live. */
function scheduleOrderIssues(entry: ParsedFile): ContentIssue[] {
  const { publishAt, unpublishAt } = scheduleOf(frontMatterOf(entry))
  if (publishAt === undefined || unpublishAt === undefined || unpublishAt > publishAt) return []
  const data = frontMatterOf(entry)
  return [
    {
      file: entry.file,
      language: entry.language,
      field: 'unpublish_at',
      message: `expected a moment after publish_at (${String(data.publish_at)}), found ${JSON.stringify(data.unpublish_at)}`,
    },
  ]
}

/**
 * What the build reports without stopping: an entry whose unpublish moment has passed is built
 * nowhere, which is right for one that came down on time and a likely slip for one just written.
 */
export function contentWarnings(
  rootDir: string,
  contentDirName: string,
  now: number,
  collections: readonly Collection[] = modelCollections,
): ContentIssue[] {
  const contentDir = path.join(rootDir, contentDirName)
  return collections.flatMap((collection) => {
    if (collection.kind !== 'folder') return []
    return filesUnder(path.join(contentDir, collection.folder), '.md').flatMap((absolutePath) => {
      const language = editionOfFile(path.basename(absolutePath))?.locale
      const { data } = parseMarkdown(fs.readFileSync(absolutePath, 'utf8'))
      if (!data || !language) return []
      const schedule = scheduleOf(data)
      if (schedule.unpublishAt === undefined || liveState(schedule, now) !== 'ended') return []
      const file = path.relative(rootDir, absolutePath).split(path.sep).join('/')
      return [
        {
          file,
          language,
          field: 'unpublish_at',
          message: `has passed (${dubaiMoment(schedule.unpublishAt)}): the entry is built nowhere; clear the field to publish it again`,
        },
      ]
    })
  })
}
