import React from 'react'
import { useLocale } from '@src/hooks/use-locale'
import { usePageEditions } from '@src/hooks/use-page-editions'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { Seo, type SeoProps } from './Seo'

export type PageSeoProps = Omit<SeoProps, 'siteName' | 'siteUrl' | 'description' | 'locale' | 'editions'> & { description?: string }

/** Seo with the site name, address and default description filled in from content, and the page's edition and editions from its Layout. */
export function PageSeo({ description, ...props }: PageSeoProps) {
  const { company, siteUrl, siteDescription } = useSiteChrome()
  const { locale } = useLocale()
  const editions = usePageEditions()
  return (
    <Seo
      siteName={company.name}
      siteUrl={siteUrl}
      description={description ?? siteDescription}
      locale={locale}
      editions={editions}
      {...props}
    />
  )
}
