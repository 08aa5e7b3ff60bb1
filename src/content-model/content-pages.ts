/**
 * The pages a production build makes of the content, known before Gatsby runs: what the content
 * check and the admin hold the redirects file against. createPages makes the same pages from the
 * same rules (src/node/create-pages.ts), and the build refuses to write a redirect that its real
 * pages contradict (src/node/redirects.ts), so the two cannot drift apart unnoticed. Pure, as the
 * admin runs it in the browser.
 */
import { LISTING, paths } from '../config/constants'
import { LOCALE_CODES, localisedPath, type Locale } from '../config/locales'
import type { Collection } from './types'
import type { SitePages } from './redirects'
import { paginate } from '../lib/shared/paginate'
import { entryState } from '../lib/shared/schedule'
import { groupTags } from '../lib/shared/tag-slug'

/** Pages not backed by a Markdown entry (their English paths; every edition has them), each with the template createPages draws it with. */
export const STATIC_PAGES = [
  { path: paths.mission, template: 'mission' },
  { path: paths.search, template: 'search' },
  { path: paths.services, template: 'services' },
  { path: paths.serviceDetail, template: 'service-detail' },
] as const

/** The index of every case study, newest first (its query sorts as createPages does). */
export const CASE_STUDY_INDEX = { path: paths.caseStudyIndex, template: 'case-study-index' } as const

interface ContentFile {
  collection: Collection
  file: string
  language?: Locale
  data: unknown
}

/** The collection whose entries are listed by the blog index and the tag pages. */
const BLOG = 'blog'

/**
 * Every page of both editions at the moment `now`, with the file that holds it (empty for a page no
 * file holds), and the entries that are to go live later (`upcoming`): not drafts, before their
 * publish time.
 */
export function contentPages(files: readonly ContentFile[], now: number): { pages: SitePages; upcoming: SitePages } {
  const pages = new Map<string, string>()
  const upcoming = new Map<string, string>()
  for (const locale of LOCALE_CODES) {
    const add = (path: string, file = '') => pages.set(localisedPath(locale, path), file)
    for (const path of [paths.home, ...STATIC_PAGES.map((page) => page.path), CASE_STUDY_INDEX.path, paths.tagIndex]) add(path)
    const posts: Array<{ tags: readonly string[] }> = []
    for (const { collection, file, language, data } of files) {
      if (collection.kind !== 'folder' || language !== locale) continue
      const entry = (data ?? {}) as Record<string, unknown>
      const address = collection.pathFor(String(entry[collection.slugField]))
      const state = entryState(entry, now)
      if (state === 'live') {
        add(address, file)
        if (collection.name === BLOG) posts.push({ tags: Array.isArray(entry.tags) ? entry.tags.map(String) : [] })
      } else if (state === 'upcoming') {
        upcoming.set(localisedPath(locale, address), file)
      }
    }
    const listings = [{ count: posts.length, pathFor: (page: number) => paths.blogIndex(page) }]
    try {
      for (const tag of groupTags(posts, () => 'A blog post', locale))
        listings.push({ count: tag.posts.length, pathFor: (page: number) => paths.tag(tag.slug, page) })
    } catch {
      // A tag without a letter or digit stops createPages, which says which post has it.
    }
    for (const { count, pathFor } of listings) for (const { page } of paginate(count, LISTING.pageSize)) add(pathFor(page))
  }
  return { pages, upcoming }
}
