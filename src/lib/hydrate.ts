import { startTransition, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

/**
 * Hydrates the server-rendered page as a transition. React then renders in
 * small slices and yields to the browser between them, instead of one long
 * task over the whole page that blocks input (Lighthouse's Total Blocking Time).
 * The HTML is already visible and readable meanwhile; events that arrive before
 * a part is hydrated are replayed by React once it is.
 */
export function hydrateInSlices(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element || container instanceof Document)) throw new Error('hydrateInSlices: no element to hydrate')
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
