/**
 * @jest-environment node
 *
 * The content model, the GraphQL schema and the CMS must describe the same fields. The schema and
 * the CMS configuration are derived from the model; these tests fail if either stops matching it,
 * e.g. because a field was added to one by hand.
 */
import { buildSchema, getNamedType, isNonNullType, isObjectType, type GraphQLObjectType } from 'gatsby/graphql'
import type { CmsField } from 'decap-cms-core'
import { collections } from './collections'
import { typeDefsFor } from './schema'
import type { Field } from './types'
import { isRequired } from './validate'
import { cmsConfig, EDITIONS_READER, editionReaderName } from './cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'

interface Shape {
  widget: string
  label: string
  required: boolean
}

/** Every field by its path (`plans[].features`), with what an editor and the validator see of it. */
function modelShapes(fields: readonly Field[], prefix = ''): Record<string, Shape> {
  const out: Record<string, Shape> = {}
  for (const field of fields) {
    const at = `${prefix}${field.name}`
    out[at] = { widget: field.widget, label: field.label, required: isRequired(field) }
    if (field.widget === 'list' && field.field) out[`${at}[]`] = { widget: field.field.widget, label: field.field.label, required: true }
    if (field.widget === 'list' && field.fields) Object.assign(out, modelShapes(field.fields, `${at}[].`))
    if (field.widget === 'object') Object.assign(out, modelShapes(field.fields, `${at}.`))
  }
  return out
}

/** The single field of a list of plain values, and the fields of a list of objects or of an object. */
const itemField = (field: CmsField): CmsField | undefined => ('field' in field ? field.field : undefined)
const subFields = (field: CmsField): CmsField[] | undefined => ('fields' in field ? field.fields : undefined)

function cmsShapes(fields: readonly CmsField[], prefix = ''): Record<string, Shape> {
  const shape = (field: CmsField): Shape => ({
    widget: String(field.widget ?? 'string'),
    label: String(field.label),
    required: field.required !== false,
  })
  const out: Record<string, Shape> = {}
  for (const field of fields) {
    const at = `${prefix}${field.name}`
    out[at] = shape(field)
    const item = itemField(field)
    if (item) out[`${at}[]`] = shape(item)
    const inner = subFields(field)
    if (inner) Object.assign(out, cmsShapes(inner, field.widget === 'list' ? `${at}[].` : `${at}.`))
  }
  return out
}

const config = cmsConfig(cmsSettingsFromEnv({}))
const cmsFieldsOf = (name: string): CmsField[] => {
  const collection = config.collections.find((c) => c.name === name)
  return collection?.fields ?? collection?.files?.[0]?.fields ?? []
}

describe('content model and CMS', () => {
  it.each(collections.map((c) => [c.name, c] as const))('%s: the same fields, widgets, labels and required flags', (name, collection) => {
    expect(cmsShapes(cmsFieldsOf(name))).toEqual(modelShapes(collection.fields))
  })

  it('has no CMS collection the model does not know', () => {
    const edited = config.collections.filter((c) => c.hide !== true)
    expect(edited.map((c) => c.name).sort()).toEqual(collections.map((c) => c.name).sort())
    // Besides them, only the hidden readers of other editions, each of a collection of the model.
    const readers = config.collections.filter((c) => c.hide === true)
    const expected = [EDITIONS_READER, ...collections.filter((c) => c.kind === 'folder').map((c) => editionReaderName(c.name, 'ar'))]
    expect(readers.map((c) => c.name).sort()).toEqual(expected.sort())
  })
})

describe('CMS and GraphQL schema', () => {
  const schema = buildSchema(
    `interface Node { id: ID! }\ntype File implements Node { id: ID! }\nscalar Date\n${typeDefsFor(collections)}`,
    { assumeValidSDL: true },
  )

  /** Paths of CMS fields the GraphQL type lacks, or whose nullability differs from the required flag. */
  function mismatches(type: GraphQLObjectType, fields: readonly CmsField[], prefix = ''): string[] {
    const gqlFields = type.getFields()
    return fields.flatMap((field) => {
      const at = `${prefix}${field.name}`
      if (field.widget === 'markdown') return [] // the body is the entry's html, not a front matter field
      const gql = gqlFields[field.name]
      if (!gql) return [`${at}: missing in ${type.name}`]
      const problems: string[] = []
      // Flags are never null: a missing one resolves to its default.
      const nonNull = isNonNullType(gql.type)
      if (field.widget !== 'boolean' && nonNull !== (field.required !== false)) {
        problems.push(`${at}: required ${field.required !== false} but ${gql.type.toString()}`)
      }
      const inner = subFields(field)
      const named = getNamedType(gql.type)
      if (inner && isObjectType(named)) problems.push(...mismatches(named, inner, `${at}.`))
      return problems
    })
  }

  it.each(collections.map((c) => [c.name, c] as const))(
    '%s: every CMS field is queryable, with matching nullability',
    (name, collection) => {
      const type = schema.getType(collection.typeName)
      if (!isObjectType(type)) throw new Error(`${collection.typeName} is not an object type`)
      expect(mismatches(type, cmsFieldsOf(name))).toEqual([])
    },
  )
})
