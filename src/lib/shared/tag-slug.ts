/**
 * Tags as URL slugs, and the site's tags grouped by slug. The one place a tag becomes part of an
 * address (paths.tag in src/config/constants.ts takes the slug).
 */
import { DEFAULT_LOCALE, type Locale } from '../../config/locales'

/**
 * A tag's slug: NFC-normalised, lower-case, punctuation and symbols dropped, runs of spaces,
 * underscores and hyphens turned into one hyphen. Letters and digits of every script stay as they
 * are, so an Arabic or accented tag keeps a readable address ("Zakāt" → "zakāt", "ضريبة الدخل" →
 * "ضريبة-الدخل"). A tag with no letter or digit has an empty slug.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, '')
    .replace(/[\s_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** A tag with the posts that carry it. */
export interface TagGroup<Post> {
  slug: string
  /** The spelling most posts use; between equally used ones, the one the earliest post in the list uses. */
  name: string
  /** In the order of the list given. */
  posts: Post[]
}

/**
 * Every tag of `posts` with its posts, in the dictionary order of their names in `locale` (Arabic
 * tags in Arabic order). Tags that differ only in case,
 * punctuation or spacing ("Cash flow", "cash-flow") have the same slug and are one tag: they share a
 * page rather than one of them being unreachable. A tag with an empty slug is refused.
 */
export function groupTags<Post extends { tags: readonly string[] }>(
  posts: readonly Post[],
  describe: (post: Post) => string,
  locale: Locale = DEFAULT_LOCALE,
): TagGroup<Post>[] {
  const groups = new Map<string, { posts: Post[]; spellings: Map<string, number> }>()
  for (const post of posts) {
    const seen = new Set<string>()
    for (const tag of post.tags) {
      const slug = tagSlug(tag)
      if (!slug) throw new Error(`${describe(post)}: the tag ${JSON.stringify(tag)} has no letter or digit to make its address from`)
      const group = groups.get(slug) ?? { posts: [], spellings: new Map<string, number>() }
      groups.set(slug, group)
      const spelling = tag.normalize('NFC').trim()
      group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1)
      if (!seen.has(slug)) group.posts.push(post)
      seen.add(slug)
    }
  }
  return [...groups.entries()]
    .map(([slug, { posts: tagged, spellings }]) => ({ slug, name: mostUsed(spellings), posts: tagged }))
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.slug.localeCompare(b.slug, locale))
}

/** The most used key; Map keeps insertion order, so ties go to the first one met. */
function mostUsed(counts: Map<string, number>): string {
  let best = ''
  let bestCount = 0
  for (const [key, count] of counts) {
    if (count > bestCount) [best, bestCount] = [key, count]
  }
  return best
}
