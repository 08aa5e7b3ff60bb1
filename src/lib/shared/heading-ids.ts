import { tagSlug } from './tag-slug'

/**
 * An id for each heading of a list, from its text in any script (`pricing-standard`,
 * `pricing-الباقة-القياسية`); a heading whose text gives no slug, or one already taken, is told
 * apart by its position (`pricing-3`). The ids are unique.
 */
export function headingIds(prefix: string, texts: readonly string[]): string[] {
  const taken = new Set<string>()
  return texts.map((text, i) => {
    const slug = tagSlug(text)
    let id = slug ? `${prefix}-${slug}` : `${prefix}-${i + 1}`
    if (taken.has(id)) id = `${id}-${i + 1}`
    taken.add(id)
    return id
  })
}
