import React from 'react'
import { Helmet } from 'react-helmet'

export interface SeoProps {
  title: string
  description: string
  pathname: string
  siteName: string
  siteUrl: string
  /** Absolute or site-relative URL of the share image. */
  image?: string
  type?: 'website' | 'article'
  /** Extra head tags, e.g. a no-JavaScript redirect. */
  children?: React.ReactNode
}

/** Title, description, canonical URL and Open Graph basics of a page. */
export function Seo({ title, description, pathname, siteName, siteUrl, image = '/og-default.jpg', type = 'website', children }: SeoProps) {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`
  const canonical = `${siteUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`
  const imageUrl = image.startsWith('http') ? image : `${siteUrl}${image}`
  return (
    <Helmet htmlAttributes={{ lang: 'en' }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#0b2239" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </Helmet>
  )
}
