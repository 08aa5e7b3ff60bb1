import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { LISTING, paths } from '../config/constants'
import { siteUrl } from '../config/site-url'
import { folderCollections } from '../content-model/collections'
import { listingTitle, paginate } from '../lib/paginate'
import { relatedPosts } from '../lib/related-posts'
import { groupTags } from '../lib/tag-slug'
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

/** Pages of the solutions group that are not backed by a Markdown entry. */
export const STATIC_PAGES = [
  { path: paths.mission, component: template('mission') },
  { path: paths.services, component: template('services') },
  { path: paths.serviceDetail, component: template('service-detail') },
]

/** The index of every case study, newest first (its query sorts as createPages does). */
export const CASE_STUDY_INDEX = { path: paths.caseStudyIndex, component: template('case-study-index') }

const ARTICLE_SELECTION = 'title date(formatString: "YYYY-MM-DD") excerpt author category image { publicURL }'

/** Which template renders an entry of each Markdown collection, and what its page context needs of the entry. */
const ENTRY_PAGES = [
  { collection: 'blog', component: template('blog-post'), selection: `${ARTICLE_SELECTION} tags` },
  { collection: 'caseStudies', component: template('case-study'), selection: ARTICLE_SELECTION },
  { collection: 'companyPages', component: template('company-page'), selection: 'title' },
] as const

type EntryNode = EntryData & { id: string }
type EntriesData = Record<EntryData['collection'], { nodes: Array<Omit<EntryNode, 'collection'>> }>

/** One listing per collection (aliased by its name), in the order listings show them. */
const entryListings = ENTRY_PAGES.map(({ collection, selection }) => {
  const { typeName } = folderCollections.find((c) => c.name === collection)!
  return `${collection}: all${typeName}(sort: [{ date: DESC }, { slug: ASC }]) { nodes { id path ${selection} } }`
})

const linkTo = (entry?: EntryNode) => (entry ? { title: entry.title, path: entry.path } : null)

/** What the blog's listings say about themselves: the home page's blog section, and how later pages are titled. */
const BLOG_SECTION_SELECTION = `
  blogSection: home { blog_section { eyebrow heading intro link_label tags_heading tags_intro } }
  interface { listings { page_title } }
`
interface BlogSectionData {
  blogSection: {
    blog_section: { eyebrow: string; heading: string; intro?: string | null; link_label: string; tags_heading: string; tags_intro: string }
  }
  interface: { listings: { page_title: string } }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<SiteFactsData & EntriesData & BlogSectionData>(`
    query EntriesForPages {
      ${SITE_FACTS_SELECTION}
      ${BLOG_SECTION_SELECTION}
      ${entryListings.join('\n')}
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content entries for page creation', result.errors)
    return
  }
  const site = siteFacts(siteUrl, result.data)

  for (const page of STATIC_PAGES) {
    actions.createPage({ ...page, context: { structuredData: staticPageStructuredData(site, page.path, result.data.banners) } })
  }

  actions.createPage({
    ...CASE_STUDY_INDEX,
    context: { structuredData: indexPageStructuredData(site, CASE_STUDY_INDEX.path, result.data.banners, result.data.caseStudies.nodes) },
  })

  // createPages selects tags for posts (ENTRY_PAGES).
  const posts = (result.data.blog.nodes as Array<ArticleEntry & { id: string }>).map((node) => ({ ...node, tags: node.tags ?? [] }))
  const tags = (() => {
    try {
      return groupTags(posts, (post) => `The blog post at ${post.path}`)
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
  } = result.data.blogSection.blog_section

  // The blog index, and each tag's posts, newest first, a fixed number a page.
  const listings = [
    { tag: null, posts, pathFor: (page: number) => paths.blogIndex(page), name: heading, description: intro ?? undefined },
    ...tags.map((tag) => ({
      tag: { name: tag.name, slug: tag.slug },
      posts: tag.posts,
      pathFor: (page: number) => paths.tag(tag.slug, page),
      name: tag.name,
      description: undefined,
    })),
  ]
  for (const { tag, posts: listed, pathFor, name, description } of listings) {
    for (const { page, pageCount, start, end } of paginate(listed.length, LISTING.pageSize)) {
      const onPage = listed.slice(start, end)
      const context: PostListingContext = { ids: onPage.map((p) => p.id), page, pageCount, tag, total: listed.length }
      actions.createPage({
        path: pathFor(page),
        component: template('post-listing'),
        context: {
          ...context,
          structuredData: listingStructuredData(site, {
            name: listingTitle(name, page, result.data.interface.listings.page_title),
            description,
            path: pathFor(page),
            items: onPage,
            firstPosition: start + 1,
          }),
        },
      })
    }
  }

  const tagIndex: TagIndexContext = {
    eyebrow,
    browseLabel,
    heading: tagsHeading,
    intro: tagsIntro,
    tags: tags.map(({ name, slug, posts: tagged }) => ({ name, slug, count: tagged.length })),
  }
  actions.createPage({
    path: paths.tagIndex,
    component: template('tag-index'),
    context: {
      ...tagIndex,
      structuredData: listingStructuredData(site, {
        name: tagsHeading,
        description: tagsIntro,
        path: paths.tagIndex,
        items: tags.map(({ name, slug }) => ({ title: name, path: paths.tag(slug) })),
      }),
    },
  })

  for (const { collection, component } of ENTRY_PAGES) {
    const entries = result.data[collection].nodes.map((node) => ({ ...node, collection }) as EntryNode)
    entries.forEach((entry, i) => {
      const post = collection === 'blog' ? posts[i] : undefined
      actions.createPage({
        path: entry.path,
        component,
        context: {
          id: entry.id,
          // Neighbours in the same order as listings, for previous/next links.
          previous: linkTo(entries[i - 1]),
          next: linkTo(entries[i + 1]),
          // Posts only: the suggested reading at the end, in the order to show them.
          related: post ? relatedPosts(post, posts, LISTING.relatedPosts).map((p) => p.id) : [],
          structuredData: entryStructuredData(site, entry),
        },
      })
    })
  }
}
