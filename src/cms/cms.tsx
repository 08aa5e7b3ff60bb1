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
import { framed, refuseFrame } from './frame-guard'
import { DubaiDateTimeControl, DubaiDateTimePreview } from './widgets/dubai-datetime'
import type { CmsSettings } from '../config/cms-settings'

/** Read from the environment at build time (src/node/decap-cms.ts). */
declare const CMS_SETTINGS: CmsSettings

/**
 * The editor's text fields take their direction from what is typed in them (the admin's own page
 * is left to right): Arabic is set right to left, aligned to the right, its punctuation where it
 * belongs; English and figures stay left to right. cms.css styles only the preview frame.
 */
function start(): void {
  const fieldDirection = document.createElement('style')
  fieldDirection.textContent = 'input[type="text"], textarea { unicode-bidi: plaintext; text-align: start; }'
  document.head.append(fieldDirection)

  const config = cmsConfig(CMS_SETTINGS)
  // Named as the content model names the widget (src/content-model/cms-config.ts).
  CMS.registerWidget('dubai-datetime', DubaiDateTimeControl as never, DubaiDateTimePreview as never)
  for (const [name, template] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, template)
  // Decap's handler type is loose (any); this one returns the whole entry or nothing.
  CMS.registerEventListener({ name: 'preSave', handler: dropUntranslatedEditions(config.collections) as never })
  CMS.init({ config })
}

// Decap waits for init (manualInit), so inside a frame nothing of the admin is ever drawn.
if (framed(window)) refuseFrame(document, window.location.href)
else start()
