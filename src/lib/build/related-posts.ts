import { tagSlug } from '../shared/tag-slug'

/**
 * The posts suggested at the end of `post`: up to `limit` others that share one of its tags (tags
 * compared by slug), in the order of `posts` (newest first), then filled with the first of the rest.
 */
export function relatedPosts<Post extends { id: string; tags: readonly string[] }>(
  post: Post,
  posts: readonly Post[],
  limit: number,
): Post[] {
  const own = new Set(post.tags.map(tagSlug))
  const others = posts.filter((p) => p.id !== post.id)
  const sharing = others.filter((p) => p.tags.some((t) => own.has(tagSlug(t))))
  const rest = others.filter((p) => !sharing.includes(p))
  return [...sharing, ...rest].slice(0, limit)
}
