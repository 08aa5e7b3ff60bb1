import { LISTING } from '../../config/constants'
import { relatedPosts } from './related-posts'

const post = (id: string, ...tags: string[]) => ({ id, tags })

describe('relatedPosts', () => {
  // Newest first, as listings order them.
  const posts = [
    post('a', 'VAT'),
    post('b', 'Expats'),
    post('c', 'Debt'),
    post('d', 'vat', 'Expats'),
    post('e', 'Debt'),
    post('f', 'Expats'),
  ]
  const ids = (list: Array<{ id: string }>) => list.map((p) => p.id)

  it('suggests posts sharing a tag, newest first, never the post itself', () => {
    expect(ids(relatedPosts(posts[3], posts, LISTING.relatedPosts))).toEqual(['a', 'b', 'f'])
  })

  it('fills up with the newest other posts when too few share a tag', () => {
    expect(ids(relatedPosts(posts[2], posts, LISTING.relatedPosts))).toEqual(['e', 'a', 'b'])
  })

  it('suggests the newest posts for a post without tags', () => {
    expect(ids(relatedPosts(post('z'), posts, LISTING.relatedPosts))).toEqual(['a', 'b', 'c'])
  })

  it('suggests no more than there are other posts', () => {
    expect(ids(relatedPosts(posts[0], posts.slice(0, 2), LISTING.relatedPosts))).toEqual(['b'])
    expect(relatedPosts(posts[0], [posts[0]], LISTING.relatedPosts)).toEqual([])
  })
})
