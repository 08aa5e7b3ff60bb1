import fs from 'fs'
import path from 'path'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@src/config/locales'
import type { Collection } from '@src/content-model/types'
import { MAX_IMAGE_BYTES, RULES } from '@src/content-model/validate'
import { copyOfContent } from '../../__tests__/support/content-copy'
import { brokenRules, contentAt, entryOnDisk, readEdition, TOO_LARGE_IMAGE } from '../../__tests__/support/rule-walk'
import { wrapBackend } from './backend'
import type { BackendImplementation } from './decap-internals'
import { draftIssuesRead, type DraftEntry } from './publish-guard'
import { refuseSaving } from './refusal-summary'

type Data = Record<string, unknown>

const root = copyOfContent()
const content = path.join(root, 'content')
fs.writeFileSync(path.join(content, TOO_LARGE_IMAGE), Buffer.alloc(MAX_IMAGE_BYTES + 1))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

// The backend the admin reads the rest of the site through (site-index.ts), on a copy of content/ as decap-server's file mode serves it.
const onDisk: BackendImplementation = {
  persistEntry: () => Promise.resolve(undefined),
  deleteFiles: () => Promise.resolve(undefined),
  entriesByFolder: (folder, extension) =>
    Promise.resolve(
      fs
        .readdirSync(path.join(root, folder))
        .filter((name) => name.endsWith(`.${extension}`))
        .map((name) => ({ file: { path: `${folder}/${name}` }, data: fs.readFileSync(path.join(root, folder, name), 'utf8') })),
    ),
  getEntry: (file) => Promise.resolve({ file: { path: file }, data: fs.readFileSync(path.join(root, file), 'utf8') }),
  getMediaFile: async (file) => ({ size: (await fs.promises.stat(path.join(root, file))).size }),
}
const registered = { init: () => onDisk }
wrapBackend('test', registered)
registered.init()

/** An entry of a collection as Decap holds it while it is edited: the English data under `data`, the others under `i18n`. */
function draftOf(collection: Collection, editions: Partial<Record<Locale, Data>>): DraftEntry {
  const file = entryOnDisk(content, collection).files[0]
  const held: Data = {
    collection: collection.name,
    path: `content/${file}`,
    data: editions[DEFAULT_LOCALE],
    i18n: Object.fromEntries(LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l, { data: editions[l] }])),
  }
  return {
    get: (key) => held[key],
    getIn: (keys) => keys.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], held),
  }
}

const asOnDisk = (collection: Collection): Partial<Record<Locale, Data>> =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, readEdition(content, collection, locale)]))

const broken = brokenRules(contentAt(content))

describe("the admin's guard holds every rule of the content check", () => {
  it('walks every rule, those of the redirects file too', () => {
    expect(new Set(broken.map(({ rule }) => rule))).toEqual(new Set(Object.keys(RULES)))
  })

  it.each(broken.map((one) => [one.rule, one.collection.name, one] as const))(
    '%s, broken in %s, keeps the entry from being published',
    async (rule, _name, { collection, locale, changes }) => {
      const editions = asOnDisk(collection)
      // The entry as it is passes: what refuses it below is the rule broken.
      expect(await draftIssuesRead(collection, draftOf(collection, editions))).toEqual([])
      const entry = draftOf(collection, { ...editions, [locale]: { ...editions[locale], ...changes } })
      expect((await draftIssuesRead(collection, entry)).map((issue) => issue.rule)).toContain(rule)
      await expect(refuseSaving({ entry })).rejects.toThrow(/nothing was saved/)
    },
  )
})

describe("the admin finds a body's images as the build does", () => {
  const blog = broken.find(({ collection }) => collection.name === 'blog')?.collection
  const withBody = (body: string) => {
    const editions = asOnDisk(blog!)
    return draftOf(blog!, { ...editions, [DEFAULT_LOCALE]: { ...editions[DEFAULT_LOCALE], body } })
  }

  it('takes an HTML image of the media folder, and refuses one that is not there', async () => {
    expect(await draftIssuesRead(blog!, withBody('A chart: <img src="/images/about.jpg" alt="Our office">'))).toEqual([])
    const missing = await draftIssuesRead(blog!, withBody('A chart: <img src="/images/no-such-chart.jpg" alt="A chart">'))
    expect(missing.map(({ field, rule }) => `${field} ${rule}`)).toEqual(['body image-exists'])
  })
})
