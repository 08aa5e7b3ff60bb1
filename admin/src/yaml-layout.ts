/**
 * Saving keeps each file as it was written. Decap writes a file anew from its data (keys in the
 * order of the fields, plain scalars refolded at 80 columns, `>-` blocks and quotes dropped, a `null`
 * for every empty field), so saving one field rewrote most of a file and its other edition. Here the
 * text Decap made is read back as data and that data is written into the file as it stands: the
 * `yaml` package's syntax tree (CST) of the file is edited where the data differ (a changed value in
 * its own quoting or block style, a key or item added, changed in kind or removed) and every other
 * byte stays. Decap's text is kept whole only for a file that did not exist, or when the edited text
 * would not read back as Decap's data.
 */
import { CST, Composer, isMap, isScalar, isSeq, parse, Parser, stringify, type Node } from 'yaml'

type Data = Record<string, unknown>
/** An item of a block map or list in the CST: a list's item is a map's without key. */
type Item = CST.BlockMap['items'][number]

/** An empty field: Decap writes one for every field left blank, where the file has no key at all. */
const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)

/** `value` with its empty fields left out, keys sorted: two files hold the same data when these are equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Data).filter(([, v]) => !isEmpty(v))
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]))
  }
  return value
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

/** `data` with the keys of `written` it leaves out (edit keeps those). */
function kept(written: unknown, data: unknown): unknown {
  const isMapping = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
  if (Array.isArray(written) && Array.isArray(data)) return data.map((item, i) => kept(written[i], item))
  if (!isMapping(written) || !isMapping(data)) return data
  const keys = [...Object.keys(written), ...Object.keys(data)]
  return Object.fromEntries(keys.map((key) => [key, data[key] === undefined ? written[key] : kept(written[key], data[key])]))
}

/** Whether `value` may be written in place of a plain (unquoted) scalar and read back as itself. */
function plainKeeps(value: unknown): boolean {
  if (typeof value !== 'string') return true
  if (value.includes('\n')) return false
  try {
    return parse(value) === value
  } catch {
    return false
  }
}

/**
 * The CST item of `entry` (a `key: value` of a map, or `- value` of a list) written by the `yaml`
 * package alone, at the column of the collection it joins; its indentation in `start`.
 */
function freshItem(indent: number, entry: Data | unknown[]): Item | undefined {
  const text = stringify(entry)
    .split('\n')
    .map((line) => (line ? ' '.repeat(indent) + line : line))
    .join('\n')
  const [document] = new Parser().parse(text)
  if (document?.type !== 'document' || !document.value || !('items' in document.value)) return undefined
  const [item] = document.value.items as Item[]
  return item && { ...item, start: [...document.start, ...item.start] }
}

/** A removed item's indentation, when its collection's first line held it (the parent's), moves to the next item. */
function removeItem(items: Item[], index: number): void {
  const [removed] = items.splice(index, 1)
  const next = items[index]
  if (next && index === 0) next.start = [...removed.start, ...next.start.filter((token, i) => i > 0 || token.type !== 'space')]
}

/** Writes `data` into `node` in the CST; false when it cannot be done there (the caller then writes the node anew). */
function edit(node: Node | null, data: unknown): boolean {
  if (same(node?.toJSON() ?? null, data)) return true
  if (isScalar(node)) {
    const token = node.srcToken
    if (!token || !CST.isScalar(token) || isEmpty(data) || typeof data === 'object') return false
    if (token.type === 'scalar' && !plainKeeps(data)) return false
    CST.setScalarValue(token, String(data))
    return true
  }
  if (isMap(node) && data && typeof data === 'object' && !Array.isArray(data)) {
    const token = node.srcToken
    if (token?.type !== 'block-map') return false
    const wanted = data as Data
    const keys = new Set<string>()
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined
      const index = token.items.findIndex((item) => isScalar(pair.key) && item.key === pair.key.srcToken)
      if (key === undefined || index < 0) return false
      keys.add(key)
      // A key Decap did not write (a field of the other edition only, one the model does not know) stays.
      if (wanted[key] === undefined) continue
      if (wanted[key] === null) {
        if (pair.value !== null && !(isScalar(pair.value) && pair.value.value === null)) removeItem(token.items, index)
      } else if (!edit(pair.value as Node | null, wanted[key])) {
        const fresh = freshItem(token.indent, { [key]: wanted[key] })
        if (!fresh) return false
        token.items[index] = { ...fresh, start: token.items[index].start }
      }
    }
    if (token.items.length === 0) return false
    for (const [key, value] of Object.entries(wanted)) {
      if (keys.has(key) || isEmpty(value)) continue
      const fresh = freshItem(token.indent, { [key]: value })
      if (!fresh) return false
      token.items.push(fresh)
    }
    return true
  }
  if (isSeq(node) && Array.isArray(data)) {
    const token = node.srcToken
    if (token?.type !== 'block-seq' || data.length === 0) return false
    const items = token.items as Item[]
    if (items.length !== node.items.length) return false
    for (const [i, value] of data.entries()) {
      if (i < node.items.length && edit(node.items[i] as Node | null, value)) continue
      const fresh = freshItem(token.indent, [value])
      if (!fresh) return false
      if (i < node.items.length) items[i] = { ...fresh, start: items[i].start }
      else items.push(fresh)
    }
    while (items.length > data.length) removeItem(items, data.length)
    return true
  }
  return false
}

/** The YAML text `source` holding `data`, every line of an unchanged field kept; undefined when that cannot be done. */
function yamlWith(source: string, data: unknown): string | undefined {
  const tokens = [...new Parser().parse(source)]
  const documents = [...new Composer({ keepSourceTokens: true }).compose(tokens)]
  if (documents.length !== 1 || documents[0].errors.length > 0) return undefined
  if (!edit(documents[0].contents as Node | null, data)) return undefined
  const text = tokens.map((token) => CST.stringify(token)).join('')
  return same(parse(text), kept(parse(source), data)) ? text : undefined
}

/** A Markdown file's front matter (the YAML between its `---` lines), its delimiting lines and its body; undefined for a file without. */
function frontMatter(text: string): { open: string; yaml: string; close: string; body: string } | undefined {
  const match = /^(---\r?\n)([\s\S]*?\r?\n)?(---(?:\r?\n|$))/.exec(text)
  return match ? { open: match[1], yaml: match[2] ?? '', close: match[3], body: text.slice(match[0].length) } : undefined
}

/**
 * What to write at `path` (a YAML file, or a Markdown file with front matter) that held `written`,
 * when Decap saves the text `saved` there: `written` with the data of `saved`, changed only where they differ.
 */
export function keepLayout(path: string, written: string | undefined, saved: string): string {
  if (written === undefined || saved.trim() === '') return saved
  if (/\.ya?ml$/.test(path)) return yamlWith(written, parse(saved)) ?? saved
  if (!path.endsWith('.md')) return saved
  const [before, after] = [frontMatter(written), frontMatter(saved)]
  if (!before || !after) return saved
  const yaml = yamlWith(before.yaml, parse(after.yaml) ?? {})
  if (yaml === undefined) return saved
  const body = before.body.trim() === after.body.trim() ? before.body : after.body
  return before.open + yaml + before.close + body
}
