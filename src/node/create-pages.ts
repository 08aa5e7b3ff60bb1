import path from 'path'
import type { GatsbyNode, Page } from 'gatsby'
import { LISTING, paths } from '../config/constants'
import { LOCALE_CODES, localisedPath, type Locale } from '../config/locales'
import { siteUrl } from '../config/site-url'
import { folderCollections } from '../content-model/collections'
import { CASE_STUDY_INDEX, STATIC_PAGES } from '../content-model/content-pages'
import { pageEditions } from '../lib/shared/page-editions'
import { listingTitle, paginate } from '../lib/shared/paginate'
import { relatedPosts } from '../lib/build/related-posts'
import { groupTags } from '../lib/shared/tag-slug'
import { stageSummary, stopwatch, timeAccount } from '../lib/build/stage-summary'
import type { PostListingContext, TagIndexContext } from '../types/listing'
import {
  SITE_FACTS_SELECTION,
  entryStructuredData,
  indexPageStructuredData,
  listingStructuredData,
  siteFacts,
  staticPageStructuredData,
  type ArticleEntry,
  type EntryData,
  type SiteFactsData,
} from './page-structured-data'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

const ARTICLE_SELECTION = 'title date(formatString: "YYYY-MM-DD") excerpt author category image { publicURL }'

/** Which template renders an entry of each Markdown collection, and what its page context needs of the entry. */
const ENTRY_PAGES = [
  { collection: 'blog', component: template('blog-post'), selection: `${ARTICLE_SELECTION} tags` },
  { collection: 'caseStudies', component: template('case-study'), selection: ARTICLE_SELECTION },
  { collection: 'companyPages', component: template('company-page'), selection: 'title' },
] as const

type EntryNode = EntryData & { id: string }
type EntriesData = Record<EntryData['collection'], { nodes: Array<Omit<EntryNode, 'collection'>> }>

/** One listing per collection (aliased by its name) of the edition `$locale`, in the order listings show them. */
const entryListings = ENTRY_PAGES.map(({ collection, selection }) => {
  const { typeName } = folderCollections.find((c) => c.name === collection)!
  return `${collection}: all${typeName}(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }]) { nodes { id path ${selection} } }`
})

const linkTo = (entry?: EntryNode) => (entry ? { title: entry.title, path: entry.path } : null)

/** What the blog's listings say about themselves: the home page's blog section, and how later pages are titled. */
const BLOG_SECTION_SELECTION = `
  blogSection: home(locale: $locale) { blog_section { eyebrow heading intro link_label tags_heading tags_intro } }
  interface(locale: $locale) { listings { page_title } }
`
interface BlogSectionData {
  blogSection: {
    blog_section: { eyebrow: string; heading: string; intro?: string | null; link_label: string; tags_heading: string; tags_intro: string }
  }
  interface: { listings: { page_title: string } }
}

type EditionData = SiteFactsData & EntriesData & BlogSectionData
type PageInput = Page<Record<string, unknown>>
type Reporter = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter']
type TimeAccount = ReturnType<typeof timeAccount>

/**
 * Every page of each edition: English at the specification's routes, Arabic under /ar
 * (src/config/locales.ts). Each page's context also holds its `editions`, the same page in every
 * edition that has it (src/lib/shared/page-editions.ts), for the language switch and the hreflang links;
 * so both editions are made before any page is created.
 */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const elapsed = stopwatch()
  const structuredData = timeAccount()
  const pages: PageInput[] = []
  for (const locale of LOCALE_CODES) {
    const result = await graphql<EditionData>(
      `
        query EntriesForPages($locale: String!) {
          ${SITE_FACTS_SELECTION}
          ${BLOG_SECTION_SELECTION}
          ${entryListings.join('\n')}
        }
      `,
      { locale },
    )
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query the content entries of the "${locale}" edition for page creation`, result.errors)
      return
    }
    pages.push(...createEdition(locale, result.data, reporter, structuredData))
  }
  const built = new Set(pages.map((page) => page.path))
  for (const page of pages) actions.createPage({ ...page, context: { ...page.context, editions: pageEditions(page.path, built) } })
  reporter.info(stageSummary('structured data', structuredData.count, structuredData.ms))
  reporter.info(stageSummary('page creation', pages.length, elapsed(), `${LOCALE_CODES.length} editions`))
}

/**
 * The pages of one edition, each with its `locale` in the page context (its queries take it as
 * `$locale`), still without their `editions`. An entry exists in an edition only if it has a file in that language, so listings,
 * tags, related posts and previous/next links only ever lead to pages of the same edition.
 */
function createEdition(locale: Locale, data: EditionData, reporter: Pick<Reporter, 'panicOnBuild'>, structured: TimeAccount): PageInput[] {
  const pages: PageInput[] = []
  const site = siteFacts(siteUrl, data, locale)
  const localised = (path: string) => localisedPath(locale, path)

  for (const page of STATIC_PAGES) {
    pages.push({
      component: template(page.template),
      path: localised(page.path),
      context: { locale, structuredData: structured.measure(() => staticPageStructuredData(site, page.path, data.banners)) },
    })
  }

  pages.push({
    component: template(CASE_STUDY_INDEX.template),
    path: localised(CASE_STUDY_INDEX.path),
    context: {
      locale,
      structuredData: structured.measure(() => indexPageStructuredData(site, CASE_STUDY_INDEX.path, data.banners, data.caseStudies.nodes)),
    },
  })

  // createPages selects tags for posts (ENTRY_PAGES).
  const posts = (data.blog.nodes as Array<ArticleEntry & { id: string }>).map((node) => ({ ...node, tags: node.tags ?? [] }))
  const tags = (() => {
    try {
      return groupTags(posts, (post) => `The blog post at ${post.path}`, locale)
    } catch (error) {
      reporter.panicOnBuild(String(error instanceof Error ? error.message : error))
      return []
    }
  })()
  const {
    eyebrow,
    heading,
    intro,
    link_label: browseLabel,
    tags_heading: tagsHeading,
    tags_intro: tagsIntro,
  } = data.blogSection.blog_section

  // The blog index, and each tag's posts, newest first, a fixed number a page.
  const listings = [
    { tag: null, posts, pathFor: (page: number) => localised(paths.blogIndex(page)), name: heading, description: intro ?? undefined },
    ...tags.map((tag) => ({
      tag: { name: tag.name, slug: tag.slug },
      posts: tag.posts,
      pathFor: (page: number) => localised(paths.tag(tag.slug, page)),
      name: tag.name,
      description: undefined,
    })),
  ]
  for (const { tag, posts: listed, pathFor, name, description } of listings) {
    for (const { page, pageCount, start, end } of paginate(listed.length, LISTING.pageSize)) {
      const onPage = listed.slice(start, end)
      const context: Omit<PostListingContext, 'editions'> = {
        locale,
        ids: onPage.map((p) => p.id),
        page,
        pageCount,
        tag,
        total: listed.length,
      }
      pages.push({
        path: pathFor(page),
        component: template('post-listing'),
        context: {
          ...context,
          structuredData: structured.measure(() =>
            listingStructuredData(site, {
              name: listingTitle(name, page, data.interface.listings.page_title),
              description,
              path: pathFor(page),
              items: onPage,
              firstPosition: start + 1,
            }),
          ),
        },
      })
    }
  }

  const tagIndex: Omit<TagIndexContext, 'editions'> = {
    locale,
    eyebrow,
    browseLabel,
    heading: tagsHeading,
    intro: tagsIntro,
    tags: tags.map(({ name, slug, posts: tagged }) => ({ name, slug, count: tagged.length })),
  }
  pages.push({
    path: localised(paths.tagIndex),
    component: template('tag-index'),
    context: {
      ...tagIndex,
      structuredData: structured.measure(() =>
        listingStructuredData(site, {
          name: tagsHeading,
          description: tagsIntro,
          path: localised(paths.tagIndex),
          items: tags.map(({ name, slug }) => ({ title: name, path: localised(paths.tag(slug)) })),
        }),
      ),
    },
  })

  const related = relatedPosts(posts, LISTING.relatedPosts)
  for (const { collection, component } of ENTRY_PAGES) {
    const entries = data[collection].nodes.map((node) => ({ ...node, collection }) as EntryNode)
    entries.forEach((entry, i) => {
      pages.push({
        path: entry.path,
        component,
        context: {
          locale,
          id: entry.id,
          // Neighbours in the same order as listings, for previous/next links.
          previous: linkTo(entries[i - 1]),
          next: linkTo(entries[i + 1]),
          // Posts only: the suggested reading at the end, in the order to show them.
          related: collection === 'blog' ? related[i].map((p) => p.id) : [],
          structuredData: structured.measure(() => entryStructuredData(site, entry)),
        },
      })
    })
  }
  return pages
}
