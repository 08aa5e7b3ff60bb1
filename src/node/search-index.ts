/**
 * The site search's index: Pagefind reads the built pages in public/ and writes one index per
 * language (from each page's `lang`) under public/pagefind/. Only what the pages mark is indexed:
 * the main content of posts, case studies, services and company pages (`data-pagefind-body`, set by
 * InnerLayout's `searchKind`), so a draft or an unpublished entry, which has no page, is in no index.
 * Pagefind has no incremental mode: the index is made again from every page, but only when a marked
 * page was added, changed or removed since it was last made.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { SEARCH } from '../config/constants'
import { listFiles } from '../lib/build/list-files'
import { readStamps, stampOf, writeStamps, type Stamps } from '../lib/build/file-stamps'

/** Pagefind's ready-made interfaces: the site draws its own results, so they are not shipped. */
const UNUSED_BUNDLE_FILE = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/

export interface SearchIndexSummary {
  pages: number
  languages: string[]
  bytes: number
  seconds: number
  /** The index the last build made was kept: no marked page had changed. */
  kept: boolean
}

const MARKER = 'data-pagefind-body'
/** Where the stamps of the pages the index was made from are kept between builds. */
export const searchRecordFile = (projectDir: string) => path.join(projectDir, '.cache', 'search-index-pages.json')

const folderBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name)
    return sum + (entry.isDirectory() ? folderBytes(file) : fs.statSync(file).size)
  }, 0)

/**
 * Each HTML file's stamp, marked with a `*` when it carries the marker, and whether a marked page was
 * added, changed or removed since `known` was recorded (only the files whose stamp changed are read).
 */
function markedPages(publicDir: string, known: Stamps): { files: Stamps; changed: boolean } {
  const files: Stamps = {}
  let changed = false
  for (const full of listFiles(publicDir, '.html')) {
    const file = path.relative(publicDir, full)
    const stamp = stampOf(full)
    const before = known[file]
    if (before === stamp || before === `${stamp}*`) files[file] = before
    else {
      const marked = fs.readFileSync(full, 'utf8').includes(MARKER)
      files[file] = marked ? `${stamp}*` : stamp
      changed ||= marked || before?.endsWith('*') === true
    }
  }
  const removed = Object.entries(known).some(([file, stamp]) => stamp.endsWith('*') && !(file in files))
  return { files, changed: changed || removed }
}

/** Indexes `publicDir`; throws with Pagefind's output if it fails or finds no page marked for the index. */
export function writeSearchIndex(publicDir: string, projectDir: string, recordFile = searchRecordFile(projectDir)): SearchIndexSummary {
  const started = Date.now()
  const bundle = path.join(publicDir, SEARCH.bundleDir)
  const bin = path.join(projectDir, 'node_modules/.bin/pagefind')
  const args = ['--site', publicDir, '--output-subdir', SEARCH.bundleDir]
  const { version } = JSON.parse(fs.readFileSync(path.join(projectDir, 'node_modules/pagefind/package.json'), 'utf8')) as {
    version: string
  }
  const inputs = JSON.stringify({ version, args })
  const known = readStamps(recordFile, inputs)
  const { files, changed } = markedPages(publicDir, known)
  const entry = path.join(bundle, 'pagefind-entry.json')
  if (!changed && Object.keys(known).length > 0 && fs.existsSync(entry)) {
    writeStamps(recordFile, inputs, files)
    const { languages } = JSON.parse(fs.readFileSync(entry, 'utf8')) as { languages: Record<string, { page_count: number }> }
    return {
      pages: Object.values(languages).reduce((sum, { page_count }) => sum + page_count, 0),
      languages: Object.keys(languages),
      bytes: folderBytes(bundle),
      seconds: (Date.now() - started) / 1000,
      kept: true,
    }
  }
  // Pagefind names its files by their content: an earlier build's would stay beside the new ones.
  fs.rmSync(bundle, { recursive: true, force: true })
  const { status, stdout, stderr, error } = spawnSync(bin, args, { encoding: 'utf8' })
  const output = `${stdout ?? ''}${stderr ?? ''}`
  if (error || status !== 0) throw new Error(`The search index (Pagefind) failed:\n${error?.message ?? output}`)
  // Without a marked page Pagefind indexes every page whole, menus and footers too.
  if (/did not find a data-pagefind-body/i.test(output))
    throw new Error(`No page is marked for the search index (data-pagefind-body):\n${output}`)

  for (const name of fs.readdirSync(bundle)) if (UNUSED_BUNDLE_FILE.test(name)) fs.rmSync(path.join(bundle, name))
  writeStamps(recordFile, inputs, files)
  return {
    pages: Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? 0),
    languages: (/Discovered \d+ languages?: (.*)/.exec(output)?.[1] ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    bytes: folderBytes(bundle),
    seconds: (Date.now() - started) / 1000,
    kept: false,
  }
}
