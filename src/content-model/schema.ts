/**
 * Derives Gatsby's GraphQL type definitions (SDL) from the content model, so that no query depends
 * on type inference. Image fields resolve through the `@contentImage` extension (src/node/schema.ts).
 */
import type { Collection, Field, FolderCollection } from './types'

const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')

export const FRONTMATTER_TYPE = 'MarkdownRemarkFrontmatter'

interface TypeDef {
  name: string
  fields: string[]
  directives?: string
}

/** Field definitions of one object type; nested objects add their own types to `out`. */
function objectFields(typeName: string, fields: readonly Field[], out: TypeDef[], isRequired: (f: Field) => boolean): string[] {
  return fields
    .filter((field) => field.widget !== 'markdown')
    .map((field) => `${field.name}: ${graphqlType(typeName, field, out, isRequired)}`)
}

function graphqlType(parent: string, field: Field, out: TypeDef[], isRequired: (f: Field) => boolean): string {
  const nonNull = isRequired(field) ? '!' : ''
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
    case 'datetime':
      return `Date${nonNull} @dateformat`
    case 'image':
      return `File${nonNull} @contentImage`
    case 'relation':
      return field.multiple ? `[String!]${nonNull}` : `String${nonNull}`
    case 'list': {
      if (field.fields) {
        const itemType = parent + pascal(field.name)
        out.push({ name: itemType, fields: objectFields(itemType, field.fields, out, (f) => f.required !== false) })
        return `[${itemType}!]${nonNull}`
      }
      return `[String!]${nonNull}`
    }
    case 'object': {
      const objectType = parent + pascal(field.name)
      out.push({ name: objectType, fields: objectFields(objectType, field.fields, out, (f) => f.required !== false) })
      return `${objectType}${nonNull}`
    }
    case 'markdown':
      throw new Error('The Markdown body is not a front matter field')
  }
}

/** What a field contributes to the schema, ignoring editor-facing text and requiredness. */
const schemaShape = (value: unknown): string =>
  JSON.stringify(value, (key, inner) =>
    ['label', 'hint', 'required'].includes(key)
      ? undefined
      : inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
        : inner,
  )

/**
 * All folder collections share MarkdownRemark's front matter. A field is non-null only when every
 * folder collection requires it; two collections may not give one field name different shapes.
 */
function mergedFrontmatterFields(folders: readonly FolderCollection[]): Field[] {
  const byName = new Map<string, Field>()
  for (const folder of folders) {
    for (const field of folder.fields) {
      const seen = byName.get(field.name)
      if (seen && schemaShape(seen) !== schemaShape(field)) {
        throw new Error(`Front matter field "${field.name}" has different definitions in different collections`)
      }
      if (!seen) byName.set(field.name, field)
    }
  }
  return [...byName.values()].map((field) => ({
    ...field,
    required: folders.every((folder) => folder.fields.some((f) => f.name === field.name && f.required !== false)),
  }))
}

const render = ({ name, fields, directives = '' }: TypeDef): string =>
  `type ${name}${directives} {\n${fields.map((f) => `  ${f}`).join('\n')}\n}`

export function typeDefsFor(collections: readonly Collection[]): string {
  const defs: TypeDef[] = []
  const required = (f: Field) => f.required !== false

  for (const collection of collections) {
    if (collection.kind !== 'file') continue
    const nested: TypeDef[] = []
    const fields = objectFields(collection.typeName, collection.fields, nested, required)
    defs.push({ name: collection.typeName, fields, directives: ' implements Node @dontInfer' }, ...nested)
  }

  const folders = collections.filter((c): c is FolderCollection => c.kind === 'folder')
  const nested: TypeDef[] = []
  const frontmatter = objectFields(FRONTMATTER_TYPE, mergedFrontmatterFields(folders), nested, (f) => f.required === true)
  defs.push(
    { name: FRONTMATTER_TYPE, fields: frontmatter },
    ...nested,
    { name: 'MarkdownRemarkFields', fields: ['collection: String!', 'slug: String!', 'path: String!'] },
    {
      name: 'MarkdownRemark',
      directives: ' implements Node @dontInfer',
      fields: [`frontmatter: ${FRONTMATTER_TYPE}!`, 'fields: MarkdownRemarkFields!'],
    },
  )
  return defs.map(render).join('\n\n')
}
