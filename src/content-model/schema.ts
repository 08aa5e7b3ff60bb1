/**
 * Derives Gatsby's GraphQL type definitions (SDL) from the content model, so that no query depends
 * on type inference. Image fields resolve through the `@contentImage` extension and entry bodies
 * through `@markdownHtml` (src/node/schema.ts).
 */
import type { Collection, Field } from './types'

const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')

interface TypeDef {
  name: string
  fields: string[]
  directives?: string
}

/** Field definitions of one object type; nested objects add their own types to `out`. */
function objectFields(typeName: string, fields: readonly Field[], out: TypeDef[]): string[] {
  return fields.filter((field) => field.widget !== 'markdown').map((field) => `${field.name}: ${graphqlType(typeName, field, out)}`)
}

function graphqlType(parent: string, field: Field, out: TypeDef[]): string {
  const nonNull = field.required !== false ? '!' : ''
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'select':
      return `String${nonNull}`
    case 'number':
      return `${field.valueType === 'int' ? 'Int' : 'Float'}${nonNull}`
    case 'boolean':
      // A missing flag takes the model's default, so the field is never null.
      return `Boolean! @defaultValue(value: ${field.default})`
    case 'calendar-date':
      return `Date${nonNull} @dateformat`
    case 'dubai-datetime':
      return `String${nonNull}`
    case 'image':
      return `File${nonNull} @contentImage`
    case 'relation':
      return field.multiple ? `[String!]${nonNull}` : `String${nonNull}`
    case 'list': {
      if (field.fields) {
        const itemType = parent + pascal(field.name)
        out.push({ name: itemType, fields: objectFields(itemType, field.fields, out) })
        return `[${itemType}!]${nonNull}`
      }
      return `[String!]${nonNull}`
    }
    case 'object': {
      const objectType = parent + pascal(field.name)
      out.push({ name: objectType, fields: objectFields(objectType, field.fields, out) })
      return `${objectType}${nonNull}`
    }
    case 'markdown':
      throw new Error('The Markdown body is not a front matter field')
  }
}

/** The edition every node holds (src/config/locales.ts; src/node/on-create-node.ts sets it). */
const LOCALE_FIELD = 'locale: String!'
/** Fields every entry node gets besides its front matter and locale (src/node/on-create-node.ts, src/node/schema.ts). */
const ENTRY_FIELDS = ['path: String!', 'html: String! @markdownHtml', 'scheduled: String']
/** Names the node itself, its locale or ENTRY_FIELDS use, so content may not. */
const RESERVED_ENTRY_NAMES = ['id', 'parent', 'children', 'internal', 'fields', 'locale', 'path', 'html']

const render = ({ name, fields, directives = '' }: TypeDef, keyword = 'type'): string =>
  `${keyword} ${name}${directives} {\n${fields.map((f) => `  ${f}`).join('\n')}\n}`

/**
 * Field sets that several entry types share, as GraphQL interfaces, so that one fragment selects them for
 * every type (src/view-models/entry-fields.ts): the state of an entry's schedule, and the head of a dated
 * entry (its address, title, date, summary and schedule). An entry type implements each one whose fields it has.
 */
export const ENTRY_INTERFACES = {
  ScheduledEntry: ['draft', 'scheduled', 'publish_at', 'unpublish_at'],
  DatedEntry: ['path', 'title', 'date', 'excerpt', 'category', 'draft', 'scheduled', 'publish_at', 'unpublish_at'],
} as const

const fieldName = (definition: string) => definition.slice(0, definition.indexOf(':'))
/** A field's definition as an interface states it: its name and type, without the type's own extensions. */
const interfaceField = (definition: string) => definition.replace(/ @.*$/, '')

/** The interfaces and, for each entry type, the ones it implements; throws where two types give a shared field different types. */
function entryInterfaces(entries: readonly TypeDef[]): { interfaces: TypeDef[]; implemented: Map<string, string[]> } {
  const interfaces: TypeDef[] = []
  const implemented = new Map<string, string[]>()
  for (const [name, names] of Object.entries(ENTRY_INTERFACES)) {
    const implementers = entries.filter((entry) => names.every((field) => entry.fields.some((f) => fieldName(f) === field)))
    if (implementers.length === 0) continue
    const fieldsOf = (entry: TypeDef) => names.map((field) => interfaceField(entry.fields.find((f) => fieldName(f) === field)!))
    const fields = fieldsOf(implementers[0])
    for (const entry of implementers) {
      const differs = fieldsOf(entry).findIndex((field, i) => field !== fields[i])
      if (differs >= 0)
        throw new Error(`${name}: ${entry.name} has ${fieldsOf(entry)[differs]} where ${implementers[0].name} has ${fields[differs]}`)
      implemented.set(entry.name, [...(implemented.get(entry.name) ?? []), name])
    }
    interfaces.push({ name, fields })
  }
  return { interfaces, implemented }
}

/**
 * One node type per collection: a YAML file's fields (one node per edition), or a Markdown entry's
 * front matter plus its page path and HTML; each with its locale. Required fields are non-null, so
 * queries need no null checks.
 */
export function typeDefsFor(collections: readonly Collection[]): string {
  const defs: TypeDef[] = []

  for (const collection of collections) {
    const nested: TypeDef[] = []
    const fields = objectFields(collection.typeName, collection.fields, nested)
    const clash = collection.fields.find((f) => RESERVED_ENTRY_NAMES.includes(f.name))
    if (clash) {
      const kind = collection.kind === 'folder' ? 'Front matter field' : 'Field'
      throw new Error(`${kind} "${clash.name}" of ${collection.name} clashes with a field every entry has`)
    }
    fields.push(LOCALE_FIELD)
    if (collection.kind === 'folder') fields.push(...ENTRY_FIELDS)
    defs.push({ name: collection.typeName, fields }, ...nested)
  }
  const entryTypes = new Set(collections.filter((c) => c.kind === 'folder').map((c) => c.typeName))
  const { interfaces, implemented } = entryInterfaces(defs.filter((def) => entryTypes.has(def.name)))
  const nodeTypes = new Set(collections.map((c) => c.typeName))
  for (const def of defs)
    if (nodeTypes.has(def.name)) def.directives = ` implements ${['Node', ...(implemented.get(def.name) ?? [])].join(' & ')} @dontInfer`

  // Entries are queried through their own types; the shared front matter is not inferred.
  defs.push({ name: 'MarkdownRemark', directives: ' implements Node @dontInfer', fields: ['id: ID!'] })
  return [...interfaces.map((def) => render(def, 'interface')), ...defs.map((def) => render(def))].join('\n\n')
}

/** A root query field that returns one collection's entry, never null (src/node/schema.ts resolves it). */
export interface RootField {
  name: string
  /** The field's GraphQL type, non-null. */
  type: string
  /** For a folder collection: the entry's node id, or the ids of entries; for a file collection with editions: the edition. */
  args?: { id: 'String!' } | { ids: '[String!]!' } | { locale: 'String!' }
  collection: Collection
}

const lowerFirst = (name: string): string => name[0].toLowerCase() + name.slice(1)
/** `BlogPost` → `blogPosts`, `CaseStudy` → `caseStudies`. */
const plural = (typeName: string): string => lowerFirst(typeName).replace(/([^aeiou])y$/, '$1ie') + 's'

/**
 * Non-null root fields for each collection, so that pages ask for content the model guarantees
 * without null checks: a YAML file under its collection's name, in the edition asked for
 * (`home(locale: String!): HomeYaml!`), a Markdown entry by id under its type's name
 * (`blogPostById(id: String!): BlogPost!`), and entries by their ids, in that order
 * (`blogPostsById(ids: [String!]!): [BlogPost!]!`). Gatsby's own root fields (`homeYaml`,
 * `allBlogPost`, …) stay as they are and nullable. A page that lists entries by id depends on those
 * entries alone, where Gatsby runs a query through `allBlogPost` again whenever any post changes.
 */
export function rootFieldsFor(collections: readonly Collection[]): RootField[] {
  const fields: RootField[] = collections.flatMap((collection): RootField[] =>
    collection.kind === 'file'
      ? [
          {
            name: collection.name,
            type: `${collection.typeName}!`,
            ...(collection.i18n && { args: { locale: 'String!' as const } }),
            collection,
          },
        ]
      : [
          { name: `${lowerFirst(collection.typeName)}ById`, type: `${collection.typeName}!`, args: { id: 'String!' }, collection },
          { name: `${plural(collection.typeName)}ById`, type: `[${collection.typeName}!]!`, args: { ids: '[String!]!' }, collection },
        ],
  )
  // Gatsby names a root field and a listing after every node type.
  const gatsbyFields = collections.flatMap(({ typeName }) => [lowerFirst(typeName), `all${typeName}`])
  const seen = new Set<string>()
  for (const { name, collection } of fields) {
    if (gatsbyFields.includes(name) || seen.has(name)) {
      throw new Error(`Root query field "${name}" of collection ${collection.name} clashes with another root field`)
    }
    seen.add(name)
  }
  return fields
}
