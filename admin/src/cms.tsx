/**
 * The admin at /admin: Decap CMS with the configuration derived from the content model and live
 * previews drawn by the site's own components. admin/build.ts bundles this module on its own, so
 * none of it reaches the public pages; every stylesheet it imports (the site's global styles and
 * the CSS Modules of the previewed components) lands in /admin/cms.css, the preview pane's
 * stylesheet (the admin's own page does not load it: the site's styles would restyle Decap).
 */
import type { ComponentType } from 'react'
import CMS from 'decap-cms-app'
import '../../src/styles/site-styles'
import { cmsConfig } from '../../src/content-model/cms-config'
import { PREVIEWS } from './preview'
import { editionsFormats, withoutEmptyFiles, type RegisteredBackend } from './untranslated-editions'
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter'
import { framed, refuseFrame } from './frame-guard'
import { DubaiDateTimeControl, DubaiDateTimePreview } from './widgets/dubai-datetime'
import { imageControl } from './widgets/image'
import type { CmsSettings } from '../../src/config/cms-settings'

/** Read from the environment at build time (admin/build.ts). */
declare const CMS_SETTINGS: CmsSettings

/**
 * Registers Decap's own widget again with its control wrapped, under its own name, which Decap's
 * lists and media library look for; its preview and the schema of its options stay Decap's.
 */
function rewrapWidget(name: string, wrap: (control: ComponentType<never>) => ComponentType<never>): void {
  const widget = CMS.getWidget(name) as { control: ComponentType<never>; preview?: ComponentType<never>; schema?: object } | undefined
  if (!widget) throw new Error(`Decap has no widget named "${name}"`)
  // Decap's types leave out the schema its registry takes.
  const register = CMS.registerWidget as (name: string, control: unknown, preview?: unknown, schema?: object) => void
  register(name, wrap(widget.control), widget.preview, widget.schema)
}

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
  CMS.registerPreviewStyle('cms.css')
  CMS.registerWidget('dubai-datetime', DubaiDateTimeControl as never, DubaiDateTimePreview as never)
  rewrapWidget('image', imageControl)
  for (const [name, template] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, template)
  // Decap's own front matter, whose module it does not export but for its path.
  for (const [name, formatter] of editionsFormats(config.collections, FrontmatterInfer)) CMS.registerCustomFormat(name, 'md', formatter)
  // The configured backend, and decap-server's (Decap's "proxy"), which replaces it under npm run cms.
  for (const name of [config.backend.name, 'proxy']) {
    const backend = CMS.getBackend(name) as RegisteredBackend | undefined
    if (!backend) throw new Error(`Decap has no backend named "${name}"`)
    withoutEmptyFiles(backend)
  }
  CMS.init({ config })
}

// Decap waits for init (manualInit), so inside a frame nothing of the admin is ever drawn.
if (framed(window)) refuseFrame(document, window.location.href)
else start()
