/** @jest-environment node */
import { collections } from './collections'
import { hasOwnWords, isShared, sharedMismatches, withSharedFacts } from './shared'
import type { Collection, Field } from './types'

const model = (name: string): Collection => collections.find((c) => c.name === name)!
const field = (collection: string, name: string): Field => model(collection).fields.find((f) => f.name === name)!

describe('the facts every edition shares', () => {
  it('are the numbers, flags, dates, moments, images, choices and references, the addresses and prices the model marks, and groups of nothing else', () => {
    expect(
      ['slug', 'date', 'image', 'draft', 'comments', 'publish_at', 'unpublish_at'].map((name) => isShared(field('blog', name))),
    ).toEqual(Array(7).fill(true))
    expect(['title', 'excerpt', 'image_alt', 'facts', 'tags', 'body'].map((name) => isShared(field('blog', name)))).toEqual(
      Array(6).fill(false),
    )
    // Opening hours are days and times only: shared whole. Plans mix a translated name with a shared price.
    expect([isShared(field('company', 'opening_hours')), isShared(field('pricing', 'plans'))]).toEqual([true, false])
  })

  const pricing = model('pricing').fields
  const english = {
    currency: '$',
    plans: [
      { name: 'Basic', price: '59.50', popular: false, features: ['a'], link: '/company/pricing', link_label: 'Read more' },
      { name: 'Ultimate', price: '99.00', popular: true, features: ['a', 'b'], link: '/company/pricing', link_label: 'Read more' },
    ],
  }
  const arabic = {
    currency: '$',
    plans: [{ name: 'الأساسية', price: '19.99', popular: false, features: ['a'], link: '/company/pricing', link_label: 'اقرأ المزيد' }],
  }

  it('are copied from English into another edition, which keeps its own words and follows the English list item by item', () => {
    expect(withSharedFacts(pricing, english, arabic)).toEqual({
      currency: '$',
      plans: [
        { name: 'الأساسية', price: '59.50', popular: false, features: ['a'], link: '/company/pricing', link_label: 'اقرأ المزيد' },
        { price: '99.00', popular: true, features: ['a', 'b'], link: '/company/pricing' },
      ],
    })
  })

  it('name where another edition departs from English: a value, or the number of items', () => {
    expect(sharedMismatches(pricing, english, arabic)).toEqual([{ field: 'plans', expectedItems: 2, foundItems: 1 }])
    const twoPlans = { ...arabic, plans: [arabic.plans[0], { ...arabic.plans[0], price: '99.00', popular: true, features: ['a', 'b'] }] }
    expect(sharedMismatches(pricing, english, twoPlans)).toEqual([{ field: 'plans[0].price', expected: '59.50', found: '19.99' }])
    expect(sharedMismatches(pricing, english, withSharedFacts(pricing, english, arabic))).toEqual([])
  })

  it('hold the same moment whatever offset it is written with', () => {
    const blog = model('blog').fields
    expect(sharedMismatches(blog, { publish_at: '2026-12-01T09:00+04:00' }, { publish_at: '2026-12-01T05:00Z' })).toEqual([])
    expect(sharedMismatches(blog, { publish_at: '2026-12-01T09:00+04:00' }, {})).toEqual([
      { field: 'publish_at', expected: '2026-12-01T09:00+04:00', found: undefined },
    ])
  })

  it('alone are no words of an edition’s own: an edition with nothing else is untranslated', () => {
    const blog = model('blog').fields
    const copied = withSharedFacts(blog, { slug: 'x', date: '2025-07-15', comments: 3, facts: [{ value: '22%', label: 'cost' }] }, {})
    expect(hasOwnWords(blog, copied)).toBe(false)
    expect(hasOwnWords(blog, { ...copied, facts: [{ label: 'التكلفة' }] })).toBe(true)
    expect(hasOwnWords(blog, { ...copied, title: 'عنوان' })).toBe(true)
  })
})
