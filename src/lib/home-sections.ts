/**
 * Maps the home page's query data to the props of its sections. The home page and the CMS preview
 * of the home page (src/cms/preview/HomePreview.tsx) both use these, so the preview shows the
 * sections exactly as the page does. These stay apart from the mappers the services pages share
 * (ServiceSections/service-sections.ts) so that the home page's script carries only its own.
 */
import type { AboutProps } from '../components/About/About'
import type { BlogCard } from '../components/BlogCarousel/BlogCarousel'
import type { CaseStudyCard } from '../components/CaseStudyCards/CaseStudyCards'
import type { CounterItem } from '../components/Counters/Counters'
import type { Slide } from '../components/HeroSlider/HeroSlider'
import type { IconName } from '../components/Icon/icon-names'
import type { ServiceCard } from '../components/ServiceCards/ServiceCards'
import type { Testimonial } from '../components/Testimonials/Testimonials'
import type { Company } from '../types/site'
import { formatDate } from './format-date'
import { toImageSource } from './to-image-source'
import { toAboutProps } from '../components/ServiceSections/service-sections'

export type HomeData = NonNullable<Queries.HomePageQuery['homeYaml']>
export type ServicesData = NonNullable<Queries.HomePageQuery['servicesYaml']>
export type TestimonialsData = NonNullable<Queries.HomePageQuery['testimonialsYaml']>
export type CaseStudyNode = Queries.HomePageQuery['caseStudies']['nodes'][number]
export type PostNode = Queries.HomePageQuery['posts']['nodes'][number]

export const toSlides = (slides: HomeData['slides']): Slide[] =>
  slides.map((s) => ({ smallTitle: s.small_title, title: s.title, text: s.text, image: toImageSource(s.image), imageAlt: s.image_alt }))

export const toCounters = (counters: HomeData['counters']): CounterItem[] =>
  counters.map((c) => ({ value: c.value, prefix: c.prefix ?? undefined, suffix: c.suffix ?? undefined, label: c.label }))

export const toServiceCards = (services: ServicesData): ServiceCard[] => services.items.map((s) => ({ ...s, icon: s.icon as IconName }))

export const toTestimonials = (testimonials: TestimonialsData): Testimonial[] =>
  testimonials.items.map((t) => ({ name: t.name, role: t.role ?? undefined, text: t.text, rating: t.rating, reviewsLabel: t.reviews_label }))

export const toCaseStudyCards = (nodes: readonly CaseStudyNode[]): CaseStudyCard[] =>
  nodes.map((study) => ({
    title: study.title,
    category: study.category,
    path: study.path,
    image: toImageSource(study.image),
    imageAlt: study.image_alt,
  }))

export const toBlogCards = (nodes: readonly PostNode[]): BlogCard[] =>
  nodes.map((post) => ({
    title: post.title,
    date: formatDate(post.date),
    comments: post.comments,
    excerpt: post.excerpt,
    path: post.path,
    image: toImageSource(post.image),
    imageAlt: post.image_alt,
  }))

/** The home page's About section: the same mapping as the services pages' About section. */
export const toHomeAbout = (home: HomeData, company: Company): AboutProps => toAboutProps(home, company)
