/**
 * The admin at /admin: Decap CMS with the configuration derived from the content model and live
 * previews drawn by the site's own components. admin/build.ts bundles this module on its own, so
 * none of it reaches the public pages; every stylesheet it imports (the site's global styles and
 * the CSS Modules of the previewed components) lands in /admin/cms.css, the preview pane's
 * stylesheet (the admin's own page does not load it: the site's styles would restyle Decap).
 */
import type { ComponentType } from 'react'
import type { CmsField } from 'decap-cms-core'
import CMS from 'decap-cms-app'
import '../../src/styles/site-styles'
import { cmsConfig } from '@src/content-model/cms-config'
import { PREVIEWS } from './preview'
import { ADMIN_STYLES } from './admin-styles'
import { followEntryAddress } from './entry-route'
import { markEntryLists } from './list-marks'
import { editionsFormats } from './untranslated-editions'
import { wrapBackend } from './backend'
import { framed, refuseFrame } from './frame-guard'
import { DubaiDateTimeControl, DubaiDateTimePreview } from './widgets/dubai-datetime'
import { imageControl } from './widgets/image'
import { markdownShortcuts } from './widgets/markdown-shortcuts'
import { CalendarDateControl, CalendarDatePreview } from './widgets/calendar-date'
import { modelControl } from './widgets/model-control'
import { followRefusals, refuseSaving } from './refusal-summary'
import { keepSharedFactsShared } from './shared-facts'
import { prepareLibraryUploads } from './photos'
import { checkDecapInternals, FrontmatterInfer, notify, showStartFailure, store, type RegisteredBackend } from './decap-internals'
import type { CmsSettings } from '@src/config/cms-settings'
import { SCHEDULE_PAGE_PATH } from '@src/config/constants'
import { adminPhrase, inAdminLanguage } from './admin-language'
import { confirmInPage } from './confirm-dialog'
import { foldByHeading } from './fold-by-heading'

/** Read from the environment at build time (admin/build.ts). */
declare const CMS_SETTINGS: CmsSettings

/** Every widget a configuration's fields use, at every depth. */
function widgetsOf(fields: readonly CmsField[]): string[] {
  return fields.flatMap((field) => [
    String(field.widget ?? 'string'),
    ...widgetsOf('fields' in field && field.fields ? field.fields : []),
    ...widgetsOf('field' in field && field.field ? [field.field] : []),
  ])
}

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

function start(): void {
  const styles = document.createElement('style')
  styles.textContent = ADMIN_STYLES
  document.head.append(styles)
  checkDecapInternals()
  // Decap's navigation lists collections only: the schedule page (what goes live when) gets a link of its own.
  const schedule = Object.assign(document.createElement('a'), {
    href: SCHEDULE_PAGE_PATH,
    className: 'schedule-link',
    textContent: adminPhrase('schedule'),
  })
  document.body.append(schedule)
  confirmInPage(window)
  foldByHeading(document)

  const config = inAdminLanguage(CMS, cmsConfig(CMS_SETTINGS), document)
  // Named as the content model names the widget (src/content-model/cms-config.ts).
  CMS.registerPreviewStyle('cms.css')
  CMS.registerWidget('dubai-datetime', DubaiDateTimeControl as never, DubaiDateTimePreview as never)
  CMS.registerWidget('calendar-date', CalendarDateControl as never, CalendarDatePreview as never)
  rewrapWidget('image', imageControl)
  rewrapWidget('markdown', markdownShortcuts)
  // Every field the model uses, with the model's checks and shared facts (widgets/model-control.tsx).
  const widgets = new Set(config.collections.flatMap((c) => widgetsOf(c.fields ?? c.files?.flatMap((file) => file.fields) ?? [])))
  for (const name of widgets) if (name !== 'hidden') rewrapWidget(name, modelControl)
  CMS.registerEventListener({ name: 'preSave', handler: refuseSaving as never })
  followRefusals(document)
  keepSharedFactsShared()
  followEntryAddress(store, window)
  markEntryLists(store, document)
  prepareLibraryUploads(document, notify)
  for (const [name, template] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(name, template)
  for (const [name, formatter] of editionsFormats(config.collections, FrontmatterInfer)) CMS.registerCustomFormat(name, 'md', formatter)
  // The configured backend, and decap-server's (Decap's "proxy"), which replaces it under npm run cms.
  for (const name of [config.backend.name, 'proxy']) {
    wrapBackend(name, CMS.getBackend(name) as RegisteredBackend | undefined)
  }
  CMS.init({ config })
}

// Decap waits for init (manualInit), so inside a frame nothing of the admin is ever drawn.
if (framed(window)) refuseFrame(document, window.location.href)
else
  try {
    start()
  } catch (error) {
    showStartFailure(document, error)
  }
