/** The interface phrases as components read them (src/view-models/phrases.ts builds them). */
import type { Phrases } from '../lib/shared/phrases'

export type PhraseData = Queries.InterfacePhrasesFragment
export type SitePhrases = Phrases<PhraseData>
