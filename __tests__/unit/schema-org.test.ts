/** @jest-environment node */
import { schemaOrgProblems } from '../support/schema-org'
import {
  blogPosting,
  breadcrumbs,
  caseStudyArticle,
  collectionPage,
  organization,
  website,
  type SiteFacts,
} from '../../src/lib/build/json-ld'

const site: SiteFacts = {
  siteUrl: 'https://www.example.ae',
  homeCrumb: 'Home',
  company: {
    name: 'Meridian Gulf Advisory',
    description: 'Advice.',
    phone: '+971 55 418 2730',
    email: 'hello@example.ae',
    address: { street: 'Office 1204', area: 'Al Majaz 3', poBox: 'P.O. Box 61245', city: 'Sharjah', country: 'United Arab Emirates' },
    openingHours: [{ days: ['Monday', 'Tuesday'], opens: '09:00', closes: '18:00' }],
  },
}
const post = {
  title: 'Tax savings',
  description: 'How.',
  path: '/financialblogs/blogs/1',
  date: '2025-07-15',
  image: '/static/a/tax.jpg',
  author: 'Freelance Advisor',
  category: 'Tax',
  keywords: ['VAT'],
}
const json = <T>(value: T) => JSON.parse(JSON.stringify(value))

describe('the schema.org check', () => {
  it('accepts what the site emits', () => {
    for (const ld of [
      organization(site),
      website(site),
      blogPosting(site, post),
      caseStudyArticle(site, post),
      breadcrumbs(site, [{ name: 'A', path: '/a' }]),
      collectionPage(site, { name: 'Tag: VAT', description: 'Posts tagged VAT.', path: '/t', items: [{ name: 'A', path: '/a' }] }),
    ]) {
      expect(schemaOrgProblems(json(ld))).toEqual([])
    }
  })

  it('finds a misspelt property, a value of the wrong type and a missing expected property', () => {
    const { datePublished, ...rest } = json(blogPosting(site, post))
    expect(datePublished).toBe('2025-07-15')
    expect(schemaOrgProblems({ ...rest, headlin: 'x', dateModified: 'last July', image: 42 })).toEqual(
      expect.arrayContaining([
        'JSON-LD.headlin: not a property of BlogPosting',
        expect.stringMatching(/^JSON-LD\.dateModified: must match format "date/),
        expect.stringMatching(/^JSON-LD\.image: /),
        'JSON-LD: BlogPosting without datePublished',
      ]),
    )
  })

  it('finds an entity of the wrong type, an unknown type and an invalid day', () => {
    const org = json(organization(site))
    org.address['@type'] = 'Place'
    org.openingHoursSpecification[0].dayOfWeek = ['Mon']
    const problems = schemaOrgProblems(org)
    expect(problems).toEqual(expect.arrayContaining(['JSON-LD.address: a Place where PostalAddress is expected']))
    expect(problems.some((p) => p.startsWith('JSON-LD.openingHoursSpecification[0].dayOfWeek'))).toBe(true)
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'BlogPost', name: 'x' })).toEqual([
      'JSON-LD: "BlogPost" is not a schema.org type',
    ])
  })

  it('checks that breadcrumb positions run from 1', () => {
    const trail = json(breadcrumbs(site, [{ name: 'A', path: '/a' }]))
    trail.itemListElement[1].position = 3
    expect(schemaOrgProblems(trail)).toEqual(['JSON-LD: list positions should run 1, 2, 3…, found [1,3]'])
  })
})
