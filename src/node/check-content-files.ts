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
import { editionFileName, editionOfFile } from '../content-model/i18n'
import { entryIssues, sitePaths, type Edition } from '../content-model/entry-check'
import { fileEditions, type ContentIssue } from '../content-model/validate'
import { redirectIssues, redirectsCollection } from '../content-model/redirects'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import { siteNow } from '../lib/build/clock'
import { listFiles } from '../lib/build/list-files'
import { dubaiMoment, liveState, scheduleOf } from '../lib/shared/schedule'
import { contentPages } from '../content-model/content-pages'

interface ParsedFile extends Edition {
  collection: Collection
  absolutePath: string
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
      for (const [locale, edition] of editions) parsed.push({ collection, file, absolutePath, locale, data: edition })
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
        else parsed.push({ collection, file, absolutePath, locale: edition.locale, data })
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
        parsed.filter((p) => p.collection.kind === 'file' && (p.locale ?? language) === language).map((p) => [p.collection.name, p.data]),
      ),
    ]),
  )
  const pages = sitePaths(parsed)
  // An entry is its editions: a YAML file holds them all, a folder's entry is one file per edition.
  const entries = new Map<string, ParsedFile[]>()
  for (const file of parsed) {
    const key =
      file.collection.kind === 'file'
        ? file.file
        : path.join(path.dirname(file.absolutePath), editionOfFile(path.basename(file.absolutePath))!.entry)
    entries.set(key, [...(entries.get(key) ?? []), file])
  }
  // Of two entries with one address, the later file is at fault: each is held to the first file that
  // holds its address in its collection and edition, found in one pass.
  const addressKey = (p: ParsedFile, locale: Locale) =>
    JSON.stringify([p.collection.name, locale, (p.data as Record<string, unknown> | undefined)?.[slugFieldOf(p.collection)]])
  const order = new Map(parsed.map((p, at) => [p, at]))
  const firstHolder = new Map<string, ParsedFile>()
  for (const p of parsed)
    if (!firstHolder.has(addressKey(p, p.locale ?? DEFAULT_LOCALE))) firstHolder.set(addressKey(p, p.locale ?? DEFAULT_LOCALE), p)
  for (const editions of entries.values()) {
    const [{ collection }] = editions
    issues.push(
      ...entryIssues(collection, editions, {
        fileEntries: (locale) => fileEntries.get(locale)!,
        sitePaths: pages,
        imageSize: (edition, written) => {
          const image = resolveContentPath(contentDir, (edition as ParsedFile).absolutePath, written)
          return fs.existsSync(image) && fs.statSync(image).isFile() ? fs.statSync(image).size : undefined
        },
        takenAddresses: (locale) => {
          const own = editions.find((e) => (e.locale ?? DEFAULT_LOCALE) === locale)
          const first = own && firstHolder.get(addressKey(own, locale))
          if (!own || !first || order.get(first)! >= order.get(own)!) return []
          return [{ file: first.file, slug: (first.data as Record<string, unknown> | undefined)?.[slugFieldOf(first.collection)] }]
        },
      }),
    )
  }
  // Redirects lead from an address that no page holds to a page of this build.
  const redirects = parsed.filter((p) => p.collection === redirectsCollection)
  if (redirects.length > 0) {
    const { pages, upcoming } = contentPages(
      parsed.map((p) => ({ ...p, language: p.locale })),
      now,
    )
    for (const { file, locale, data } of redirects) issues.push(...redirectIssues(file, locale ?? DEFAULT_LOCALE, data, pages, upcoming))
  }
  return issues
}

const slugFieldOf = (collection: Collection): string => (collection.kind === 'folder' ? collection.slugField : '')

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
