import React, { useEffect, useState } from 'react'
import { LISTING, paths } from '@src/config/constants'
import { About } from '@src/components/About/About'
import { BlogCarousel } from '@src/components/BlogCarousel/BlogCarousel'
import { CaseStudyCards } from '@src/components/CaseStudyCards/CaseStudyCards'
import { Counters } from '@src/components/Counters/Counters'
import { HeroSlider } from '@src/components/HeroSlider/HeroSlider'
import { ServiceCards } from '@src/components/ServiceCards/ServiceCards'
import { WhyPartner } from '@src/components/WhyPartner/WhyPartner'
import { toAboutProps } from '@src/view-models/about'
import { toCounters } from '@src/view-models/counters'
import {
  toBlogCards,
  toBlogSection,
  toCaseStudyCards,
  toCaseStudySection,
  toServiceCards,
  toSlides,
  type CaseStudyNode,
  type HomeData,
  type PostNode,
  type ServicesData,
} from '@src/view-models/home'
import { toCompany, type CompanyData } from '@src/view-models/site-chrome'
import { toTestimonials } from '@src/view-models/testimonials'
import { usePhrases } from '@src/hooks/use-phrases'
import {
  AS_LIVE,
  entryData,
  fileData,
  folderData,
  group,
  groups,
  number,
  optionalText,
  previewFile,
  text,
  texts,
  type Data,
  type GetAsset,
  type GetCollection,
} from './entry-data'
import * as styles from './preview.module.css'
import { localisedPath, type Locale } from '@src/config/locales'
import type { PreviewProps } from './preview-locale'

/** What the home page shows from other files: company details, contact label, services, testimonials, articles. */
interface Related {
  company: CompanyData
  contactLabel: string
  services: ServicesData
  testimonials: Queries.TestimonialsSectionFragment
  caseStudies: CaseStudyNode[]
  posts: PostNode[]
}

const intro = (value: unknown) => {
  const g = group(value)
  return { eyebrow: text(g.eyebrow), heading: text(g.heading), intro: optionalText(g.intro) }
}

function homeData(data: Data, getAsset: GetAsset): HomeData {
  const about = group(data.about)
  const why = group(data.why_partner)
  return {
    slides: groups(data.slides).map((s) => ({
      small_title: text(s.small_title),
      title: text(s.title),
      text: text(s.text),
      image_alt: text(s.image_alt),
      image: previewFile(getAsset, s.image),
    })),
    about: {
      eyebrow: text(about.eyebrow),
      heading: text(about.heading),
      watermark: text(about.watermark),
      text: text(about.text),
      image_alt: text(about.image_alt),
      image: previewFile(getAsset, about.image),
      success_label: text(about.success_label),
      success_value: text(about.success_value),
      progress: number(about.progress),
    },
    counters: groups(data.counters).map((c) => ({
      value: number(c.value),
      prefix: optionalText(c.prefix),
      suffix: optionalText(c.suffix),
      label: text(c.label),
    })),
    services_section: intro(data.services_section),
    case_studies_section: { ...intro(data.case_studies_section), link_label: text(group(data.case_studies_section).link_label) },
    why_partner: { ...intro(why), points: texts(why.points), testimonials_heading: text(why.testimonials_heading) },
    blog_section: { ...intro(data.blog_section), link_label: text(group(data.blog_section).link_label) },
  }
}

/** Newest first, then by address: the order of the home page's query. */
const newestFirst = (a: Data, b: Data) => text(b.date).localeCompare(text(a.date)) || text(a.slug).localeCompare(text(b.slug))

async function loadRelated(getCollection: GetCollection, getAsset: GetAsset, locale: Locale): Promise<Related> {
  const [company, navigation, services, testimonials, caseStudies, posts] = await Promise.all([
    fileData(getCollection, 'company', locale),
    fileData(getCollection, 'navigation', locale),
    fileData(getCollection, 'services', locale),
    fileData(getCollection, 'testimonials', locale),
    folderData(getCollection, 'caseStudies', locale),
    folderData(getCollection, 'blog', locale),
  ])
  const address = group(company.address)
  const footer = group(company.footer)
  return {
    company: {
      name: text(company.name),
      description: text(company.description),
      phone: text(company.phone),
      email: text(company.email),
      chat_greeting: text(company.chat_greeting),
      address: {
        street: text(address.street),
        area: text(address.area),
        po_box: optionalText(address.po_box),
        city: text(address.city),
        country: text(address.country),
      },
      footer: { heading: text(footer.heading), blurb: text(footer.blurb), copyright: text(footer.copyright) },
    },
    contactLabel: text(navigation.contact_label),
    services: {
      items: groups(services.items).map((s) => ({
        title: text(s.title),
        specialist: text(s.specialist),
        description: text(s.description),
        icon: text(s.icon),
      })),
    },
    testimonials: {
      items: groups(testimonials.items).map((t) => ({
        name: text(t.name),
        role: optionalText(t.role),
        text: text(t.text),
        rating: number(t.rating),
        reviews_label: text(t.reviews_label),
      })),
    },
    caseStudies: [...caseStudies].sort(newestFirst).map((c) => ({
      path: localisedPath(locale, paths.caseStudy(text(c.slug))),
      title: text(c.title),
      category: text(c.category),
      draft: c.draft === true,
      ...AS_LIVE,
      image_alt: text(c.image_alt),
      image: previewFile(getAsset, c.image),
    })),
    posts: [...posts].sort(newestFirst).map((p) => ({
      path: localisedPath(locale, paths.blogPost(text(p.slug))),
      title: text(p.title),
      date: text(p.date),
      comments: number(p.comments),
      excerpt: text(p.excerpt),
      draft: p.draft === true,
      ...AS_LIVE,
      image_alt: text(p.image_alt),
      image: previewFile(getAsset, p.image),
    })),
  }
}

/** The home page file being edited, in the edition shown, drawn with the home page's sections and the content they pull in. */
export function HomePreview({ entry, getAsset, getCollection, locale }: PreviewProps) {
  const phrases = usePhrases()
  const [related, setRelated] = useState<Related | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The other files do not change while this one is edited: load them once per edition, with the first render's accessors.
  const [load] = useState(() => (edition: Locale) => loadRelated(getCollection, getAsset, edition))
  useEffect(() => {
    let current = true
    load(locale).then(
      (loaded) => current && setRelated(loaded),
      (error: unknown) => current && setFailure(String(error)),
    )
    return () => {
      current = false
    }
  }, [load, locale])

  if (failure) return <p className={styles.notice}>The content shown with the home page could not be loaded: {failure}</p>
  if (!related) return <p className={styles.notice}>Loading the content shown with the home page…</p>

  const home = homeData(entryData(entry), getAsset)
  const company = toCompany(related.company)
  return (
    <>
      <HeroSlider slides={toSlides(home.slides)} contactLabel={related.contactLabel} chatUrl={company.chatUrl} />
      <About id="aboutus" {...toAboutProps(home, company)} />
      <Counters counters={toCounters(home)} />
      <ServiceCards id="services" intro={home.services_section} services={toServiceCards(related.services)} />
      <CaseStudyCards
        {...toCaseStudySection(home.case_studies_section, locale)}
        cases={toCaseStudyCards(related.caseStudies.slice(0, LISTING.homeCaseStudies))}
      />
      <WhyPartner
        intro={home.why_partner}
        points={[...home.why_partner.points]}
        testimonialsHeading={home.why_partner.testimonials_heading}
        testimonials={toTestimonials(related.testimonials)}
      />
      <BlogCarousel {...toBlogSection(home.blog_section, locale)} posts={toBlogCards(related.posts.slice(0, LISTING.homePosts), phrases)} />
    </>
  )
}
