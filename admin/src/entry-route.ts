/**
 * Decap's editor reads an entry when it opens, not when the address names another entry while it is
 * open (typed into the address bar, or Back and Forward): it kept the first entry's draft under the
 * second one's form, which a Publish would then save. The admin loads the page afresh instead, once
 * Decap has asked about unsaved changes and the address has changed.
 */
import { openDraft, type DecapStore } from './decap-internals'

/** The collection and entry an address names (`#/collections/blog/entries/tax-savings`), if any. */
export function entryOfAddress(hash: string): { collection: string; slug: string } | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(hash)
  return match ? { collection: decodeURIComponent(match[1]), slug: decodeURIComponent(match[2]) } : undefined
}

const same = (a: { collection: string; slug: string } | undefined, b: { collection: string; slug: string } | undefined): boolean =>
  a?.collection === b?.collection && a?.slug === b?.slug

/**
 * Reloads when the address moves from the entry open to another while Decap still holds the first:
 * only then, so that a draft Decap restores from its own backup is left to Decap.
 */
export function followEntryAddress(
  store: Pick<DecapStore, 'getState'>,
  target: Window,
  reload: () => void = () => target.location.reload(),
): void {
  let shown = entryOfAddress(target.location.hash)
  const follow = () => {
    const [before, named] = [shown, entryOfAddress(target.location.hash)]
    shown = named
    if (!before || !named || same(before, named)) return
    const entry = openDraft(store)
    const held = entry ? { collection: String(entry.get('collection')), slug: String(entry.get('slug')) } : undefined
    if (same(held, before)) reload()
  }
  // After Decap's own handling of the change, which asks about unsaved changes and may undo it.
  const later = () => target.setTimeout(follow, 0)
  target.addEventListener('hashchange', later)
  target.addEventListener('popstate', later)
}
