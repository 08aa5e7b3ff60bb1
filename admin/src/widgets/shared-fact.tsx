/**
 * A fact every edition shares, in the pane of another edition than English: its value, read-only,
 * and where to change it. It is written once, in English, and copied (src/content-model/shared.ts).
 */
import React from 'react'
import { mediaRequest } from '../preview/entry-data'
import { pickerValue } from './dubai-datetime'
import { adminPhrase } from '../admin-language'

interface SharedFactProps {
  field: { get: (key: string) => unknown }
  value?: unknown
  forID: string
  getAsset?: (path: string, field?: unknown) => unknown
}

const plainValue = (value: unknown): unknown => (value as { toJS?: () => unknown } | null | undefined)?.toJS?.() ?? value

/** A value as text: a list one item a line, a group its values side by side. */
function asText(value: unknown, widget: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (widget === 'boolean') return value ? 'Yes' : 'No'
  if (widget === 'dubai-datetime') return `${pickerValue(value).replace('T', ' ')} (Dubai time)`
  if (Array.isArray(value)) return value.map((item) => asText(item, undefined)).join(widget === 'relation' ? ', ' : '\n')
  if (typeof value === 'object')
    return Object.values(value as object)
      .map((item) => asText(item, undefined))
      .join(' · ')
  return String(value)
}

export function SharedFact({ field, value, forID, getAsset }: SharedFactProps) {
  const widget = field.get('widget')
  const plain = plainValue(value)
  const note = `${forID}-shared`
  return (
    <div className="shared-fact">
      {widget === 'image' && typeof plain === 'string' && plain !== '' && getAsset && (
        <img src={String(getAsset(mediaRequest(plain)))} alt="" width={120} />
      )}
      <output id={forID} aria-describedby={note}>
        {asText(plain, widget)}
      </output>
      <p id={note}>{adminPhrase('sharedFact')}</p>
    </div>
  )
}
