import React from 'react'
import { useSiteChrome } from '../../hooks/use-site-chrome'
import { Seo, type SeoProps } from './Seo'

export type PageSeoProps = Omit<SeoProps, 'siteName' | 'siteUrl' | 'description'> & { description?: string }

/** Seo with the site name, address and default description filled in from content. */
export function PageSeo({ description, ...props }: PageSeoProps) {
  const { company, siteUrl, siteDescription } = useSiteChrome()
  return <Seo siteName={company.name} siteUrl={siteUrl} description={description ?? siteDescription} {...props} />
}
