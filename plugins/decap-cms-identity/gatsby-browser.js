/**
 * gatsby-plugin-decap-cms's browser hook alone: it hands Netlify Identity invitation and recovery
 * links to the identity widget. Only the git-gateway backend signs editors in that way, so
 * src/node/decap-cms.ts adds this plugin for it alone; plugins/decap-cms-admin builds the admin.
 */
module.exports = require('gatsby-plugin-decap-cms/gatsby-browser')
