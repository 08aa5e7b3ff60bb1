/**
 * /admin/schedule/: what editors have scheduled (src/lib/shared/schedule.ts), as of the build: one row per
 * edition of every entry with a publish or unpublish time, read from the Markdown nodes (the entry
 * nodes exist only for what is live). A static page beside the CMS, under its headers, in English and in
 * Arabic: it shows the admin's language.
 */
import path from 'path'
import type { CreateDevServerArgs, Node } from 'gatsby'
import { LOCALE_CODES, localisedPath, type Locale } from '../config/locales'
import { modelWords } from '../content-model/arabic-labels'
import { folderCollections } from '../content-model/collections'
import { editionOfFile } from '../content-model/i18n'
import { fillPhrase, type PhraseValues } from '../lib/shared/fill-phrase'
import { dubaiTime, entryState, scheduleOf, SCHEDULE_PAGE_WORDS, STATE_WORDS, type EntryState } from '../lib/shared/schedule'
import {
  ADMIN_PAGE_SCRIPT,
  ADMIN_PAGE_SCRIPT_PATH,
  adminPageHtml,
  adminTable,
  escapeHtml,
  writeAdminPage,
  type AdminPageText,
} from './admin-page'
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

/** The page in one language: the model's words (arabic-labels.ts), the states' and the page's own (schedule.ts). */
function scheduleIn(locale: Locale, editions: readonly ScheduledEdition[], now: number): AdminPageText {
  const words = (key: keyof typeof SCHEDULE_PAGE_WORDS, values?: PhraseValues) => fillPhrase(key, SCHEDULE_PAGE_WORDS[key][locale], values)
  const languageName = new Intl.DisplayNames([locale], { type: 'language' })
  const rows = editions.map(
    (e) =>
      `<tr><td>${escapeHtml(modelWords(e.collection, locale))}</td><td lang="${e.locale}" dir="auto">${e.state === 'live' ? `<a href="${escapeHtml(e.path)}">${escapeHtml(e.title)}</a>` : escapeHtml(e.title)}</td>` +
      `<td>${languageName.of(e.locale)}</td><td>${when(e.publishAt)}</td><td>${when(e.unpublishAt)}</td><td>${STATE_WORDS[e.state][locale]}</td></tr>`,
  )
  const headings = [
    words('collection'),
    modelWords('Title', locale),
    words('language'),
    modelWords('Publish at', locale),
    modelWords('Unpublish at', locale),
    words('now'),
  ]
  return {
    title: words('title'),
    intro: words('intro', dubaiTime(now)),
    content: rows.length === 0 ? `<p>${words('nothing')}</p>` : adminTable(words('caption'), headings, rows),
  }
}

/** The page in English and in Arabic; it shows the admin's language (admin-page.ts). */
export const schedulePageHtml = (editions: readonly ScheduledEdition[], now: number): string =>
  adminPageHtml(
    Object.fromEntries(LOCALE_CODES.map((locale) => [locale, scheduleIn(locale, editions, now)])) as Record<Locale, AdminPageText>,
  )

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
  server.get(ADMIN_PAGE_SCRIPT_PATH, (_req, res) => res.type('js').send(ADMIN_PAGE_SCRIPT))
}
