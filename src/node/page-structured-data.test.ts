import {
  entryStructuredData,
  indexPageStructuredData,
  listingStructuredData,
  siteFacts,
  staticPageStructuredData,
  type SiteFactsData,
} from './page-structured-data'

const data: SiteFactsData = {
  company: {
    name: 'Meridian Gulf Advisory',
    description: 'Advice.',
    phone: '+971 55 418 2730',
    email: 'hello@example.ae',
    address: { street: 'Office 1204', area: 'Al Majaz 3', po_box: null, city: 'Sharjah', country: 'United Arab Emirates' },
    opening_hours: [{ days: ['Monday'], opens: '09:00', closes: '18:00' }],
  },
  banners: {
    home_crumb: 'Home',
    routes: [
      { route: '/financialsolutions/*', title: 'Financial Solutions' },
      { route: '/financialsolutions/services', title: 'Our Services' },
    ],
  },
}
const site = siteFacts('https://www.example.ae', data)
const trailOf = (ld: Array<Record<string, unknown>>) =>
  (ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ name: string; item: string }>).map(
    (i) => `${i.name} ${i.item}`,
  )

describe('structured data by page', () => {
  it('maps the company settings, leaving out an empty P.O. box', () => {
    expect(site.company.address.poBox).toBeUndefined()
    expect(site.company.openingHours).toEqual([{ days: ['Monday'], opens: '09:00', closes: '18:00' }])
  })

  it('names a page without an entry by its banner title', () => {
    const ld = staticPageStructuredData(site, '/financialsolutions/services', data.banners) as unknown as Array<Record<string, unknown>>
    expect(trailOf(ld)).toEqual(['Home https://www.example.ae/', 'Our Services https://www.example.ae/financialsolutions/services'])
    expect(staticPageStructuredData(site, '/elsewhere', data.banners)).toEqual([])
  })

  it('names a page without an entry as a WebPage too', () => {
    const ld = staticPageStructuredData(site, '/financialsolutions/services', data.banners) as unknown as Array<Record<string, unknown>>
    expect(ld[0]).toMatchObject({ '@type': 'WebPage', name: 'Our Services', inLanguage: 'en' })
  })

  it('gives company pages a WebPage and their breadcrumb trail', () => {
    const ld = entryStructuredData(site, { collection: 'companyPages', path: '/company/faq', title: 'FAQ' })
    expect(ld.map((d) => (d as unknown as Record<string, unknown>)['@type'])).toEqual(['WebPage', 'BreadcrumbList'])
    expect(ld[0]).toMatchObject({ name: 'FAQ', url: 'https://www.example.ae/company/faq', inLanguage: 'en' })
  })

  it("describes an Arabic page in Arabic, from the Arabic edition's settings, under /ar", () => {
    const arabicData: SiteFactsData = {
      company: { ...data.company, name: 'ميريديان الخليج للاستشارات' },
      banners: { home_crumb: 'الرئيسية', routes: [{ route: '/financialsolutions/services', title: 'خدماتنا' }] },
    }
    const arabic = siteFacts('https://www.example.ae', arabicData, 'ar')
    const ld = staticPageStructuredData(arabic, '/financialsolutions/services', arabicData.banners) as unknown as Array<
      Record<string, unknown>
    >
    expect(ld[0]).toMatchObject({
      '@type': 'WebPage',
      name: 'خدماتنا',
      url: 'https://www.example.ae/ar/financialsolutions/services',
      inLanguage: 'ar',
    })
    expect(trailOf(ld)).toEqual(['الرئيسية https://www.example.ae/ar', 'خدماتنا https://www.example.ae/ar/financialsolutions/services'])
  })

  it('refuses a post without the image its structured data needs, naming the page', () => {
    const post = {
      collection: 'blog',
      path: '/financialblogs/blogs/9',
      title: 'T',
      date: '2025-07-15',
      excerpt: 'E',
      category: 'C',
    } as const
    expect(() => entryStructuredData(site, post)).toThrow('Missing image of /financialblogs/blogs/9')
  })

  it('describes an index as a CollectionPage named by its banner, listing its entries in order, with its trail', () => {
    const banners = { ...data.banners, routes: [...data.banners.routes, { route: '/financialsolutions/portfolio', title: 'Case Studies' }] }
    const entries = [
      { path: '/financialsolutions/portfolio/b', title: 'B' },
      { path: '/financialsolutions/portfolio/a', title: 'A' },
    ]
    const ld = indexPageStructuredData(site, '/financialsolutions/portfolio', banners, entries) as unknown as Array<Record<string, unknown>>
    expect(ld.map((d) => d['@type'])).toEqual(['CollectionPage', 'BreadcrumbList'])
    expect(ld[0]).toMatchObject({ name: 'Case Studies', mainEntity: { itemListElement: [{ name: 'B' }, { name: 'A' }] } })
    expect(trailOf(ld)).toEqual(['Home https://www.example.ae/', 'Case Studies https://www.example.ae/financialsolutions/portfolio'])
  })
})

describe('structured data of listings', () => {
  it('describes a page of a list as a CollectionPage of its items, numbered across pages, with its breadcrumb trail', () => {
    const [page, trail] = listingStructuredData(site, {
      name: 'Insights (page 2)',
      path: '/financialblogs/blogs/page/2',
      items: [{ title: 'Tax savings', path: '/financialblogs/blogs/1' }],
      firstPosition: 10,
    })
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Insights (page 2)',
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [{ position: 10, name: 'Tax savings', item: 'https://www.example.ae/financialblogs/blogs/1' }],
      },
    })
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' })
  })
})
