import { LISTING } from '../../config/constants'
import { relatedPosts } from './related-posts'

const post = (id: string, ...tags: string[]) => ({ id, tags })
type Post = ReturnType<typeof post>

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
  const ids = (list: Post[]) => list.map((p) => p.id)
  const relatedIds = (list: Post[]) => relatedPosts(list, LISTING.relatedPosts).map(ids)

  it('suggests the posts sharing a tag nearest to the post, the older first where two are as near, never the post itself', () => {
    expect(relatedIds(posts)[3]).toEqual(['f', 'b', 'a'])
    expect(relatedIds(posts)[5]).toEqual(['d', 'b', 'e'])
  })

  it('fills up with the nearest other posts when too few share a tag', () => {
    expect(relatedIds(posts)[2]).toEqual(['e', 'd', 'b'])
  })

  it('suggests the nearest posts for a post without tags', () => {
    expect(relatedIds([...posts.slice(0, 3), post('z'), ...posts.slice(3)])[3]).toEqual(['d', 'c', 'e'])
  })

  it('suggests no more than there are other posts', () => {
    expect(relatedIds(posts.slice(0, 2))[0]).toEqual(['b'])
    expect(relatedIds([posts[0]])).toEqual([[]])
  })

  it('gives each post the nearest posts sharing a tag however many posts lie between them', () => {
    const blog = Array.from({ length: 400 }, (_, i) => post(`p${i}`, i % 100 === 0 ? 'Rare' : `common-${i % 7}`))
    expect(relatedIds(blog)[200]).toEqual(['p300', 'p100', 'p0'])
    expect(relatedIds(blog)[0]).toEqual(['p100', 'p200', 'p300'])
  })

  it('changes the suggestions of only the few posts beside a new post on its tags, whatever the size of the blog', () => {
    const blog = Array.from({ length: 3000 }, (_, i) => post(`p${i}`, `tag-${i % 5}`, `tag-${(i * 3) % 11}`))
    const before = relatedIds(blog)
    const after = relatedIds([post('new', 'tag-0', 'tag-3'), ...blog]).slice(1)
    const changed = after.filter((list, i) => list.join() !== before[i].join()).length
    expect(changed).toBeGreaterThan(0)
    expect(changed).toBeLessThanOrEqual(2 * LISTING.relatedPosts)
  })
})
