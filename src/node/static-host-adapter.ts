import type { AdapterInit } from 'gatsby'

/**
 * The site is static files plus the _headers file the build writes (src/node/on-post-build.ts), so
 * it needs no adapter. Declared all the same because Gatsby installs gatsby-adapter-netlify by itself
 * on a Netlify build, and that adapter appends a block of its own to public/_headers (among others a
 * Referrer-Policy that contradicts the project's); an adapter named in gatsby-config is the one way
 * Gatsby offers to skip that, and this one changes nothing.
 */
export const staticHostAdapter: AdapterInit = () => ({
  name: 'static-host',
  adapt: () => undefined,
})
