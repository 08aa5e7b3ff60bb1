import path from 'path'
import type { GatsbyNode } from 'gatsby'

/**
 * The `@src/` path alias of tsconfig.json for the code webpack bundles (components, hooks, templates,
 * pages, view models, lib/browser). The layers that gatsby-node and gatsby-config reach (config,
 * content model, host, lib/shared, lib/build, node, types) import by relative paths: Gatsby compiles
 * those with Parcel 2.8, whose resolver does not read tsconfig's paths.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  actions.setWebpackConfig({ resolve: { alias: { '@src': path.join(program.directory, 'src') } } })
}
