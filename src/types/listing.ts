/** The page contexts of the blog's listings, as createPages writes them and their templates read them. */
import type { Locale } from '../config/locales'
import type { Edition } from '../lib/shared/page-editions'

/**
 * What every page created by createPages (and the home pages) has in its context: its edition, and
 * the same page in every edition that has it, itself included (src/lib/shared/page-editions.ts).
 */
export interface LocalePageContext {
  locale: Locale
  editions: readonly Edition[]
}

/** A page of the blog index or of one tag's posts (src/templates/post-listing.tsx). */
export interface PostListingContext extends LocalePageContext {
  /** The posts of this page, newest first. */
  ids: readonly string[]
  /** From 1. */
  page: number
  pageCount: number
  /** The tag whose posts these are; none on the blog index. */
  tag: { name: string; slug: string } | null
  /** Posts in the whole list, across its pages. */
  total: number
}

/** The index of tags (src/templates/tag-index.tsx). */
export interface TagIndexContext extends LocalePageContext {
  eyebrow: string
  /** Label of the link back to the blog index. */
  browseLabel: string
  heading: string
  intro: string
  tags: ReadonlyArray<{ name: string; slug: string; count: number }>
}
