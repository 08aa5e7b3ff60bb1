/** Values for a phrase's placeholders, by name: `{count}` takes `values.count`. Numbers are written with digits 0-9. */
export type PhraseValues = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{([A-Za-z_]+)\}/g

/**
 * Fills the placeholders of an interface phrase (content/settings/interface.yaml). A placeholder
 * without a value throws, naming the phrase, rather than showing "{count}" on a page.
 */
export function fillPhrase(name: string, template: string, values: PhraseValues = {}): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`The interface phrase ${name} ("${template}") needs a value for {${key}}`)
    return String(value)
  })
}
