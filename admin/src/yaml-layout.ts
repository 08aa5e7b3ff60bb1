/**
 * A YAML format for the admin's file collections that keeps each file as it was written. Decap's own
 * format writes a file anew from its data (plain scalars refolded at 80 columns, `>-` blocks and quotes
 * dropped), so saving one field rewrote most of a file. This one remembers the text it read and, when
 * only values changed, edits those scalars in the text's syntax tree (the `yaml` package's CST): every
 * other line stays byte for byte. Anything else (an item added or removed, a key renamed) and any
 * edit that would not read back as the data is written whole by Decap's format, as before.
 */
import { CST, Composer, isMap, isScalar, isSeq, Parser, parse, type Node } from 'yaml'
import { yamlFormat } from './decap-internals'

type Formatter = {
  fromFile(content: string): object
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** Sets every changed scalar of `node` to the value in `data`; false when the change is not a scalar's value. */
function editScalars(node: Node | null, data: unknown): boolean {
  if (isScalar(node)) {
    if (same(node.toJSON(), data)) return true
    if (!node.srcToken || data === null || typeof data === 'object') return false
    CST.setScalarValue(node.srcToken, String(data))
    return true
  }
  if (isMap(node) && data && typeof data === 'object' && !Array.isArray(data)) {
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
    const wanted = Object.keys(data).filter((key) => (data as Record<string, unknown>)[key] !== undefined)
    if (!same([...keys].sort(), [...wanted].sort())) return false
    return node.items.every((pair, i) => editScalars(pair.value as Node | null, (data as Record<string, unknown>)[keys[i]]))
  }
  if (isSeq(node) && Array.isArray(data)) {
    return node.items.length === data.length && node.items.every((item, i) => editScalars(item as Node | null, data[i]))
  }
  return false
}

/** The text `source` with the values of `data`, every other byte kept; null when that cannot be done. */
function withValues(source: string, data: object): string | null {
  const tokens = [...new Parser().parse(source)]
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)]
  if (docs.length !== 1 || docs[0].errors.length > 0) return null
  if (!editScalars(docs[0].contents as Node | null, data)) return null
  const text = tokens.map((token) => CST.stringify(token)).join('')
  return same(parse(text), data) ? text : null
}

/** A format that remembers the last file it read (one file collection, one file) and keeps its layout on save. */
export function layoutKeepingYaml(): Formatter {
  let read: string | undefined
  return {
    fromFile(content) {
      read = content
      return yamlFormat.fromFile(content)
    },
    toFile(data, sortedKeys, comments) {
      return (read !== undefined && withValues(read, data)) || yamlFormat.toFile(data, sortedKeys, comments)
    },
  }
}
