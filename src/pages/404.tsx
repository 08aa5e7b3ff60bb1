import React, { useEffect } from 'react'
import { navigate, type PageProps } from 'gatsby'
import { Helmet } from 'react-helmet'
import { paths } from '../config/constants'
import { localeOfPath, localisedPath } from '../config/locales'

/**
 * Unknown paths go to the home page of their edition (docs/specification.md#errors): `/ar/…` to
 * `/ar`, anything else to `/`, at once in the browser. Without JavaScript the one 404 file the host
 * serves for every path refreshes to `/` (docs/architecture.md#editions).
 */
export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    navigate(localisedPath(localeOfPath(location.pathname), paths.home), { replace: true })
  }, [location.pathname])
  return (
    <>
      <Helmet htmlAttributes={{ lang: 'en' }}>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <noscript>{'<meta http-equiv="refresh" content="0; url=/" />'}</noscript>
      </Helmet>
      <main className="container">
        <p>
          This page does not exist. <a href="/">Continue to the home page</a>.
        </p>
      </main>
    </>
  )
}
