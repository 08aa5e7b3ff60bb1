import { createContext, useContext } from 'react'
import type { Edition } from '@src/lib/shared/page-editions'

/** The editions of the page being rendered (its page context's `editions`); the page's Layout provides them. */
export const PageEditionsContext = createContext<readonly Edition[]>([])

export const usePageEditions = (): readonly Edition[] => useContext(PageEditionsContext)
