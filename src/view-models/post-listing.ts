/**
 * Blog posts as cards, the pages of a listing, and tags as links: for the blog index, the tag
 * pages, the index of tags and the related reading under a post.
 */
import { graphql } from 'gatsby'
import type { PageLink, PaginationProps } from '@src/components/Pagination/Pagination'
import type { PostCard } from '@src/components/PostGrid/PostGrid'
import type { TagLink } from '@src/components/Tags/Tags'
import type { TagEntry } from '@src/components/TagIndex/TagIndex'
import { paths } from '@src/config/constants'
import { DEFAULT_LOCALE, localisedPath, type Locale } from '@src/config/locales'
import { listingTitle, pageNumbers } from '@src/lib/shared/paginate'
import { tagSlug } from '@src/lib/shared/tag-slug'
import type { PostListingContext } from '@src/types/listing'
import type { SitePhrases } from '@src/types/phrases'
import { toImageSource } from './image'
import { scheduleNotice } from './schedule-notice'

export type { PostListingContext }

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const postCardFields = graphql`
  fragment PostCardFields on BlogPost {
    id
    path
    title
    date
    excerpt
    category
    tags
    ...EntrySchedule
    image_alt
    image {
      ...CardImage
    }
  }
`

export type PostCardNode = Queries.PostCardFieldsFragment

/** The pages of each tag in the edition `locale`, from its name as written in a post. */
export const tagLinks = (tags: readonly string[], locale: Locale = DEFAULT_LOCALE): TagLink[] =>
  tags.map((name) => ({ name, path: localisedPath(locale, paths.tag(tagSlug(name))) }))

/** Cards of posts of the edition `locale` (their tags lead to its tag pages). */
export const toPostCards = (nodes: readonly PostCardNode[], phrases: SitePhrases, locale: Locale): PostCard[] =>
  nodes.map((post) => ({
    title: post.title,
    date: phrases.date(post.date),
    isoDate: post.date,
    category: post.category,
    excerpt: post.excerpt,
    path: post.path,
    image: toImageSource(post.image),
    imageAlt: post.image_alt,
    tags: tagLinks(post.tags, locale),
    draft: post.draft,
    schedule: scheduleNotice(post),
  }))

/** The address of each page of a listing, in the edition `locale`. */
export const listingPath = (tag: PostListingContext['tag'], page: number, locale: Locale = DEFAULT_LOCALE): string =>
  localisedPath(locale, tag ? paths.tag(tag.slug, page) : paths.blogIndex(page))

/** The pagination nav of page `page` of `pageCount`. */
export function toPagination({ tag, page, pageCount, locale }: PostListingContext, phrases: SitePhrases): PaginationProps {
  const pages: PageLink[] = pageNumbers(page, pageCount).map((n) =>
    n === 'gap' ? n : { number: n, path: listingPath(tag, n, locale), current: n === page },
  )
  return {
    label: tag ? phrases.text('listings.tag_pages', { tag: tag.name }) : phrases.text('listings.blog_pages'),
    pages,
    previous: page > 1 ? listingPath(tag, page - 1, locale) : undefined,
    next: page < pageCount ? listingPath(tag, page + 1, locale) : undefined,
  }
}

/** The heading and title of a listing page; createPages names its structured data the same way. */
export function listingHeading(
  context: PostListingContext,
  blog: { eyebrow: string; heading: string; intro?: string | null; link_label: string; tags_link_label: string },
  phrases: SitePhrases,
) {
  const name = context.tag ? context.tag.name : blog.heading
  return {
    eyebrow: context.tag ? phrases.text('listings.topic') : blog.eyebrow,
    heading: name,
    intro: context.tag
      ? phrases.text('listings.tag_intro', { articles: phrases.count('listings.articles', context.total), tag: context.tag.name })
      : blog.intro,
    title: listingTitle(name, context.page, phrases.template('listings.page_title')),
    /** From the blog index to the index of tags; from a tag's page back to the blog index. */
    browse: context.tag
      ? { label: blog.link_label, path: localisedPath(context.locale, paths.blogIndex()) }
      : { label: blog.tags_link_label, path: localisedPath(context.locale, paths.tagIndex) },
  }
}

export const toTagEntries = (tags: ReadonlyArray<{ name: string; slug: string; count: number }>, locale: Locale): TagEntry[] =>
  tags.map(({ name, slug, count }) => ({ name, count, path: localisedPath(locale, paths.tag(slug)) }))
