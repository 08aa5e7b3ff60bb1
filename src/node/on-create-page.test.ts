import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { LISTING } from '../config/constants'
import { onCreatePage } from './on-create-page'

type Hook = (args: unknown) => void

describe('onCreatePage', () => {
  // One node per edition, as src/node/on-create-node.ts sources them.
  const editions = (file: string) =>
    Object.entries(yaml.load(fs.readFileSync(path.resolve('content/settings', file), 'utf8')) as Record<string, object>).map(
      ([locale, fields]) => ({ ...fields, locale }),
    )
  const run = (pagePath: string) => {
    const created: Array<{ path: string; component: string; context: Record<string, unknown> }> = []
    ;(onCreatePage as unknown as Hook)({
      page: { path: pagePath, component: 'index.tsx', context: {} },
      actions: { deletePage: () => undefined, createPage: (page: (typeof created)[number]) => created.push(page) },
      getNodesByType: (type: string) => editions(type === 'CompanyYaml' ? 'company.yaml' : 'banners.yaml'),
    })
    return created
  }

  it("gives the home page's query the limits of its lists, so its page data does not grow with content", () => {
    const [home] = run('/')
    expect(home.context).toMatchObject({ postLimit: LISTING.homePosts, caseStudyLimit: LISTING.homeCaseStudies })
  })

  it('makes the home page of each edition from the one component: English at /, Arabic at /ar', () => {
    const pages = run('/')
    expect(pages.map(({ path: at, component, context }) => [at, component, context.locale])).toEqual([
      ['/', 'index.tsx', 'en'],
      ['/ar', 'index.tsx', 'ar'],
    ])
    const arabicName = editions('company.yaml').find((e) => e.locale === 'ar') as unknown as { name: string }
    const [, arabic] = pages
    expect(JSON.stringify(arabic.context.structuredData)).toContain(arabicName.name)
    expect(arabic.context).toMatchObject({ postLimit: LISTING.homePosts, caseStudyLimit: LISTING.homeCaseStudies })
  })

  it('gives each home page both editions, for its language switch and hreflang links', () => {
    const homes = [
      { locale: 'en', path: '/' },
      { locale: 'ar', path: '/ar' },
    ]
    expect(run('/').map((page) => page.context.editions)).toEqual([homes, homes])
  })

  it('leaves other pages alone', () => {
    expect(run('/404/')).toEqual([])
  })
})
