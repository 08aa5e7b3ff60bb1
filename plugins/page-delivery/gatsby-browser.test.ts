import config from '../../gatsby-config'
import { onClientEntry, onRouteUpdate, shouldUpdateScroll } from './gatsby-browser'
import { APP_DATA, FONTS_AFTER_PAINT, jsonScript } from './src/markup'
import { prefetchLinksOfPage } from './src/prefetch'

jest.mock('./src/prefetch', () => ({ prefetchLinksOfPage: jest.fn() }))

/** The plugin's options as the site gives them (gatsby-config.ts). */
const OPTIONS = {
  plugins: [],
  ...(config.plugins as Array<{ resolve?: string; options?: object }>).find((plugin) => plugin.resolve === 'page-delivery')!.options,
}

describe('page delivery’s onRouteUpdate', () => {
  it('watches the links of the page drawn, to load their pages ahead', async () => {
    jest.mocked(prefetchLinksOfPage).mockClear()
    onRouteUpdate!(
      { location: { pathname: '/company/faq' }, prevLocation: null } as unknown as Parameters<NonNullable<typeof onRouteUpdate>>[0],
      OPTIONS,
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(prefetchLinksOfPage).toHaveBeenCalledTimes(1)
  })
})

describe('page delivery and the web font', () => {
  type ScrollArgs = Parameters<typeof shouldUpdateScroll>[0]
  /** A route update as Gatsby's scroll handler asks about it, once the next page is in the document. */
  const update = (location: object, prevLocation: object | null) =>
    shouldUpdateScroll(
      { routerProps: { location }, prevRouterProps: prevLocation ? { location: prevLocation } : undefined } as ScrollArgs,
      OPTIONS,
    )
  // Each a new history entry, by a key of its own.
  const route = (pathname: string, prevLocation: object | null = { pathname: '/', key: 'start' }) =>
    update({ pathname, key: pathname }, prevLocation)
  const entry = () => onClientEntry!({} as Parameters<NonNullable<typeof onClientEntry>>[0], OPTIONS)
  const root = document.documentElement
  /** The document's font set: which families are loaded, and which the page asked to load. */
  let loadedFamilies: string[]
  let asked: string[]
  beforeEach(() => {
    ;[loadedFamilies, asked] = [[], []]
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        check: (font: string) => loadedFamilies.some((family) => font.includes(`"${family}"`)),
        load: (font: string) => Promise.resolve(asked.push(font)),
      },
    })
  })
  afterEach(() => (document.body.innerHTML = ''))
  // The next page's face is chosen by the module the first page's update fetches.
  beforeAll(async () => {
    onRouteUpdate!(
      { location: { pathname: '/' }, prevLocation: null } as unknown as Parameters<NonNullable<typeof onRouteUpdate>>[0],
      OPTIONS,
    )
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

  it('draws the next built page in its edition’s web font where this document has it loaded, else in the local face while it loads', () => {
    document.body.innerHTML = jsonScript(APP_DATA, { scripts: [], compilationHash: '1', manifest: '/m' })
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    // The first render is the page as served: laid out in the local face, it stays in it.
    route('/', null)
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    route('/company/faq')
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    loadedFamilies = ['Inter Variable']
    route('/financialsolutions/services')
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    // To the other edition, whose font is not loaded: the local face, and its font asked for.
    route('/ar')
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Noto Kufi Arabic Variable')
    expect(asked).toContain('1em "Noto Kufi Arabic Variable"')
  })

  it('gives the next page its face as Gatsby asks whether to scroll it, the page being left gone, and leaves the answer to the site', () => {
    document.body.innerHTML = jsonScript(APP_DATA, { scripts: [], compilationHash: '1', manifest: '/m' })
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    loadedFamilies = ['Inter Variable']
    expect(route('/financialsolutions/services')).toBeUndefined()
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
  })

  it('draws a page that Back returns to in the face it was left in, so that it is laid out as it was', () => {
    document.body.innerHTML = jsonScript(APP_DATA, { scripts: [], compilationHash: '1', manifest: '/m' })
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    const at = (pathname: string, key: string) => ({ pathname, key })
    const go = (to: { pathname: string; key: string }, from: { pathname: string; key: string }) => update(to, from)
    loadedFamilies = ['Inter Variable']
    // The first page, left in its local face for a post, which takes the web font.
    go(at('/financialblogs/blogs/1', 'post'), at('/', 'home'))
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    // Back to the first page: its local face again; Forward to the post: the web font again.
    go(at('/', 'home'), at('/financialblogs/blogs/1', 'post'))
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    go(at('/financialblogs/blogs/1', 'post'), at('/', 'home'))
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
  })

  it('lets a page of the development server, which has no loader, take the web font at once and keep it', () => {
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    route('/ar')
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
  })
})
