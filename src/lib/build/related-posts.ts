import { tagSlug } from '../shared/tag-slug'

/**
 * The posts suggested at the end of each post of `posts` (newest first, as listings order them), in
 * the same order: up to `limit` others that share one of its tags (tags compared by slug), nearest
 * to it in that order, the older first where two are as near; then the nearest of the rest.
 *
 * Nearest rather than newest, so that a new post changes the suggestions of a few posts beside it on
 * its tags instead of those of every post that shares a tag, each of whose pages a build would have
 * to render again. Each post looks only at `limit` posts either side of it in each of its tags' lists,
 * so the whole blog costs time linear in its posts.
 */
export function relatedPosts<Post extends { id: string; tags: readonly string[] }>(posts: readonly Post[], limit: number): Post[][] {
  const slugs = posts.map((post) => [...new Set(post.tags.map(tagSlug))])
  // For each tag, the positions of its posts in `posts`, in order; for each post, its place in each of its tags' lists.
  const tagged = new Map<string, number[]>()
  const places = slugs.map((own, at) =>
    own.map((slug) => {
      const list = tagged.get(slug) ?? tagged.set(slug, []).get(slug)!
      return { list, place: list.push(at) - 1 }
    }),
  )
  const nearer = (at: number) => (a: number, b: number) => Math.abs(a - at) - Math.abs(b - at) || b - a

  return posts.map((_, at) => {
    const sharing = new Set<number>()
    for (const { list, place } of places[at]) {
      for (const other of list.slice(Math.max(0, place - limit), place + limit + 1)) if (other !== at) sharing.add(other)
    }
    const chosen = [...sharing].sort(nearer(at)).slice(0, limit)
    // Too few share a tag: every post that does is chosen, and the nearest others fill up.
    for (let distance = 1; chosen.length < limit && distance < posts.length; distance++) {
      for (const other of [at + distance, at - distance]) {
        if (other >= 0 && other < posts.length && chosen.length < limit && !sharing.has(other)) chosen.push(other)
      }
    }
    return chosen.map((other) => posts[other])
  })
}
