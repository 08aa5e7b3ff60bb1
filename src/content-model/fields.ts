/**
 * The builders every collection of the content model writes its fields with: a line of text, a list,
 * a group of fields; and a collection of one YAML file.
 */
import type { Field, FileCollection, ListField, ObjectField, StringField } from './types'

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

/**
 * A collection of one YAML file (`file`, relative to the content directory) holding every edition
 * under its language's key (Decap's `single_file`); its GraphQL type is its name, capitalised, and
 * `Yaml` (`home`: `HomeYaml`).
 */
export const yamlFile = (name: string, file: string, label: string, description: string, fields: readonly Field[]): FileCollection => ({
  kind: 'file',
  name,
  label,
  description,
  file,
  i18n: 'single_file',
  typeName: `${name.charAt(0).toUpperCase()}${name.slice(1)}Yaml`,
  fields,
})
