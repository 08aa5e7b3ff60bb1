/**
 * The admin at /admin: Decap CMS with the configuration derived from the content model and live
 * previews drawn by the site's own components. gatsby-plugin-decap-cms bundles this module on its
 * own, so none of it reaches the public pages; every stylesheet it imports (the site's global
 * styles and the CSS Modules of the previewed components) lands in /admin/cms.css, which the
 * plugin registers as the preview pane's stylesheet.
 */
import CMS from 'decap-cms-app'
import '../styles/site-styles'
import { cmsConfig } from '../content-model/cms-config'
import { PREVIEWS } from './preview'
import { dropUntranslatedEditions } from './untranslated-editions'
import type { CmsSettings } from '../config/cms-settings'

/** Read from the environment at build time (src/node/decap-cms.ts). */
declare const CMS_SETTINGS: CmsSettings

const config = cmsConfig(CMS_SETTINGS)
for (const [name, template] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, template)
// Decap's handler type is loose (any); this one returns the whole entry or nothing.
CMS.registerEventListener({ name: 'preSave', handler: dropUntranslatedEditions(config.collections) as never })
CMS.init({ config })
