import { onRouteUpdate } from '../../gatsby-browser'

type RouteUpdateArgs = Parameters<NonNullable<typeof onRouteUpdate>>[0]

const navigateTo = (pathname: string) =>
  onRouteUpdate!({ location: { pathname }, prevLocation: null } as unknown as RouteUpdateArgs, { plugins: [] })

describe('gatsby-browser onRouteUpdate', () => {
  it('gives <html> the language and direction of the page a client-side navigation reached', () => {
    navigateTo('/ar/company/faq')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')

    navigateTo('/company/faq')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })
})
