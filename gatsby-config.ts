import path from 'path'
import type { GatsbyConfig } from 'gatsby'
import { CONTENT_DIR } from './src/config/constants'
import { yamlTypeName } from './src/node/yaml-type-name'
import { siteUrl } from './src/config/site-url'
import { decapCmsPlugins } from './src/node/decap-cms'

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Paths have no trailing slash (/financialsolutions/services; docs/specification.md#routes).
  trailingSlash: 'never',
  // `gatsby develop` renders every page on the server as the build does, so the development site
  // is readable without JavaScript and its HTML can be tested like the built one.
  flags: { DEV_SSR: true },
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // AVIF at quality 60 keeps more detail than the JPEG and WebP at 70 (SSIM against the
      // resized original, measured on every image of the site) and is 25 % smaller than AVIF at 70.
      options: { defaults: { formats: ['auto', 'avif', 'webp'], placeholder: 'dominantColor', quality: 70, avifOptions: { quality: 60 } } },
    },
    // AVIF at effort 2 instead of sharp's 4: a sixth of the encoding time for files of the same size (measured on this site's images).
    { resolve: 'sharp-encoder-effort', options: { avif: 2 } },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-source-filesystem', options: { name: 'content', path: path.join(__dirname, CONTENT_DIR) } },
    'gatsby-transformer-remark',
    { resolve: 'gatsby-transformer-yaml', options: { typeName: yamlTypeName } },
    // sitemap-index.xml and sitemap-0.xml: every page but the 404 page, on siteMetadata.siteUrl.
    'gatsby-plugin-sitemap',
    ...decapCmsPlugins(__dirname),
  ],
}

export default config
