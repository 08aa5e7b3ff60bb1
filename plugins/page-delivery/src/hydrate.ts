import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the server-rendered page as a transition. React then renders in
 * small slices and yields to the browser between them, instead of one long
 * task over the whole page that blocks input (Lighthouse's Total Blocking Time).
 * The HTML is already visible and readable meanwhile; events that arrive before
 * a part is hydrated are replayed by React once it is.
 */
export function hydrateInSlices(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element || container instanceof Document)) throw new Error('hydrateInSlices: no element to hydrate')
  // The development server sends pages without their markup and draws them in the browser, as
  // Gatsby's own renderer does when the root is empty: hydrating nothing would be a mismatch.
  if (container instanceof Element && container.children.length === 0) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
