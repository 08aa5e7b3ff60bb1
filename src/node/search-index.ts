/**
 * The site search's index: Pagefind reads the built pages in public/ and writes one index per
 * language (from each page's `lang`) under public/pagefind/. Only what the pages mark is indexed:
 * the main content of posts, case studies, services and company pages (`data-pagefind-body`, set by
 * InnerLayout's `searchKind`), so a draft or an unpublished entry, which has no page, is in no index.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { SEARCH } from '../config/constants'

/** Pagefind's ready-made interfaces: the site draws its own results, so they are not shipped. */
const UNUSED_BUNDLE_FILE = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/

export interface SearchIndexSummary {
  pages: number
  languages: string[]
  bytes: number
  seconds: number
}

const folderBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name)
    return sum + (entry.isDirectory() ? folderBytes(file) : fs.statSync(file).size)
  }, 0)

/** Indexes `publicDir`; throws with Pagefind's output if it fails or finds no page marked for the index. */
export function writeSearchIndex(publicDir: string, projectDir: string): SearchIndexSummary {
  const started = Date.now()
  const bundle = path.join(publicDir, SEARCH.bundleDir)
  // Pagefind names its files by their content: an earlier build's would stay beside the new ones.
  fs.rmSync(bundle, { recursive: true, force: true })
  const bin = path.join(projectDir, 'node_modules/.bin/pagefind')
  const { status, stdout, stderr, error } = spawnSync(bin, ['--site', publicDir, '--output-subdir', SEARCH.bundleDir], { encoding: 'utf8' })
  const output = `${stdout ?? ''}${stderr ?? ''}`
  if (error || status !== 0) throw new Error(`The search index (Pagefind) failed:\n${error?.message ?? output}`)
  // Without a marked page Pagefind indexes every page whole, menus and footers too.
  if (/did not find a data-pagefind-body/i.test(output))
    throw new Error(`No page is marked for the search index (data-pagefind-body):\n${output}`)

  for (const name of fs.readdirSync(bundle)) if (UNUSED_BUNDLE_FILE.test(name)) fs.rmSync(path.join(bundle, name))
  return {
    pages: Number(/Indexed (\d+) pages?/.exec(output)?.[1] ?? 0),
    languages: (/Discovered \d+ languages?: (.*)/.exec(output)?.[1] ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    bytes: folderBytes(bundle),
    seconds: (Date.now() - started) / 1000,
  }
}
