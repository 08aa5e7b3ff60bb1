/**
 * The interface phrases of a parsed interface file (a CMS entry, or the YAML file in unit tests) in
 * the shape the site's query returns them. Apart from view-models/phrases.ts because it walks the
 * content model, which the pages' scripts should not carry.
 */
import { collections } from '@src/content-model/collections'
import type { Field } from '@src/content-model/types'
import type { PhraseData } from '@src/types/phrases'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function fieldValue(field: Field, value: unknown): unknown {
  if (field.widget === 'object') return groupValue(field.fields, value)
  if (field.widget === 'list') return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : []
  if (typeof value === 'string' && value !== '') return value
  return field.required === false ? null : ''
}

const groupValue = (fields: readonly Field[], value: unknown): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, isRecord(value) ? value[field.name] : undefined)]))

const model = collections.find((c) => c.name === 'interface')

/**
 * The phrases of a parsed interface file in the shape the query returns, every field of the model
 * present (empty while an editor has not filled it in), so that a preview still draws.
 */
export function phraseDataOf(raw: unknown): PhraseData {
  if (!model) throw new Error('The content model has no interface collection')
  // The model is the schema's source, so a value built field by field from it has the query's shape.
  return groupValue(model.fields, raw) as unknown as PhraseData
}
