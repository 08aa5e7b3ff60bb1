/** Gatsby's build hooks; each lives in its own module under src/node. Page delivery's are plugins/page-delivery's. */
export { onPreBootstrap } from './src/node/on-pre-bootstrap'
export { createSchemaCustomization, createResolvers } from './src/node/schema'
export { onCreateNode, sourceNodes } from './src/node/on-create-node'
export { createPages } from './src/node/create-pages'
export { onCreatePage } from './src/node/on-create-page'
export { onPostBuild } from './src/node/on-post-build'
export { onCreateDevServer } from './src/node/on-create-dev-server'
export { onCreateWebpackConfig } from './src/node/on-create-webpack-config'
