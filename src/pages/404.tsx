import React, { useEffect } from 'react'
import { navigate, type PageProps } from 'gatsby'
import { Helmet } from 'react-helmet'
import { useSiteChrome } from '../hooks/use-site-chrome'

/** Unknown paths go to the root (docs/specification.md#errors): at once in the browser, by meta refresh without JavaScript. */
export default function NotFoundPage(_props: PageProps) {
  const { phrases } = useSiteChrome()
  useEffect(() => {
    navigate('/', { replace: true })
  }, [])
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
