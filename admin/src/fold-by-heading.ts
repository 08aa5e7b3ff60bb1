/**
 * A folded item of a list (a plan, a slide) opens by its summary line as well as by the small arrow
 * above it: Decap toggles an item only from that arrow, a target too small to find on a phone. A
 * click on the summary Decap draws for a folded item is passed on to the arrow of its item's bar.
 */
const SUMMARY = '[class*="-NestedObjectLabel"]'
const ITEM_BAR = '[class*="-StyledListItemTopBar"]'

export function foldByHeading(document: Document): void {
  document.addEventListener('click', (event) => {
    const summary = event.target instanceof Element ? event.target.closest(SUMMARY) : null
    const bar = summary?.previousElementSibling
    if (bar?.matches(ITEM_BAR)) bar.querySelector<HTMLElement>('button')?.click()
  })
}
