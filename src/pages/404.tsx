import React, { useEffect } from 'react'
import { navigate, type PageProps } from 'gatsby'
import { Helmet } from 'react-helmet'

/** Unknown paths go to the root (docs/specification.md#errors): at once in the browser, by meta refresh without JavaScript. */
export default function NotFoundPage(_props: PageProps) {
  useEffect(() => {
    navigate('/', { replace: true })
  }, [])
  return (
    <>
      <Helmet>
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
