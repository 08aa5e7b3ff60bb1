/**
 * Page delivery's build hooks. Its post-build stage (src/stage.ts) runs from the site's onPostBuild,
 * between the files the site writes into public/ and the search index of the pages as served: Gatsby
 * runs a plugin's onPostBuild before the site's.
 */
import type { GatsbyNode } from 'gatsby'

export { onCreateWebpackConfig } from './src/webpack-config'

/** The site's editions (src/options.ts), one of them of the prefix '', refused by name when gatsby-config.ts gives them wrong. */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    editions: Joi.array()
      .items(
        Joi.object({
          code: Joi.string().required(),
          dir: Joi.string().valid('ltr', 'rtl').required(),
          prefix: Joi.string().allow('').required(),
          font: Joi.string().required(),
        }),
      )
      .has(Joi.object({ prefix: Joi.valid('') }).unknown())
      .required(),
  })
