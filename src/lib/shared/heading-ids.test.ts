import { headingIds } from './heading-ids'

describe('headingIds', () => {
  it('keeps the ids of Latin headings', () => {
    expect(headingIds('pricing', ['Standard', 'Ultimate', 'Advanced', 'Professional'])).toEqual([
      'pricing-standard',
      'pricing-ultimate',
      'pricing-advanced',
      'pricing-professional',
    ])
  })

  it('gives Arabic headings distinct ids from their own letters', () => {
    // The plan names of content-ar/pricing/pricing.yaml.
    const ids = headingIds('pricing', ['الباقة القياسية', 'الباقة الشاملة', 'الباقة المتقدمة', 'الباقة الاحترافية'])
    expect(ids).toEqual(['pricing-الباقة-القياسية', 'pricing-الباقة-الشاملة', 'pricing-الباقة-المتقدمة', 'pricing-الباقة-الاحترافية'])
  })

  it('falls back to the position for a heading without letters or a repeated one', () => {
    expect(headingIds('pricing', ['Gold', '★', 'gold'])).toEqual(['pricing-gold', 'pricing-2', 'pricing-gold-3'])
  })
})
