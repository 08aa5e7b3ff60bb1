import React from 'react'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { render, type RenderOptions } from '@testing-library/react'
import { PhrasesContext } from '../../src/hooks/use-phrases'
import type { Locale } from '../../src/config/locales'
import type { PhraseData, SitePhrases } from '../../src/types/phrases'
import { phraseDataOf } from '../../admin/src/preview/phrase-data'
import { toPhrases } from '../../src/view-models/phrases'

/** The interface file as the content has it (content/settings/interface.yaml). */
export const INTERFACE_FILE = path.resolve(__dirname, '../../content/settings/interface.yaml')

/** One edition of the phrases of content/, in the shape the site's query gives them. */
const phraseData = (locale: Locale): PhraseData =>
  phraseDataOf((yaml.load(fs.readFileSync(INTERFACE_FILE, 'utf8'), { schema: yaml.CORE_SCHEMA }) as Record<Locale, unknown>)[locale])

export const englishPhraseData = (): PhraseData => phraseData('en')
export const englishPhrases = (): SitePhrases => toPhrases(englishPhraseData(), 'en')

export const arabicPhraseData = (): PhraseData => phraseData('ar')
export const arabicPhrases = (): SitePhrases => toPhrases(arabicPhraseData(), 'ar')

/** Provides the English phrases, as the Layout provides them on every page. */
export function WithPhrases({ children }: { children: React.ReactNode }) {
  return <PhrasesContext.Provider value={englishPhrases()}>{children}</PhrasesContext.Provider>
}

/** Renders `ui` inside WithPhrases. */
export const renderWithPhrases = (ui: React.ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  render(ui, { wrapper: WithPhrases, ...options })

/** Provides the Arabic phrases, as the Layout provides them on every page under /ar. */
function WithArabicPhrases({ children }: { children: React.ReactNode }) {
  return <PhrasesContext.Provider value={arabicPhrases()}>{children}</PhrasesContext.Provider>
}

/** Renders `ui` inside the Arabic phrases' provider. */
export const renderWithArabicPhrases = (ui: React.ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  render(ui, { wrapper: WithArabicPhrases, ...options })
