/**
 * Why a Save or a Publish saved nothing, where the editor is looking: a summary over the editor
 * naming each field and its language in the editor's words ("Arabic · Category: is required"), each
 * a button that takes the editor to the field, switching the editor's pane to that language if it
 * shows another; the first is gone to at once. The summary follows the draft as the editor fixes it
 * and goes when nothing is left. Decap's own notices say only that something failed, and its marks
 * sit beside fields that may be off-screen or in a language the pane does not show: its notice of a
 * refusal is not shown, the summary being the one message (its other notices are).
 */
import { DEFAULT_LOCALE, type Locale } from '@src/config/locales'
import type { Collection } from '@src/content-model/types'
import type { ContentIssue } from '@src/content-model/validate'
import { openDraft, showEditionInPane, store, withholdNotices, type DecapNotice } from './decap-internals'
import { draftIssues, draftIssuesRead, fieldLabels, issueMessage, modelOf, topField, type DraftEntry } from './publish-guard'
import { adminPhrase, languageName } from './admin-language'
import { knownSiteIndex } from './site-index'

/** A problem as the summary says it: the language (of a collection with several), the field's labels, what is wrong. */
export function refusalLine(model: Collection, issue: ContentIssue): string {
  const language = model.i18n ? `${languageName(issue.language ?? DEFAULT_LOCALE)} · ` : ''
  return `${language}${fieldLabels(model.fields, issue.field).join(' › ')}: ${issueMessage(issue)}`
}

const SUMMARY_CLASS = 'refusal-summary'

/** Where a field is drawn: each top-level field of each pane marks its place (widgets/model-control.tsx). */
export const fieldAnchor = (field: string, locale: Locale) => ({ 'data-model-field': field, 'data-edition': locale })

const anchorOf = (document: Document, field: string, locale: Locale): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-model-field="${CSS.escape(field)}"][data-edition="${locale}"]`)

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Shows the editor a field: its pane switched to the field's language if need be, scrolled to, its first control focused. */
export async function goToField(document: Document, field: string, locale: Locale): Promise<boolean> {
  let anchor = anchorOf(document, field, locale)
  if (!anchor && (await showEditionInPane(document, locale)))
    for (let frame = 0; frame < 30 && !anchor; frame++) {
      await nextFrame()
      anchor = anchorOf(document, field, locale)
    }
  if (!anchor) return false
  anchor.scrollIntoView({ block: 'center' })
  const controls = [
    ...(anchor.parentElement?.querySelectorAll<HTMLElement>('input, textarea, select, [contenteditable="true"], button') ?? []),
  ]
  controls.find((control) => anchor.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING)?.focus({ preventScroll: true })
  return true
}

const entryKey = (entry: DraftEntry): string => `${String(entry.get('collection'))}/${String(entry.get('slug') ?? '')}`

let shownFor: string | undefined
let drawnFrom: unknown

function hide(document: Document): void {
  document.querySelector(`.${SUMMARY_CLASS}`)?.remove()
  shownFor = undefined
  drawnFrom = undefined
}

/** Draws (or redraws) the summary of `issues`; none left takes it away. */
function draw(document: Document, model: Collection, issues: readonly ContentIssue[]): void {
  const where = new Map<string, ContentIssue>()
  for (const issue of issues) where.set(refusalLine(model, issue), issue)
  if (where.size === 0) return hide(document)
  const summary =
    document.querySelector<HTMLElement>(`.${SUMMARY_CLASS}`) ??
    document.body.appendChild(Object.assign(document.createElement('section'), { className: SUMMARY_CLASS }))
  summary.setAttribute('role', 'alert')
  summary.setAttribute('aria-label', adminPhrase('refusalLabel'))
  const fields = new Set(issues.map((issue) => `${issue.language ?? ''} ${topField(issue)}`)).size
  const heading = Object.assign(document.createElement('h2'), {
    textContent: adminPhrase('refusalHeading', { count: fields }),
  })
  const list = document.createElement('ul')
  for (const [line, issue] of where) {
    const button = Object.assign(document.createElement('button'), { type: 'button', textContent: line })
    button.addEventListener('click', () => void goToField(document, topField(issue), issue.language ?? DEFAULT_LOCALE))
    list.appendChild(document.createElement('li')).appendChild(button)
  }
  const close = Object.assign(document.createElement('button'), { type: 'button', className: `${SUMMARY_CLASS}-close`, textContent: '×' })
  close.setAttribute('aria-label', adminPhrase('refusalClose'))
  close.addEventListener('click', () => hide(document))
  summary.replaceChildren(heading, list, close)
}

/** Shows why the open entry was refused, and takes the editor to the first field. */
function showRefusal(document: Document, model: Collection, entry: DraftEntry, issues: readonly ContentIssue[]): void {
  if (issues.length === 0) return hide(document)
  shownFor = entryKey(entry)
  drawnFrom = entry
  draw(document, model, issues)
  void goToField(document, topField(issues[0]), issues[0].language ?? DEFAULT_LOCALE)
}

let checking: Promise<void> | undefined

/**
 * Called as Decap validates the entry for a Save or a Publish (each field asks, so once a pass):
 * when the entry has problems, the summary shows them, whether Decap refuses it for a field of the
 * pane it validates or the admin's check before writing does (refuseSaving).
 */
export function saveTried(document: Document, entry: DraftEntry): void {
  if (checking) return
  checking = Promise.resolve().then(async () => {
    try {
      const model = modelOf(entry.get('collection'))
      if (model) showRefusal(document, model, entry, await draftIssuesRead(model, entry))
    } finally {
      checking = undefined
    }
  })
}

/** The admin's refusal of a save, which Decap hands to its notice of a failed save as `details`. */
class SavingRefused extends Error {}

/**
 * Saves nothing while the entry has a problem: Decap's "preSave" event, which runs before any file
 * is written; the summary says why, field by field, and Decap's notice of the failure is withheld.
 */
export async function refuseSaving({ entry }: { entry: DraftEntry }): Promise<undefined> {
  const model = modelOf(entry.get('collection'))
  if (!model) return undefined
  const issues = await draftIssuesRead(model, entry)
  if (issues.length === 0) return undefined
  showRefusal(document, model, entry, issues)
  // Unnamed, so that wherever the error shows as text it says the message alone, not "Error: …".
  throw Object.assign(
    new SavingRefused(adminPhrase('refusalNotice', { fields: issues.map((issue) => refusalLine(model, issue)).join('; ') })),
    {
      name: '',
    },
  )
}

/**
 * Decap's notices of a refusal: of a save the admin refused (refuseSaving), and of a field Decap's
 * own check found empty, which the summary names too (saveTried runs in that check).
 */
const isRefusalNotice = ({ message }: DecapNotice): boolean =>
  typeof message === 'object' &&
  ((message.key === 'ui.toast.onFailToPersist' && message.details instanceof SavingRefused) ||
    message.key === 'ui.toast.missingRequiredField')

/** Keeps the summary to what is still wrong as the editor changes the entry, and away once the entry is left; Decap's notice of a refusal unshown. */
export function followRefusals(document: Document): void {
  withholdNotices(isRefusalNotice)
  store.subscribe(() => {
    if (shownFor === undefined) return
    const entry = openDraft()
    if (!entry || entryKey(entry) !== shownFor) return hide(document)
    if (entry === drawnFrom) return
    drawnFrom = entry
    const model = modelOf(entry.get('collection'))
    if (model) draw(document, model, draftIssues(model, entry, knownSiteIndex()))
  })
}
