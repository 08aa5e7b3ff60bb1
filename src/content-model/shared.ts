/**
 * The facts every edition of an entry shares: an address, a price, a count, an image, a date, the
 * schedule. They are written once, in English; the CMS copies them into the other editions and
 * shows them there read-only (admin/src/shared-facts.ts), and the content check refuses an edition
 * that holds another value (sharedMismatches). The words around them are each edition's own.
 */
import { parseMoment } from '../lib/shared/schedule'
import type { Field } from './types'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Widgets whose values are facts rather than words: numbers, flags, dates and moments, images, codes, references. */
const SHARED_WIDGETS: ReadonlySet<Field['widget']> = new Set([
  'number',
  'boolean',
  'calendar-date',
  'dubai-datetime',
  'image',
  'select',
  'relation',
])

/** The fields inside a group or a list (a list of plain values has one). */
export function innerFields(field: Field): readonly Field[] | undefined {
  if (field.widget === 'object') return field.fields
  if (field.widget === 'list') return field.fields ?? (field.field ? [field.field] : undefined)
  return undefined
}

/** Whether a field is the same in every edition: as the model says, else by its widget; a group or list of shared fields is shared whole. */
export function isShared(field: Field): boolean {
  if (field.shared !== undefined) return field.shared
  if (SHARED_WIDGETS.has(field.widget)) return true
  const inner = innerFields(field)
  return inner !== undefined && inner.length > 0 && inner.every(isShared)
}

/**
 * Whether a field holds a shared fact somewhere inside it (itself shared, or a group or list with
 * one); a field the model says is not shared holds none, whatever is inside it (each edition's own list).
 */
export const holdsShared = (field: Field): boolean =>
  field.shared !== false && (isShared(field) || (innerFields(field)?.some(holdsShared) ?? false))

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === ''

/** Whether two editions hold the same fact: moments are the same instant, whatever offset they are written with. */
function sameFact(field: Field, a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b)
  if (field.widget === 'dubai-datetime') return parseMoment(a) !== undefined && parseMoment(a) === parseMoment(b)
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Another edition with the shared facts of the English one: what that edition must hold. A list
 * with shared facts in its items follows the English list item by item (the same number, in the same
 * order), each item keeping its own words.
 */
export function withSharedFacts(fields: readonly Field[], english: unknown, other: unknown): Data {
  const source = isData(english) ? english : {}
  const result: Data = { ...(isData(other) ? other : {}) }
  for (const field of fields) {
    const { name } = field
    if (isShared(field)) {
      if (source[name] === undefined) delete result[name]
      else result[name] = JSON.parse(JSON.stringify(source[name])) as unknown
      continue
    }
    const inner = innerFields(field)
    if (!inner || !inner.some(holdsShared)) continue
    if (field.widget === 'object' && isData(source[name])) result[name] = withSharedFacts(inner, source[name], result[name])
    if (field.widget === 'list' && field.fields && Array.isArray(source[name])) {
      const own = Array.isArray(result[name]) ? (result[name] as unknown[]) : []
      result[name] = (source[name] as unknown[]).map((item, i) => withSharedFacts(inner, item, own[i]))
    }
  }
  return result
}

/** A shared fact an edition holds otherwise than the English edition: another value, or another number of items. */
export type SharedMismatch =
  { field: string; expected: unknown; found: unknown } | { field: string; expectedItems: number; foundItems: number }

/** Where another edition departs from the English one in what they share, by field path (`plans[1].price`). */
export function sharedMismatches(fields: readonly Field[], english: unknown, other: unknown, at = ''): SharedMismatch[] {
  const source = isData(english) ? english : {}
  const own = isData(other) ? other : {}
  return fields.flatMap((field): SharedMismatch[] => {
    const path = at ? `${at}.${field.name}` : field.name
    const [expected, found] = [source[field.name], own[field.name]]
    const inner = innerFields(field)
    if (!holdsShared(field)) return []
    if (!inner || field.widget !== 'list') {
      if (inner) return sharedMismatches(inner, expected, found, path)
      return sameFact(field, expected, found) ? [] : [{ field: path, expected, found }]
    }
    // A list: of plain values, compared whole when shared; of groups, item by item.
    if (!field.fields) return isShared(field) && !sameFact(field, expected, found) ? [{ field: path, expected, found }] : []
    const [ours, theirs] = [Array.isArray(expected) ? expected : [], Array.isArray(found) ? found : []]
    if (ours.length !== theirs.length) return [{ field: path, expectedItems: ours.length, foundItems: theirs.length }]
    return ours.flatMap((item, i) => sharedMismatches(inner, item, theirs[i], `${path}[${i}]`))
  })
}

/**
 * Whether an edition holds words of its own, in a field that is not shared. An edition without any
 * is not written: its shared facts alone, copied from English, make no page.
 */
export function hasOwnWords(fields: readonly Field[], data: unknown): boolean {
  if (!isData(data)) return false
  return fields.some((field) => {
    if (isShared(field)) return false
    const value = data[field.name]
    const inner = innerFields(field)
    if (!inner) return typeof value === 'string' ? value.trim() !== '' : !isBlank(value)
    if (field.widget !== 'list') return hasOwnWords(inner, value)
    if (!Array.isArray(value)) return false
    return field.fields
      ? value.some((item) => hasOwnWords(inner, item))
      : value.some((item) => typeof item === 'string' && item.trim() !== '')
  })
}
