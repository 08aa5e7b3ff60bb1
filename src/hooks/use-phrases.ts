import { createContext, useContext } from 'react'
import type { SitePhrases } from '@src/types/phrases'

/**
 * The interface phrases of the page's language. The Layout provides them from the site-wide static
 * query, the CMS previews from the interface file; a component outside both is a mistake.
 */
export const PhrasesContext = createContext<SitePhrases | null>(null)

export function usePhrases(): SitePhrases {
  const phrases = useContext(PhrasesContext)
  if (!phrases) throw new Error('usePhrases() is called outside PhrasesContext: render the component inside a Layout or a CMS preview')
  return phrases
}
