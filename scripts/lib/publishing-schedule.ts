/**
 * Scheduled publishing, the part that republishes on time: which entries carry a `publish_at` or
 * `unpublish_at` (src/lib/shared/schedule.ts), and whether the live site, as its sitemap lists it, shows
 * each of them as the clock says it should. When one differs, a rebuild is due; the next check
 * compares again, so a failed build or deploy is simply retried.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import yaml from 'js-yaml'

import { localisedPath, type Locale } from '../../src/config/locales'
import { folderCollections } from '../../src/content-model/collections'
import { editionOfFile } from '../../src/content-model/i18n'
import type { FolderCollection } from '../../src/content-model/types'
import { listFiles } from '../../src/lib/build/list-files'
import {
  SCHEDULE_FIELDS,
  dubaiTime,
  liveState,
  nextChange,
  parseMoment,
  scheduleOf,
  type LiveState,
  type Schedule,
} from '../../src/lib/shared/schedule'

/** One edition of an entry that has a schedule. */
export interface ScheduledEntry {
  /** The collection's label, e.g. "Blog posts". */
  collection: string
  /** From the project root, e.g. content/blog/tax-savings.en.md. */
  file: string
  locale: Locale
  title: string
  /** The page's path in its edition, e.g. /ar/financialblogs/blogs/tax-savings. */
  path: string
  draft: boolean
  schedule: Schedule
}

/** YAML without its timestamp type, as the content check reads it: a moment stays the text the CMS wrote. */
const parseYaml = (source: string): object => (yaml.load(source, { schema: yaml.CORE_SCHEMA }) ?? {}) as object

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== ''

/** The Markdown files of a collection's folder; none if the folder does not exist. */
const markdownFiles = (contentDir: string, collection: FolderCollection): string[] => {
  const folder = path.join(contentDir, collection.folder)
  return fs.existsSync(folder) ? listFiles(folder, '.md') : []
}

/**
 * Every edition of every folder collection's entries that has a `publish_at` or `unpublish_at`,
 * in the order of the collections, then by file. A moment that cannot be read, or a scheduled entry
 * without its slug, is an error: the build refuses such a file, so no rebuild could publish it.
 */
export function readSchedule(contentDir: string): ScheduledEntry[] {
  const entries: ScheduledEntry[] = []
  const problems: string[] = []
  for (const collection of folderCollections) {
    for (const absolutePath of markdownFiles(contentDir, collection).sort()) {
      const edition = editionOfFile(path.basename(absolutePath))
      if (!edition) continue
      const file = [path.basename(contentDir), ...path.relative(contentDir, absolutePath).split(path.sep)].join('/')
      let data: Record<string, unknown>
      try {
        data = matter(fs.readFileSync(absolutePath, 'utf8'), { engines: { yaml: parseYaml } }).data
      } catch (error) {
        problems.push(`${file}: front matter could not be read: ${error instanceof Error ? error.message : String(error)}`)
        continue
      }
      if (!SCHEDULE_FIELDS.some((field) => isSet(data[field]))) continue
      const unreadable = SCHEDULE_FIELDS.filter((field) => isSet(data[field]) && parseMoment(data[field]) === undefined)
      for (const field of unreadable)
        problems.push(`${file}: ${field} "${String(data[field])}" is not a date and time with its offset, e.g. 2026-12-01T09:00+04:00`)
      const slug = data[collection.slugField]
      if (!isSet(slug)) problems.push(`${file}: has a schedule but no ${collection.slugField}`)
      if (unreadable.length > 0 || !isSet(slug)) continue
      entries.push({
        collection: collection.label,
        file,
        locale: edition.locale,
        title: isSet(data.title) ? String(data.title) : edition.entry,
        path: localisedPath(edition.locale, collection.pathFor(String(slug))),
        draft: data.draft === true,
        schedule: scheduleOf(data),
      })
    }
  }
  if (problems.length > 0) throw new Error(`The schedule cannot be read:\n${problems.join('\n')}`)
  return entries
}

/** A route as the sitemap and the content both name it: decoded, without a trailing slash (but "/"). */
export function normalisedRoute(route: string): string {
  let decoded = route
  try {
    decoded = decodeURIComponent(route)
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

/** An entry as the check found it: what the clock says, and whether the live site shows it. */
export interface EntryStatus extends ScheduledEntry {
  state: LiveState
  /** Whether the live sitemap lists its page; undefined for a draft or when the sitemap could not be read. */
  shown?: boolean
  /** The live site shows it and should not, or should and does not. */
  wrong: boolean
}

export interface PublishingDecision {
  due: boolean
  reason: string
  now: number
  /** Every scheduled edition, drafts included (they are never built and never make a rebuild due). */
  entries: EntryStatus[]
  /** The soonest moment after now at which a scheduled entry (not a draft) goes live or comes down, with those entries. */
  next?: { at: number; entries: EntryStatus[] }
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/**
 * Whether the live site must be rebuilt now: a scheduled entry (not a draft) is live by the clock
 * but missing from the live sitemap, or is not live but still listed. When the sitemap could not
 * be read (`liveRoutes` undefined, `unreadable` saying why), a rebuild is due to be safe; with no
 * scheduled entry at all, nothing the clock does can change the site, so none is.
 */
export function publishingDecision(
  entries: readonly ScheduledEntry[],
  now: number,
  liveRoutes: ReadonlySet<string> | undefined,
  unreadable?: string,
): PublishingDecision {
  const live = liveRoutes && new Set([...liveRoutes].map(normalisedRoute))
  const statuses: EntryStatus[] = entries.map((entry) => {
    const state = liveState(entry.schedule, now)
    if (entry.draft || !live) return { ...entry, state, wrong: false }
    const shown = live.has(normalisedRoute(entry.path))
    return { ...entry, state, shown, wrong: shown !== (state === 'live') }
  })
  const counted = statuses.filter((entry) => !entry.draft)
  const at = nextChange(
    counted.map((entry) => entry.schedule),
    now,
  )
  const next =
    at === undefined
      ? undefined
      : { at, entries: counted.filter(({ schedule }) => schedule.publishAt === at || schedule.unpublishAt === at) }
  const decide = (due: boolean, reason: string): PublishingDecision => ({ due, reason, now, entries: statuses, next })

  if (counted.length === 0)
    return decide(false, entries.length === 0 ? 'no entry has a schedule' : 'every scheduled entry is a draft, which is never built')
  if (!live)
    return decide(true, `the live sitemap could not be read${unreadable ? ` (${unreadable})` : ''}, so the site is rebuilt to be safe`)
  const wrong = statuses.filter((entry) => entry.wrong)
  if (wrong.length === 0)
    return decide(false, `the live site shows each of the ${plural(counted.length, 'scheduled page', 'scheduled pages')} as it should`)
  const what = wrong.map(({ path: page, shown, state }) =>
    shown ? `${page} is listed but ${state === 'ended' ? 'was due to come down' : 'is not due yet'}` : `${page} is due but missing`,
  )
  return decide(true, `${plural(wrong.length, 'page differs', 'pages differ')} from the live sitemap: ${what.join('; ')}`)
}

const LANGUAGES: Record<Locale, string> = { en: 'English', ar: 'Arabic' }

/** A moment in Dubai time, as people read it: 2026-12-01 09:00. */
export function dubaiReadable(moment: number): string {
  const { date, time } = dubaiTime(moment)
  return `${date} ${time}`
}

const cell = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

function stateText({ draft, state, shown, wrong }: EntryStatus): string {
  if (draft) return 'draft (never built)'
  if (shown === undefined) return state
  if (!wrong) return shown ? `${state}, on the live site` : `${state}, not on the live site`
  return shown ? `${state}, **still on the live site**` : `${state}, **missing from the live site**`
}

/** The job summary: every scheduled edition, the decision with its reason, and the next change to come. */
export function publishingSummary(decision: PublishingDecision): string {
  const lines = ['### Scheduled publishing', '', `Checked at ${dubaiReadable(decision.now)} (Dubai time).`, '']
  if (decision.entries.length > 0) {
    lines.push(
      '| collection | title | language | publish at (Dubai time) | unpublish at (Dubai time) | state |',
      '| --- | --- | --- | --- | --- | --- |',
    )
    for (const entry of decision.entries) {
      const { publishAt, unpublishAt } = entry.schedule
      const moment = (at: number | undefined) => (at === undefined ? '–' : dubaiReadable(at))
      const row = [entry.collection, entry.title, LANGUAGES[entry.locale], moment(publishAt), moment(unpublishAt), stateText(entry)]
      lines.push(`| ${row.map(cell).join(' | ')} |`)
    }
    lines.push('')
  }
  lines.push(
    decision.due
      ? `**A rebuild is due**: ${decision.reason}. The content pipeline builds the site and the deploy job publishes it.`
      : `No rebuild is due: ${decision.reason}.`,
    '',
    nextChangeLine(decision),
    '',
  )
  return lines.join('\n')
}

/** "Next scheduled change: 2026-12-01 09:00 (Dubai time), <title> goes live", or that there is none. */
export function nextChangeLine({ next }: Pick<PublishingDecision, 'next'>): string {
  if (!next) return 'No scheduled change to come.'
  const changes = next.entries.map(({ title, schedule }) => `${title} ${schedule.publishAt === next.at ? 'goes live' : 'comes down'}`)
  return `Next scheduled change: ${dubaiReadable(next.at)} (Dubai time), ${[...new Set(changes)].join('; ')}.`
}
