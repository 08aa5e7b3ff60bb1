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
import { duplicateSlugIssues, unknownBannerRouteIssues, validateEntry, type ContentIssue } from '../content-model/validate'
import { paths } from '../config/constants'
import { listFiles } from '../lib/list-files'
import { CASE_STUDY_INDEX, STATIC_PAGES } from './create-pages'

interface ParsedFile {
  collection: Collection
  file: string
  absolutePath: string
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
 */
export function checkContent(
  rootDir: string,
  contentDirName: string,
  collections: readonly Collection[] = modelCollections,
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
      try {
        parsed.push({ collection, file, absolutePath, data: parseYaml(fs.readFileSync(absolutePath, 'utf8')) })
      } catch (error) {
        issues.push({ file, field: '', message: yamlError(error) })
      }
    } else {
      const folderFiles = filesUnder(path.join(contentDir, collection.folder), '.md')
      for (const absolutePath of folderFiles) {
        claimed.add(absolutePath)
        const file = relative(absolutePath)
        const { data, problem } = parseMarkdown(fs.readFileSync(absolutePath, 'utf8'))
        if (problem) issues.push({ file, field: '', message: problem })
        else parsed.push({ collection, file, absolutePath, data })
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

  const entries = new Map(parsed.filter((p) => p.collection.kind === 'file').map((p) => [p.collection.name, p.data]))
  for (const { collection, file, absolutePath, data } of parsed) {
    issues.push(
      ...validateEntry(collection, data, {
        file,
        entries,
        imageSize: (written) => {
          const image = resolveContentPath(contentDir, absolutePath, written)
          return fs.existsSync(image) && fs.statSync(image).isFile() ? fs.statSync(image).size : undefined
        },
      }),
    )
  }

  for (const collection of collections) {
    if (collection.kind !== 'folder') continue
    const slugs = parsed
      .filter((p) => p.collection === collection)
      .map(({ file, data }) => ({ file, slug: (data as Record<string, unknown>)[collection.slugField] }))
    issues.push(...duplicateSlugIssues(slugs, collection.slugField))
  }

  const banners = parsed.find((p) => p.collection.name === 'banners')
  if (banners) {
    const sitePaths = [
      paths.home,
      ...STATIC_PAGES.map((page) => page.path),
      CASE_STUDY_INDEX.path,
      ...parsed.flatMap(({ collection, data }) =>
        collection.kind === 'folder' ? [collection.pathFor(String((data as Record<string, unknown>)[collection.slugField]))] : [],
      ),
    ]
    issues.push(...unknownBannerRouteIssues(banners.file, banners.data, sitePaths))
  }
  return issues
}
