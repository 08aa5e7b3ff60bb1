/**
 * Every field of the admin: Decap's own widget, drawn inside this one, which adds what the content
 * model asks of the field.
 *
 * - Its problems, by the build's own rules (publish-guard.ts): when the editor saves or publishes,
 *   each shows next to its field on the side of its own edition only (never on a filled field of
 *   another): in the English pane, the one Decap validates (which then saves nothing), as Decap's
 *   own mark; in the pane of another edition, above the field (the admin's check before writing,
 *   refusal-summary.ts, then saves nothing). The summary over the editor lists them all.
 * - A fact every edition shares (src/content-model/shared.ts) is shown read-only in another edition
 *   than English: it is written once, there, and copied (shared-facts.ts).
 * - A list whose items hold shared facts keeps the English list's items in another edition: none is
 *   added, removed or moved there.
 * - An entry's Address, once changed, says which old addresses will lead to the new one (rename-note.tsx).
 *
 * Decap tells a top-level field its edition, not a field inside a list's item, so each field tells
 * the fields inside it (EditionContext).
 */
import React, { createContext, useContext, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { DEFAULT_LOCALE, type Locale } from '@src/config/locales'
import type { Collection } from '@src/content-model/types'
import type { ContentIssue } from '@src/content-model/validate'
import { draftData, draftIssues, editorMessage, fieldAt, modelOf, topField, type DraftEntry } from '../publish-guard'
import { knownSiteIndex, siteIndex } from '../site-index'
import { RenameNote } from './rename-note'
import { fieldAnchor, saveTried } from '../refusal-summary'
import { fieldLeft } from '../decap-internals'
import { SharedFact } from './shared-fact'
import { wrapControl, type ControlError } from './wrap-control'

/** The edition of the pane a field is drawn in. */
export const EditionContext = createContext<Locale | undefined>(undefined)

/** What Decap's Widget passes every control (decap-cms-core's Widget.js), as far as used here. */
export interface ControlProps extends Record<string, unknown> {
  field: { get: (key: string, fallback?: unknown) => unknown; set: (key: string, value: unknown) => ControlProps['field'] }
  value?: unknown
  forID: string
  classNameWrapper: string
  /** The edition of the pane; Decap gives it to top-level fields and the fields of a group, not to those of a list's items. */
  locale?: Locale
  /** The fields enclosing this one; none for a top-level field. */
  parentIds?: readonly string[]
  collection?: { get: (key: string) => unknown }
  getEntry: () => DraftEntry
  getAsset?: (path: string, field?: unknown) => unknown
}

const editionOf = (props: ControlProps, enclosing: Locale | undefined): Locale => props.locale ?? enclosing ?? DEFAULT_LOCALE
const isTopLevel = (props: ControlProps): boolean => (props.parentIds?.length ?? 0) === 0 && props.locale !== undefined
/** Whether a field is a shared fact: marked so, or a list whose items are (Decap's list takes no such mark, cms-config.ts). */
function isSharedField(props: ControlProps): boolean {
  const { field } = props
  if (field.get('i18n') === 'duplicate') return true
  if (field.get('widget') !== 'list') return false
  const inner =
    (field.get('fields') as { toArray?: () => Array<{ get: (key: string) => unknown }> } | undefined)?.toArray?.() ??
    (field.get('field') ? [field.get('field') as { get: (key: string) => unknown }] : [])
  return inner.length > 0 && inner.every((item) => item.get('i18n') === 'duplicate')
}

/**
 * The problems Decap shows itself in the pane it validates, at the very field (the model derives
 * the same required flags, patterns and bounds, cms-config.ts): left out there, not to be said
 * twice. Decap counts text of spaces alone as written; the build does not.
 */
function decapSays(model: Collection, issue: ContentIssue, data: unknown): boolean {
  if (!['required', 'pattern', 'min', 'max'].includes(issue.rule ?? '')) return false
  const field = fieldAt(model.fields, issue.field)
  if (!field || field.widget === 'object' || field.widget === 'list') return false
  return issue.rule !== 'required' || valueAt(data, issue.field) === undefined || valueAt(data, issue.field) === ''
}

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split(/\.|(?=\[)/)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key.replace(/^\[(\d+)\]$/, '$1')], data)

/** The entry's problems, worked out once for each state of the draft (every field asks when Decap validates). */
const issuesOf = new WeakMap<object, ContentIssue[]>()
function currentIssues(model: Collection, entry: DraftEntry): ContentIssue[] {
  let found = issuesOf.get(entry)
  if (!found) {
    found = draftIssues(model, entry, knownSiteIndex())
    issuesOf.set(entry, found)
  }
  return found
}

/**
 * The entries the editor has tried to save, each by its collection and path: from then on, the pane
 * of another edition shows the entry's problems as the editor fixes them (Decap validates the
 * English pane alone, and only on saving).
 */
const tried = new Set<string>()
const listeners = new Set<() => void>()
const entryKey = (entry: DraftEntry): string => `${String(entry.get('collection'))}/${String(entry.get('path') ?? entry.get('slug') ?? '')}`
function noteTried(entry: DraftEntry): void {
  const key = entryKey(entry)
  if (tried.has(key)) return
  tried.add(key)
  queueMicrotask(() => listeners.forEach((listener) => listener()))
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The problems of one top-level field, in the pane of `shownIn`. */
function fieldProblems(props: ControlProps, shownIn: Locale): { model: Collection; issues: ContentIssue[] } | undefined {
  const model = modelOf(props.collection?.get('name'))
  const name = String(props.field.get('name'))
  if (!model) return undefined
  const entry = props.getEntry()
  const issues = currentIssues(model, entry).filter((issue) => {
    if (topField(issue) !== name) return false
    const edition = issue.language ?? DEFAULT_LOCALE
    // Each problem on its own edition's side only: never on the field of another, which may be filled.
    return edition === shownIn && (shownIn !== DEFAULT_LOCALE || !decapSays(model, issue, draftData(entry, shownIn)))
  })
  return { model, issues }
}

/** Problems drawn as Decap draws its own, above the field. */
function ProblemList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <ul className="model-problems" role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}

/** In the pane of another edition, which Decap does not validate: the field's problems once the editor has tried to save. */
function OtherEditionProblems({ props, shownIn }: { props: ControlProps; shownIn: Locale }) {
  const entry = props.getEntry()
  const shown = useSyncExternalStore(subscribe, () => tried.has(entryKey(entry)))
  const found = shown ? fieldProblems(props, shownIn) : undefined
  return <ProblemList messages={found ? found.issues.map((issue) => editorMessage(found.model, issue, shownIn)) : []} />
}

/** Starts reading the rest of the site as soon as an entry is open, so its problems are known when the editor saves. */
function ReadSite() {
  useEffect(() => {
    siteIndex().catch(() => undefined)
  }, [])
  return null
}

/** The model of an entry's folder collection, when the field is its Address in the English pane. */
function addressOf(props: ControlProps, locale: Locale): Collection | undefined {
  const model = modelOf(props.collection?.get('name'))
  return model?.kind === 'folder' && locale === DEFAULT_LOCALE && props.field.get('name') === model.slugField ? model : undefined
}

function Scope({ props, locale, children }: { props: ControlProps; locale: Locale; children: ReactNode }) {
  const enclosing = useContext(EditionContext)
  const top = isTopLevel(props)
  const address = top ? addressOf(props, locale) : undefined
  return (
    <EditionContext.Provider value={locale}>
      {top && <span {...fieldAnchor(String(props.field.get('name')), locale)} />}
      {top && <ReadSite />}
      {top && locale !== DEFAULT_LOCALE && enclosing === undefined && <OtherEditionProblems props={props} shownIn={locale} />}
      {children}
      {address && <RenameNote model={address} entry={props.getEntry()} />}
    </EditionContext.Provider>
  )
}

/** Whether a list holds shared facts in its items (its field says so for each of them, cms-config.ts). */
const holdsSharedItems = (props: ControlProps): boolean => {
  const fields = props.field.get('fields') as
    { some?: (test: (field: { get: (key: string) => unknown }) => boolean) => boolean } | undefined
  return props.field.get('widget') === 'list' && (fields?.some?.((field) => field.get('i18n') === 'duplicate') ?? false)
}

export function modelControl(Inner: ComponentType<never>): ComponentType<never> {
  return wrapControl<ControlProps, Locale | undefined>(
    Inner as ComponentType<ControlProps>,
    {
      context: EditionContext,
      change: (props, enclosing) =>
        editionOf(props, enclosing) !== DEFAULT_LOCALE && holdsSharedItems(props)
          ? { ...props, field: props.field.set('allow_add', false).set('allow_remove', false).set('allow_reorder', false) }
          : props,
      problem: (props, enclosing): ControlError | undefined | null => {
        const shownIn = editionOf(props, enclosing)
        if (!isTopLevel(props) || shownIn !== DEFAULT_LOCALE) return null
        // A field left is checked for its own message; only a Save or a Publish opens the summary.
        if (!fieldLeft(window.event)) {
          noteTried(props.getEntry())
          saveTried(document, props.getEntry())
        }
        const found = fieldProblems(props, shownIn)
        if (!found || found.issues.length === 0) return undefined
        const message = found.issues.map((issue) => editorMessage(found.model, issue, shownIn)).join(' · ')
        return { error: { type: 'CUSTOM', message, parentIds: [] } }
      },
      instead: (props, enclosing) =>
        editionOf(props, enclosing) !== DEFAULT_LOCALE && isSharedField(props) ? <SharedFact {...props} /> : undefined,
      around: (props, drawn, enclosing) => (
        <Scope props={props} locale={editionOf(props, enclosing)}>
          {drawn}
        </Scope>
      ),
    },
    'ModelControl',
  ) as ComponentType<never>
}
