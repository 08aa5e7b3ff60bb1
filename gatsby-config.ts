import path from 'path'
import type { GatsbyConfig } from 'gatsby'
import { CONTENT_DIR } from './src/config/constants'
import { LOCALES } from './src/config/locales'
import { siteUrl } from './src/config/site-url'
import { sitemapAlternates, type SitemapPage } from './src/lib/build/sitemap-alternates'
import { developMiddleware } from './src/node/dev-redirects'
import { staticHostAdapter } from './src/node/static-host-adapter'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Paths have no trailing slash (/financialsolutions/services; docs/specification.md#routes).
  trailingSlash: 'never',
  // Old addresses answered with their redirect before Gatsby's static files (src/node/dev-redirects.ts).
  developMiddleware,
  // Static files and the project's own _headers on any host, Netlify's included (no automatic adapter).
  adapter: staticHostAdapter(),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // AVIF at quality 60 keeps more detail than WebP at 70 (SSIM against the resized original,
      // measured on every image of the site) and is 25 % smaller than AVIF at 70. WebP is the
      // `<img>` every browser without AVIF falls back to: no browser the site serves lacks WebP, so
      // a JPEG set would only add a third list of addresses to every page's HTML.
      options: { defaults: { formats: ['avif', 'webp'], placeholder: 'dominantColor', quality: 70, avifOptions: { quality: 60 } } },
    },
    // AVIF at effort 2 instead of sharp's 4: a sixth of the encoding time for files of the same size (measured on this site's images).
    { resolve: 'sharp-encoder-effort', options: { avif: 2 } },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: CONTENT_DIR, path: path.join(__dirname, CONTENT_DIR) } },
    'gatsby-transformer-remark',
    // YAML files become one node per edition in src/node/on-create-node.ts (no gatsby-transformer-yaml).
    // sitemap-index.xml and sitemap-0.xml: every page of both editions but the 404 page, on
    // siteMetadata.siteUrl, each with its hreflang alternates (src/lib/build/sitemap-alternates.ts).
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: Array<{ path: string }> } }) =>
          sitemapAlternates(
            allSitePage.nodes.map((node) => node.path),
            siteUrl,
          ),
        serialize: ({ path: url, links }: SitemapPage) => ({ url, ...(links.length > 0 && { links }) }),
      },
    },
    // The editors' admin at /admin, an npm project of its own (admin/): left out where nobody opens it.
    { resolve: 'admin-bundle', options: { skipBuild: process.env.SKIP_ADMIN_BUILD === '1' ? 'SKIP_ADMIN_BUILD=1' : undefined } },
    // How a built page reaches the reader (plugins/page-delivery): its editions' languages, directions and web fonts.
    {
      resolve: 'page-delivery',
      options: { editions: Object.values(LOCALES).map(({ code, dir, prefix, font }) => ({ code, dir, prefix, font })) },
    },
  ],
}

export default config
