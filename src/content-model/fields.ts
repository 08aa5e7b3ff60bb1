/**
 * The builders every collection of the content model writes its fields with: a line of text, a list,
 * a group of fields.
 */
import type { Field, ListField, ObjectField, StringField } from './types'

export const text = (name: string, label: string, extra: Partial<StringField> = {}): StringField => ({
  name,
  label,
  widget: 'string',
  ...extra,
})

/** A list of objects, which names one of its items (`itemLabel`) for the admin's count of them. */
export const list = (
  name: string,
  label: string,
  fields: readonly Field[],
  extra: Partial<ListField> & Pick<ListField, 'itemLabel'>,
): ListField => ({
  name,
  label,
  widget: 'list',
  fields,
  ...extra,
})

export const group = (name: string, label: string, fields: readonly Field[], hint?: string): ObjectField => ({
  name,
  label,
  widget: 'object',
  fields,
  hint,
})
