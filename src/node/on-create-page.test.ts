import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { LISTING } from '../config/constants'
import { onCreatePage } from './on-create-page'

type Hook = (args: unknown) => void

describe('onCreatePage', () => {
  const settings = (file: string) => yaml.load(fs.readFileSync(path.resolve('content/settings', file), 'utf8'))
  const run = (pagePath: string) => {
    const created: Array<{ path: string; context: Record<string, unknown> }> = []
    ;(onCreatePage as unknown as Hook)({
      page: { path: pagePath, component: 'index.tsx', context: {} },
      actions: { deletePage: () => undefined, createPage: (page: (typeof created)[number]) => created.push(page) },
      getNodesByType: (type: string) => [settings(type === 'CompanyYaml' ? 'company.yaml' : 'banners.yaml')],
    })
    return created
  }

  it("gives the home page's query the limits of its lists, so its page data does not grow with content", () => {
    const [home] = run('/')
    expect(home.context).toMatchObject({ postLimit: LISTING.homePosts, caseStudyLimit: LISTING.homeCaseStudies })
  })

  it('leaves other pages alone', () => {
    expect(run('/404/')).toEqual([])
  })
})
