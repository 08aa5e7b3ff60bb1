import React from 'react'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import { fromJS, Map as ImmutableMap } from 'immutable'
import { render, screen, within } from '@testing-library/react'
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { paths } from '@src/config/constants'
import { collections } from '@src/content-model/collections'
import { tagSlug } from '@src/lib/shared/tag-slug'
import { cmsConfig, EDITIONS_READER, editionReaderName } from '@src/content-model/cms-config'
import { cmsSettingsFromEnv } from '@src/config/cms-settings'
import { PREVIEWS } from '.'
import { previewHtml } from './markdown'

const CONTENT = path.resolve(__dirname, '../../../content')
/** The English edition of a YAML file, which Decap gives the preview as the entry's data (the default locale). */
const readYaml = (file: string) =>
  (yaml.load(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<'en', Record<string, unknown>>).en
/** A YAML file with editions as it is stored, `en:` and `ar:`. */
const readEditions = (file: string) =>
  yaml.load(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<'en' | 'ar', Record<string, unknown>>
/** A Markdown file as Decap holds it: its front matter fields plus `body`. */
const readMarkdown = (file: string): Record<string, unknown> => {
  const { data, content } = matter(fs.readFileSync(path.join(CONTENT, file), 'utf8'))
  return { ...data, body: content.trim() }
}

/** The URL Decap gives a media file; in the admin a blob: URL of the file it loaded. */
const getAsset = ((assetPath: string) => ({ toString: () => `blob:${assetPath}` })) as unknown as PreviewTemplateComponentProps['getAsset']

const entryOf = (data: Record<string, unknown>): ImmutableMap<string, unknown> => fromJS({ data })

/** The YAML file of each file collection the previews load, and the folder of each folder collection. */
const FILES: Record<string, string> = {
  interface: 'settings/interface.yaml',
  company: 'settings/company.yaml',
  navigation: 'settings/navigation.yaml',
  services: 'services/services.yaml',
  testimonials: 'testimonials/testimonials.yaml',
}
const FOLDERS: Record<string, string> = { caseStudies: 'case-studies', blog: 'blog' }

/**
 * Decap's getCollection over the saved content: a file collection's entry by name, or every entry of
 * a folder, each as Decap 3.6 returns it: an Immutable map whose data is a plain object.
 */
const savedCollections = () =>
  jest.fn(async (name: string, slug?: string) => {
    // The hidden readers of the other editions (cms-config.ts): a YAML file whole, a folder's files of one language.
    if (name === EDITIONS_READER && slug) return ImmutableMap({ data: readEditions(FILES[slug]) })
    const reader = Object.keys(FOLDERS).find((folder) => name === editionReaderName(folder, 'ar'))
    if (reader) return filesOf(FOLDERS[reader], 'ar').map((f) => ImmutableMap({ data: readMarkdown(`${FOLDERS[reader]}/${f}`) }))
    if (slug) return ImmutableMap({ data: readYaml(FILES[name]) })
    // Decap groups the editions of an entry and gives the default locale's data.
    return englishFiles(FOLDERS[name]).map((f) => ImmutableMap({ data: readMarkdown(`${FOLDERS[name]}/${f}`) }))
  })

type Extra = Partial<PreviewTemplateComponentProps> & { locale?: string }

function propsOf(data: Record<string, unknown>, extra: Extra = {}) {
  return { entry: entryOf(data), getAsset, getCollection: savedCollections(), ...extra } as unknown as PreviewTemplateComponentProps
}

function renderPreview(name: string, data: Record<string, unknown>, extra: Extra = {}) {
  const Preview = PREVIEWS[name]
  return render(<Preview {...propsOf(data, extra)} />)
}

/** What the interface file says, e.g. the name of the tags list. */
const PHRASES = readYaml('settings/interface.yaml') as { articles: Record<string, string> }

describe('preview templates', () => {
  it('are registered under names Decap looks up: folder collections and file entries of the configuration', () => {
    const config = cmsConfig(cmsSettingsFromEnv({}))
    const names = config.collections.flatMap((c) => (c.files ? c.files.map((f) => f.name) : [c.name]))
    expect(Object.keys(PREVIEWS).filter((name) => !names.includes(name))).toEqual([])
    expect(Object.keys(PREVIEWS).sort()).toEqual(['banners', 'blog', 'caseStudies', 'home', 'pricing'])
    expect(collections.length).toBeGreaterThan(Object.keys(PREVIEWS).length)
  })

  it('draws a blog post with the page component, its image from the CMS and its Markdown as the site renders it', async () => {
    const post = readMarkdown('blog/tax-savings.en.md')
    renderPreview('blog', post)
    expect(screen.getByText(/Loading the interface words/)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: String(post.title) })).toBeInTheDocument()
    expect(screen.getByText('15 July 2025')).toBeInTheDocument()
    // Asked for by its name in the media folder: Decap would load "/images/…" from the site, which has no such file.
    expect(screen.getByRole('img', { name: String(post.image_alt) })).toHaveAttribute('src', 'blob:tax-savings.jpg')
    expect(screen.getByRole('heading', { level: 2, name: 'Understand the basic corporate tax position' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: PHRASES.articles.tags }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(post.tags)
    for (const tag of post.tags as string[]) {
      expect(screen.getByRole('link', { name: tag })).toHaveAttribute('href', paths.tag(tagSlug(tag)))
    }
    expect(within(screen.getByRole('list', { name: PHRASES.articles.facts })).getByText('AED 375,000')).toBeInTheDocument()
  })

  it('shows the title as it is typed, without loading the interface words again', async () => {
    const post = readMarkdown('blog/tax-savings.en.md')
    const props = propsOf(post)
    const { rerender } = render(<PREVIEWS.blog {...props} />)
    expect(await screen.findByRole('heading', { level: 1, name: String(post.title) })).toBeInTheDocument()
    rerender(<PREVIEWS.blog {...props} entry={entryOf({ ...post, title: 'A new title' })} />)
    expect(screen.getByRole('heading', { level: 1, name: 'A new title' })).toBeInTheDocument()
    expect(props.getCollection).toHaveBeenCalledTimes(1)
  })

  it('explains an entry it cannot draw yet, and draws it once it can', async () => {
    const post = readMarkdown('blog/tax-savings.en.md')
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const props = propsOf({ ...post, date: '' })
    const { rerender } = render(<PREVIEWS.blog {...props} />)
    expect(await screen.findByRole('status')).toHaveTextContent(/The preview appears when the entry is complete/)
    spy.mockRestore()
    rerender(<PREVIEWS.blog {...props} entry={entryOf(post)} />)
    expect(screen.getByRole('heading', { level: 1, name: String(post.title) })).toBeInTheDocument()
  })

  it('draws a case study with its results', async () => {
    const study = readMarkdown('case-studies/retail-cash-flow.en.md')
    renderPreview('caseStudies', study)
    expect(await screen.findByRole('heading', { level: 1, name: String(study.title) })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: PHRASES.articles.results })).toBeInTheDocument()
  })

  it('draws the pricing table, a plan without the flag not marked popular', async () => {
    const pricing = readYaml('pricing/pricing.yaml')
    renderPreview('pricing', pricing)
    const plans = pricing.plans as Array<{ name: string; popular?: boolean }>
    await screen.findByRole('listitem', { name: plans[0].name })
    for (const plan of plans) {
      const card = screen.getByRole('listitem', { name: plan.name })
      expect(within(card).queryByText(String(pricing.popular_label)) !== null).toBe(plan.popular === true)
    }
  })

  it('draws every page banner under its address', async () => {
    const banners = readYaml('settings/banners.yaml')
    renderPreview('banners', banners)
    await screen.findAllByRole('region')
    for (const route of banners.routes as Array<{ route: string; title: string }>) {
      expect(screen.getByText(route.route)).toBeInTheDocument()
      expect(screen.getByRole('region', { name: route.title })).toBeInTheDocument()
    }
  })

  it('draws the home page sections with the services, testimonials and articles of the other files', async () => {
    const home = readYaml('home/home.yaml')
    renderPreview('home', home)
    expect(await screen.findByText(/Loading the content shown with the home page/)).toBeInTheDocument()

    const services = readYaml('services/services.yaml').items as Array<{ title: string }>
    expect(await screen.findByRole('heading', { name: services[0].title })).toBeInTheDocument()
    const slides = home.slides as Array<{ title: string }>
    expect(screen.getByText(slides[0].title)).toBeInTheDocument()
    const company = readYaml('settings/company.yaml')
    expect(screen.getByText(String(company.email))).toBeInTheDocument()
    const posts = readdirTitles('blog')
    const shown = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/financialblogs/blogs/'))
    expect(shown).toEqual(posts)
  })

  it('leaves an English preview frame left to right in English', async () => {
    document.documentElement.lang = 'ar'
    document.documentElement.dir = 'rtl'
    renderPreview('blog', readMarkdown('blog/tax-savings.en.md'), { document, locale: 'en' })
    await screen.findByRole('heading', { level: 1 })
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr'])
  })
})

describe('Arabic previews (the editor shows the Arabic side)', () => {
  const ARABIC = readEditions('settings/interface.yaml').ar as { articles: Record<string, string>; dates: { months: string[] } }

  afterEach(() => {
    document.documentElement.removeAttribute('lang')
    document.documentElement.removeAttribute('dir')
  })

  it('draws the Arabic post right to left, with the Arabic interface words, month names and addresses', async () => {
    const post = readMarkdown('blog/tax-savings.ar.md')
    renderPreview('blog', post, { document, locale: 'ar' })
    expect(await screen.findByRole('heading', { level: 1, name: String(post.title) })).toBeInTheDocument()
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    const month = ARABIC.dates.months[Number(String(post.date).slice(5, 7)) - 1]
    expect(screen.getByText(new RegExp(month))).toBeInTheDocument()
    const tags = within(screen.getByRole('list', { name: ARABIC.articles.tags }))
    for (const tag of post.tags as string[])
      expect(tags.getByRole('link', { name: tag })).toHaveAttribute('href', `/ar${paths.tag(tagSlug(tag))}`)
  })

  it('draws the Arabic home page with the Arabic halves of the other files and the posts that have an Arabic file', async () => {
    const home = readEditions('home/home.yaml').ar
    renderPreview('home', home, { document, locale: 'ar' })
    const services = readEditions('services/services.yaml').ar.items as Array<{ title: string }>
    expect(await screen.findByRole('heading', { name: services[0].title })).toBeInTheDocument()
    const company = readEditions('settings/company.yaml').ar
    // The chat link carries the greeting of the company file's Arabic half (its words before the firm's name).
    const greeting = String(company.chat_greeting).split('{')[0].trim()
    const hrefs = screen.getAllByRole('link').map((a) => decodeURIComponent(a.getAttribute('href') ?? ''))
    expect(greeting).not.toBe('')
    expect(hrefs.some((href) => href.includes(greeting))).toBe(true)
    const posts = filesOf('blog', 'ar').map((f) => readMarkdown(`blog/${f}`))
    const shown = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/ar/financialblogs/blogs/'))
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((href) => posts.some((p) => href === `/ar/financialblogs/blogs/${String(p.slug)}`))).toBe(true)
    expect(screen.queryByText(String((readYaml('services/services.yaml').items as Array<{ title: string }>)[0].title))).toBeNull()
  })
})

/** The file of one language of every entry of a folder that has it. */
function filesOf(folder: string, locale: 'en' | 'ar'): string[] {
  return fs.readdirSync(path.join(CONTENT, folder)).filter((f) => f.endsWith(`.${locale}.md`))
}

/** The English file of every entry of a folder. */
const englishFiles = (folder: string): string[] => filesOf(folder, 'en')

/** Post addresses newest first, then by slug: the home page's order. */
function readdirTitles(folder: string): string[] {
  return englishFiles(folder)
    .map((f) => readMarkdown(`${folder}/${f}`))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)) || String(a.slug).localeCompare(String(b.slug)))
    .map((p) => `/financialblogs/blogs/${String(p.slug)}`)
}

describe('Markdown in previews', () => {
  it('renders GitHub-flavoured Markdown and drops what the site would drop', () => {
    const html = previewHtml('## Costs\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))')
    expect(html).toContain('<h2>Costs</h2>')
    expect(html).toContain('<table>')
    expect(html).not.toMatch(/script|javascript:/)
  })
})
