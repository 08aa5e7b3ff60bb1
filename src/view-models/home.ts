/**
 * The sections only the home page shows, for the page and its CMS preview alike, so the preview
 * shows them exactly as the page does. Sections other pages share have their own modules, so the
 * home page's script carries only what it uses.
 */
import type { BlogCard } from '@src/components/BlogCarousel/BlogCarousel'
import type { CaseStudyCard } from '@src/components/CaseStudyCards/CaseStudyCards'
import type { Slide } from '@src/components/HeroSlider/HeroSlider'
import type { ServiceCard } from '@src/components/ServiceCards/ServiceCards'
import { paths } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { toImageSource } from './image'
import type { SitePhrases } from '@src/types/phrases'
import { scheduleNotice } from './schedule-notice'

export type HomeData = Queries.HomePageQuery['home']
export type ServicesData = Queries.HomePageQuery['services']
export type CaseStudyNode = Queries.HomePageQuery['caseStudies']['nodes'][number]
export type PostNode = Queries.HomePageQuery['posts']['nodes'][number]

export const toSlides = (slides: HomeData['slides']): Slide[] =>
  slides.map((s) => ({ smallTitle: s.small_title, title: s.title, text: s.text, image: toImageSource(s.image), imageAlt: s.image_alt }))

// The content model's validation holds each icon to the names there are when the site is built (a select's
// options): the items are the cards as they are, not copied.
export const toServiceCards = (services: ServicesData): ServiceCard[] => services.items as ServiceCard[]

export const toCaseStudyCards = (nodes: readonly CaseStudyNode[]): CaseStudyCard[] =>
  nodes.map((study) => ({
    title: study.title,
    category: study.category,
    path: study.path,
    image: toImageSource(study.image),
    imageAlt: study.image_alt,
    draft: study.draft,
    schedule: scheduleNotice(study),
  }))

export const toBlogCards = (nodes: readonly PostNode[], phrases: SitePhrases): BlogCard[] =>
  nodes.map((post) => ({
    title: post.title,
    date: phrases.date(post.date),
    comments: post.comments,
    excerpt: post.excerpt,
    path: post.path,
    image: toImageSource(post.image),
    imageAlt: post.image_alt,
    draft: post.draft,
    schedule: scheduleNotice(post),
  }))

type SectionIntro = Pick<HomeData['blog_section'], 'eyebrow' | 'heading' | 'intro' | 'link_label'>

/** A section's heading and its link to the page `path` lists, in the edition `locale`. */
const linkedSection =
  (path: string) =>
  ({ link_label, ...intro }: SectionIntro, locale: Locale) => ({
    intro,
    more: { label: link_label, path: localisedPath(locale, path) },
  })

/** The blog carousel's heading and its link to the blog index. */
export const toBlogSection = linkedSection(paths.blogIndex())

/** The case-study section's heading and its link to the list of every case study. */
export const toCaseStudySection = linkedSection(paths.caseStudyIndex)
