import React from 'react'
import { Helmet } from 'react-helmet'
import { BRAND_COLORS, SITE_FILES } from '@src/config/constants'
import { LOCALES, type Locale } from '@src/config/locales'
import { usePhrases } from '@src/hooks/use-phrases'
import { hreflangAlternates, type Edition } from '@src/lib/shared/page-editions'
import { absoluteUrl, canonicalUrl } from '@src/lib/shared/site-address'

export interface SeoProps {
  title: string
  description: string
  pathname: string
  siteName: string
  siteUrl: string
  /** The page's edition. */
  locale: Locale
  /** The same page in every edition that has it (src/lib/shared/page-editions.ts): its hreflang links and og:locale:alternate. */
  editions: readonly Edition[]
  /** Site-relative or absolute URL of the page's own share image; the site's default otherwise. */
  image?: string
  /** Describes `image`; the site name describes the default image. */
  imageAlt?: string
  type?: 'website' | 'article'
  /** The pages before and after this one in a paginated list. */
  previousPath?: string
  nextPath?: string
  /** Extra head tags, e.g. a no-JavaScript redirect. */
  children?: React.ReactNode
}

/**
 * Title, description, canonical URL, the hreflang links to the page's other editions (the same as
 * the sitemap's), and the Open Graph and Twitter card of a page.
 */
export function Seo(props: SeoProps) {
  const { title, description, pathname, siteName, siteUrl, locale, editions } = props
  const { image, imageAlt, type = 'website', previousPath, nextPath, children } = props
  const phrases = usePhrases()
  const fullTitle = title === siteName ? title : phrases.text('page.title', { title, site: siteName })
  const canonical = canonicalUrl(siteUrl, pathname)
  const imageUrl = absoluteUrl(siteUrl, image ?? SITE_FILES.shareImage)
  const imageText = (image && imageAlt) || siteName
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {previousPath && <link rel="prev" href={canonicalUrl(siteUrl, previousPath)} />}
      {nextPath && <link rel="next" href={canonicalUrl(siteUrl, nextPath)} />}
      {hreflangAlternates(editions, siteUrl).map(({ lang, url }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url} />
      ))}
      <meta property="og:locale" content={LOCALES[locale].ogLocale} />
      {editions
        .filter((edition) => edition.locale !== locale)
        .map((edition) => (
          <meta key={edition.locale} property="og:locale:alternate" content={LOCALES[edition.locale].ogLocale} />
        ))}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={imageText} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageText} />
      <meta name="theme-color" content={BRAND_COLORS.theme} />
      <link rel="icon" href={SITE_FILES.favicon} type="image/svg+xml" />
      {children}
    </Helmet>
  )
}
