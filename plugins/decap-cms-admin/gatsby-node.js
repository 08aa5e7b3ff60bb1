/**
 * gatsby-plugin-decap-cms's build and development-server hooks (it builds /admin), without its
 * gatsby-browser.js. That file only passes Netlify Identity invitation links to the identity
 * widget, which the GitHub backend does not use, yet Gatsby would add it and the plugin's options
 * to the script of every public page. src/node/decap-cms.ts uses the original plugin for git-gateway.
 */
module.exports = require('gatsby-plugin-decap-cms/gatsby-node')
