import React, { useEffect } from 'react'
import { navigate, type PageProps } from 'gatsby'
import { Helmet } from 'react-helmet'
import { paths } from '@src/config/constants'
import { localeOfPath, localisedPath } from '@src/config/locales'
import { useSiteChrome } from '@src/hooks/use-site-chrome'

/**
 * Unknown paths go to the home page of their edition (docs/specification.md#errors): `/ar/…` to
 * `/ar`, anything else to `/`, at once in the browser. Without JavaScript the one 404 file the host
 * serves for every path refreshes to `/` (docs/architecture.md#editions), so its few words are
 * English, as its served HTML (`/404.html`, `lang="en"`) is.
 */
export default function NotFoundPage({ location }: PageProps) {
  const { phrases } = useSiteChrome('en')
  useEffect(() => {
    navigate(localisedPath(localeOfPath(location.pathname), paths.home), { replace: true })
  }, [location.pathname])
  return (
    <>
      <Helmet>
        <title>{phrases.text('not_found.title')}</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <noscript>{'<meta http-equiv="refresh" content="0; url=/" />'}</noscript>
      </Helmet>
      <main className="container">
        <p>
          {phrases.text('not_found.text')} <a href="/">{phrases.text('not_found.link')}</a>.
        </p>
      </main>
    </>
  )
}
