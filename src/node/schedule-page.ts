/**
 * /admin/schedule/: what editors have scheduled (src/lib/shared/schedule.ts), as of the build: one row per
 * edition of every entry with a publish or unpublish time, read from the Markdown nodes (the entry
 * nodes exist only for what is live). A static page beside the CMS, under its headers.
 */
import path from 'path'
import type { CreateDevServerArgs, Node } from 'gatsby'
import { localisedPath, type Locale } from '../config/locales'
import { folderCollections } from '../content-model/collections'
import { editionOfFile } from '../content-model/i18n'
import { dubaiTime, entryState, scheduleOf, STATE_WORDS, type EntryState } from '../lib/shared/schedule'
import { adminPageHtml, adminTable, escapeHtml, writeAdminPage } from './admin-page'
import { SCHEDULE_PAGE_PATH } from '../config/constants'

export interface ScheduledEdition {
  collection: string
  title: string
  locale: Locale
  path: string
  publishAt?: number
  unpublishAt?: number
  state: EntryState
}

/** Every edition that has a schedule, soonest change first. */
export function scheduledEditions(
  markdownNodes: readonly Node[],
  getNode: (id: string) => Node | undefined,
  now: number,
): ScheduledEdition[] {
  const editions = markdownNodes.flatMap((node): ScheduledEdition[] => {
    const file = node.parent ? (getNode(node.parent) as unknown as { relativeDirectory: string; base: string } | undefined) : undefined
    const collection = file && folderCollections.find((c) => c.folder === file.relativeDirectory.split(path.sep)[0])
    const edition = file && editionOfFile(file.base)
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    const schedule = scheduleOf(frontmatter)
    if (!collection || !edition || (schedule.publishAt === undefined && schedule.unpublishAt === undefined)) return []
    return [
      {
        collection: collection.labelSingular,
        title: String(frontmatter.title),
        locale: edition.locale,
        path: localisedPath(edition.locale, collection.pathFor(String(frontmatter[collection.slugField]))),
        ...schedule,
        state: entryState(frontmatter, now),
      },
    ]
  })
  const nextMoment = ({ publishAt, unpublishAt }: ScheduledEdition) =>
    Math.min(...[publishAt, unpublishAt].filter((t): t is number => t !== undefined && t > now), Infinity)
  return editions.sort((a, b) => nextMoment(a) - nextMoment(b) || a.title.localeCompare(b.title) || a.locale.localeCompare(b.locale))
}

const when = (moment: number | undefined) => {
  if (moment === undefined) return '—'
  const { date, time } = dubaiTime(moment)
  return `<time datetime="${new Date(moment).toISOString()}">${date} ${time}</time>`
}

export function schedulePageHtml(editions: readonly ScheduledEdition[], now: number): string {
  const { date, time } = dubaiTime(now)
  const rows = editions.map(
    (e) =>
      `<tr><td>${escapeHtml(e.collection)}</td><td lang="${e.locale}" dir="auto">${e.state === 'live' ? `<a href="${escapeHtml(e.path)}">${escapeHtml(e.title)}</a>` : escapeHtml(e.title)}</td>` +
      `<td>${e.locale === 'ar' ? 'Arabic' : 'English'}</td><td>${when(e.publishAt)}</td><td>${when(e.unpublishAt)}</td><td>${STATE_WORDS[e.state].en}</td></tr>`,
  )
  const table =
    rows.length === 0
      ? '<p>Nothing is scheduled.</p>'
      : adminTable(
          'Scheduled entries, soonest change first',
          ['Collection', 'Title', 'Language', 'Publish at', 'Unpublish at', 'Now'],
          rows,
        )
  return adminPageHtml(
    'Publishing schedule',
    `As of the build at ${date} ${time}, Dubai time (UTC+4), in which every time below is given. The site is rebuilt within 15 minutes of each time.`,
    table,
  )
}

/** Writes the page into the built site. */
export function writeSchedulePage(publicDir: string, editions: readonly ScheduledEdition[], now: number): void {
  writeAdminPage(publicDir, SCHEDULE_PAGE_PATH, schedulePageHtml(editions, now))
}

/**
 * The development server (npm start, npm run cms) answers the page too, from the content as it is
 * now: there is no build to write it, and editors working locally look for it in the admin.
 */
export function serveSchedulePage({ app, getNodesByType, getNode }: Pick<CreateDevServerArgs, 'app' | 'getNodesByType' | 'getNode'>): void {
  const server = app as {
    get: (path: string, handler: (req: unknown, res: { type: (t: string) => { send: (body: string) => void } }) => void) => void
  }
  server.get(SCHEDULE_PAGE_PATH, (_req, res) => {
    const now = Date.now()
    res.type('html').send(schedulePageHtml(scheduledEditions(getNodesByType('MarkdownRemark'), getNode, now), now))
  })
}
