/**
 * The release guard: every address the live site's sitemap lists must be a page of the new build
 * or the old address of one of its redirects. An address that is neither is lost to every reader
 * and search engine that has it; the guard names it, the file that last held it (from the live
 * site's address record) and the line of the redirects file that keeps it, unless its entry was
 * taken down on purpose (made a draft, or past its schedule), which it lets go.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import yaml from 'js-yaml'

import { localeOfPath, localisedPath, LOCALES } from '../../src/config/locales'
import { folderCollections } from '../../src/content-model/collections'
import { editionOfFile } from '../../src/content-model/i18n'
import { redirectsCollection } from '../../src/content-model/redirects'
import { sitePath, type AddressRecord } from '../../src/lib/shared/redirects'
import { redirectLine } from '../../src/content-model/redirects'
import { dubaiTime, liveState, scheduleOf } from '../../src/lib/shared/schedule'

/** What became of the entry file that last held an address, as content/ now has it. */
export type EntryNow =
  { state: 'missing' } | { state: 'draft' } | { state: 'upcoming' | 'ended'; at: number } | { state: 'published'; address: string }

/** An address of the live site that the new build neither has nor redirects. */
export interface LostAddress {
  address: string
  /** The entry file the live site's record gives it, if any. */
  file?: string
  /** Why it goes; set when it goes on purpose, and the release may go ahead. */
  intended?: string
  /** What happened to it, for an address lost by mistake. */
  why?: string
  /** The redirects file's line that keeps it, for an address lost by mistake. */
  line?: string
}

const readable = (moment: number) => {
  const { date, time } = dubaiTime(moment)
  return `${date} ${time} Dubai time`
}

/** The closest page of the new build above an address: its index, or its edition's home page. */
function closestPage(address: string, pages: ReadonlySet<string>): string {
  const home = LOCALES[localeOfPath(address)].prefix || '/'
  for (let up = address.slice(0, address.lastIndexOf('/')); up.length > home.length; up = up.slice(0, up.lastIndexOf('/'))) {
    if (pages.has(up)) return up
  }
  return home
}

/**
 * The live addresses the new build loses: `live` and `built` are their sitemaps' routes, `redirected`
 * the old addresses of the new build's `_redirects`, `record` the live site's address record, and
 * `entryNow` tells what became of an entry file.
 */
export function lostAddresses({
  live,
  built,
  redirected,
  record,
  entryNow,
}: {
  live: Iterable<string>
  built: Iterable<string>
  redirected: Iterable<string>
  record: AddressRecord
  entryNow: (file: string) => EntryNow
}): LostAddress[] {
  const pages = new Set([...built].map(sitePath))
  const kept = new Set([...pages, ...[...redirected].map(sitePath)])
  const files = new Map(Object.entries(record).map(([address, file]) => [sitePath(address), file]))
  return [...new Set([...live].map(sitePath))]
    .filter((address) => !kept.has(address))
    .sort()
    .map((address): LostAddress => {
      const file = files.get(address)
      const retire = (why: string): LostAddress => ({
        address,
        file,
        why,
        line: redirectLine({ from: address, to: closestPage(address, pages), reason: 'retired' }),
      })
      if (!file) return retire('no entry file held it (a listing, tag or fixed page), or the live site’s address record does not name it')
      const now = entryNow(file)
      switch (now.state) {
        case 'draft':
          return { address, file, intended: `${file} was made a draft` }
        case 'ended':
          return { address, file, intended: `${file} was taken down by its schedule (unpublish_at ${readable(now.at)})` }
        case 'upcoming':
          return { address, file, intended: `${file} is scheduled to go live again (publish_at ${readable(now.at)})` }
        case 'missing':
          return retire(`${file}, which held it, no longer exists`)
        case 'published': {
          const line = redirectLine({ from: address, to: now.address, reason: 'renamed' })
          if (pages.has(now.address))
            return { address, file, why: `${file} is now at ${now.address}, but the build did not redirect its old address`, line }
          return retire(`${file} is no page of the new build`)
        }
      }
    })
}

/** YAML without its timestamp type, as the content check reads it. */
const parseYaml = (source: string): object => (yaml.load(source, { schema: yaml.CORE_SCHEMA }) ?? {}) as object

/** What became of an entry file (content/blog/x.en.md) under the project root `root`, at `now`. */
export function entryNowIn(root: string, now: number): (file: string) => EntryNow {
  return (file) => {
    const absolute = path.join(root, file)
    const folder = file.split('/')[1]
    const collection = folderCollections.find((c) => c.folder === folder)
    const edition = editionOfFile(path.basename(file))
    if (!collection || !edition || !fs.existsSync(absolute)) return { state: 'missing' }
    const data = matter(fs.readFileSync(absolute, 'utf8'), { engines: { yaml: parseYaml } }).data as Record<string, unknown>
    if (data.draft === true) return { state: 'draft' }
    const schedule = scheduleOf(data)
    const state = liveState(schedule, now)
    if (state === 'upcoming') return { state, at: schedule.publishAt! }
    if (state === 'ended') return { state, at: schedule.unpublishAt! }
    return { state: 'published', address: localisedPath(edition.locale, collection.pathFor(String(data[collection.slugField]))) }
  }
}

const REDIRECTS_FILE_PATH = `content/${redirectsCollection.file}`

const LANGUAGES = { en: 'English', ar: 'Arabic' } as const

/** Where the line that keeps an address goes: its edition's list of the redirects file. */
const whereToAdd = (address: string): string => {
  const locale = localeOfPath(address)
  return `under ${locale}: › redirects: in ${REDIRECTS_FILE_PATH} (in the content manager: Redirects, ${LANGUAGES[locale]})`
}

/** One lost address as the log says it: where it came from, and what to do. */
export function lostText({ address, intended, why, line }: LostAddress): string {
  if (intended) return `${address}: let go, as ${intended}`
  return `${address}: ${why}. Keep it with this line ${whereToAdd(address)}:\n${line}`
}

/** The job summary: every address the release would lose, and what keeps it. */
export function guardSummary(site: string, lost: readonly LostAddress[], warning: boolean): string {
  const dropped = lost.filter((l) => !l.intended)
  const lines = ['### Addresses of the live site', '']
  if (dropped.length === 0) lines.push(`Every address of the sitemap of ${site} is a page of this build or redirects to one.`)
  else
    lines.push(
      `**${dropped.length} address${dropped.length === 1 ? '' : 'es'} of ${site} would be lost**${warning ? ' when this is released' : ': the release stops'}. Each is kept by the line below it:`,
      '',
      ...dropped.flatMap((l) => [
        `- \`${l.address}\`: ${l.why}. Add ${whereToAdd(l.address)}:`,
        '',
        '  ```yaml',
        `  ${l.line!.trim()}`,
        '  ```',
      ]),
    )
  const letGo = lost.filter((l) => l.intended)
  if (letGo.length > 0) lines.push('', 'Taken down on purpose, so let go:', '', ...letGo.map((l) => `- \`${l.address}\`: ${l.intended}.`))
  return `${lines.join('\n')}\n\n`
}
