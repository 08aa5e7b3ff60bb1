import {
  blogPosting,
  breadcrumbs,
  caseStudyArticle,
  collectionPage,
  organization,
  serializeJsonLd,
  webPage,
  website,
  type ArticleFacts,
  type SiteFacts,
} from './json-ld'

const site = (siteUrl: string): SiteFacts => ({
  siteUrl,
  homeCrumb: 'Home',
  company: {
    name: 'Meridian Gulf Advisory',
    description: 'Advice from Sharjah.',
    phone: '+971 55 418 2730',
    email: 'hello@example.ae',
    address: { street: 'Office 1204, Tower', area: 'Al Majaz 3', poBox: 'P.O. Box 1', city: 'Sharjah', country: 'United Arab Emirates' },
    openingHours: [
      { days: ['Monday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '10:00', closes: '14:00' },
    ],
  },
})

const post: ArticleFacts = {
  title: 'Tax savings',
  description: 'How to save tax.',
  path: '/financialblogs/blogs/1',
  date: '2025-07-15',
  image: '/static/abc/tax.jpg',
  author: 'Meridian Gulf Advisory',
  category: 'Tax Planning',
  keywords: ['VAT', 'Free zones'],
}

/** Every string value in a JSON-LD tree that is an absolute URL. */
const urlsIn = (value: unknown): string[] => {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(urlsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn)
  return []
}

describe('organization', () => {
  it('is a FinancialService with the Sharjah address, phone and opening hours', () => {
    const org = organization(site('https://www.example.ae'))
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      name: 'Meridian Gulf Advisory',
      telephone: '+971 55 418 2730',
      url: 'https://www.example.ae/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 1204, Tower, Al Majaz 3',
        postOfficeBoxNumber: 'P.O. Box 1',
        addressLocality: 'Sharjah',
        addressCountry: 'United Arab Emirates',
      },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Friday'], opens: '09:00:00', closes: '18:00:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00:00', closes: '14:00:00' },
      ],
    })
  })

  it('leaves out the P.O. box when there is none', () => {
    const facts = site('https://www.example.ae')
    const org = organization({ ...facts, company: { ...facts.company, address: { ...facts.company.address, poBox: undefined } } })
    expect(org).toHaveProperty(['address', 'addressLocality'], 'Sharjah')
    expect(org).not.toHaveProperty(['address', 'postOfficeBoxNumber'])
  })
})

describe('articles', () => {
  it('makes a post a BlogPosting with absolute URLs, its date, image and keywords', () => {
    expect(blogPosting(site('https://www.example.ae'), post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Tax savings',
      url: 'https://www.example.ae/financialblogs/blogs/1',
      mainEntityOfPage: 'https://www.example.ae/financialblogs/blogs/1',
      image: ['https://www.example.ae/static/abc/tax.jpg'],
      datePublished: '2025-07-15',
      keywords: 'VAT, Free zones',
      publisher: { '@type': 'Organization', name: 'Meridian Gulf Advisory' },
    })
  })

  it('credits the company as an organisation and anyone else as a person', () => {
    expect(blogPosting(site('https://www.example.ae'), post).author).toMatchObject({
      '@type': 'Organization',
      name: 'Meridian Gulf Advisory',
    })
    expect(caseStudyArticle(site('https://www.example.ae'), { ...post, author: 'Freelance Advisor' }).author).toEqual({
      '@type': 'Person',
      name: 'Freelance Advisor',
    })
  })

  it('makes a case study an Article', () => {
    expect(caseStudyArticle(site('https://www.example.ae'), { ...post, keywords: undefined })).toMatchObject({
      '@type': 'Article',
      articleSection: 'Tax Planning',
    })
  })
})

describe('breadcrumbs', () => {
  it('runs from the home page to the page, numbered from 1', () => {
    expect(
      breadcrumbs(site('https://www.example.ae'), [{ name: 'Our Services', path: '/financialsolutions/services/' }]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.ae/' },
      { '@type': 'ListItem', position: 2, name: 'Our Services', item: 'https://www.example.ae/financialsolutions/services' },
    ])
  })
})

describe('collectionPage', () => {
  const listing = {
    name: 'Insights, page 2',
    path: '/financialblogs/blogs/page/2',
    items: [
      { name: 'Tax savings', path: '/financialblogs/blogs/1' },
      { name: 'Debt', path: '/financialblogs/blogs/2' },
    ],
    firstPosition: 10,
  }

  it('is a CollectionPage whose main entity lists the linked pages with absolute URLs', () => {
    expect(collectionPage(site('https://www.example.ae'), listing)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      '@id': 'https://www.example.ae/financialblogs/blogs/page/2#page',
      name: 'Insights, page 2',
      url: 'https://www.example.ae/financialblogs/blogs/page/2',
      inLanguage: 'en',
      isPartOf: { '@id': 'https://www.example.ae/#website' },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          { '@type': 'ListItem', position: 10, name: 'Tax savings', item: 'https://www.example.ae/financialblogs/blogs/1' },
          { '@type': 'ListItem', position: 11, name: 'Debt', item: 'https://www.example.ae/financialblogs/blogs/2' },
        ],
      },
    })
  })

  it('numbers items from 1 by default and carries a description when given', () => {
    const page = collectionPage(site('https://www.example.ae'), { ...listing, firstPosition: undefined, description: 'All posts.' })
    expect(page).toHaveProperty('description', 'All posts.')
    expect(page).toHaveProperty(['mainEntity', 'itemListElement', 0, 'position'], 1)
  })
})

describe('the site URL setting', () => {
  it('is the origin of every URL in the structured data', () => {
    for (const siteUrl of ['https://www.example.ae', 'https://preview.example.org']) {
      const facts = site(siteUrl)
      const all = [
        organization(facts),
        website(facts),
        blogPosting(facts, post),
        breadcrumbs(facts, [{ name: 'A', path: '/a' }]),
        collectionPage(facts, { name: 'B', path: '/b', items: [{ name: 'A', path: '/a' }] }),
      ]
      const urls = all.flatMap(urlsIn).filter((url) => !url.startsWith('https://schema.org'))
      expect(urls.length).toBeGreaterThan(10)
      expect(urls.filter((url) => !url.startsWith(`${siteUrl}/`))).toEqual([])
    }
  })
})

describe('webPage', () => {
  it('names a plain page, in its language, as part of its edition', () => {
    expect(webPage(site('https://www.example.ae'), { name: 'Our Services', path: '/financialsolutions/services' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': 'https://www.example.ae/financialsolutions/services#page',
      name: 'Our Services',
      url: 'https://www.example.ae/financialsolutions/services',
      inLanguage: 'en',
      isPartOf: { '@id': 'https://www.example.ae/#website' },
    })
  })
})

describe('the Arabic edition', () => {
  const arabic: SiteFacts = { ...site('https://www.example.ae'), locale: 'ar', homeCrumb: 'الرئيسية' }
  arabic.company = { ...arabic.company, name: 'ميريديان الخليج للاستشارات' }
  const arabicPost: ArticleFacts = { ...post, title: 'الوفورات الضريبية', path: '/ar/financialblogs/blogs/1' }
  const all = [
    website(arabic),
    blogPosting(arabic, arabicPost),
    caseStudyArticle(arabic, { ...arabicPost, path: '/ar/financialsolutions/portfolio/a' }),
    collectionPage(arabic, {
      name: 'المدونة',
      path: '/ar/financialblogs/blogs',
      items: [{ name: 'الوفورات الضريبية', path: arabicPost.path }],
    }),
    webPage(arabic, { name: 'خدماتنا', path: '/ar/financialsolutions/services' }),
  ]

  it('says every page, article and the website are in Arabic', () => {
    expect(all.map((ld) => (ld as { inLanguage?: string }).inLanguage)).toEqual(['ar', 'ar', 'ar', 'ar', 'ar'])
  })

  it('gives Arabic names and links the pages under /ar', () => {
    expect(website(arabic)).toMatchObject({
      name: 'ميريديان الخليج للاستشارات',
      url: 'https://www.example.ae/ar',
      '@id': 'https://www.example.ae/ar#website',
    })
    expect(blogPosting(arabic, arabicPost)).toMatchObject({
      headline: 'الوفورات الضريبية',
      url: 'https://www.example.ae/ar/financialblogs/blogs/1',
      publisher: { name: 'ميريديان الخليج للاستشارات' },
    })
    expect(webPage(arabic, { name: 'خدماتنا', path: '/ar/financialsolutions/services' }).isPartOf).toEqual({
      '@id': 'https://www.example.ae/ar#website',
    })
    expect(breadcrumbs(arabic, [{ name: 'خدماتنا', path: '/ar/financialsolutions/services' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'https://www.example.ae/ar' },
      { '@type': 'ListItem', position: 2, name: 'خدماتنا', item: 'https://www.example.ae/ar/financialsolutions/services' },
    ])
  })

  it("keeps every page's own address under /ar", () => {
    const own = all.map((ld) => (ld as { url: string }).url)
    expect(own.filter((url) => url !== 'https://www.example.ae/ar' && !url.startsWith('https://www.example.ae/ar/'))).toEqual([])
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so content cannot close the script element', () => {
    const json = serializeJsonLd(blogPosting(site('https://www.example.ae'), { ...post, title: 'A </script><script>alert(1)</script>' }))
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json).headline).toBe('A </script><script>alert(1)</script>')
  })
})
