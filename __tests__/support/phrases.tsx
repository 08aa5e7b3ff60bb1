import React from 'react'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { render, type RenderOptions } from '@testing-library/react'
import { PhrasesContext } from '../../src/hooks/use-phrases'
import type { PhraseData, SitePhrases } from '../../src/types/phrases'
import { phraseDataOf } from '../../src/cms/preview/phrase-data'
import { toPhrases } from '../../src/view-models/phrases'

/** The interface file as the content has it (content/settings/interface.yaml). */
export const INTERFACE_FILE = path.resolve(__dirname, '../../content/settings/interface.yaml')

/** The English phrases of content/, in the shape the site's query gives them. */
export const englishPhraseData = (): PhraseData =>
  phraseDataOf(yaml.load(fs.readFileSync(INTERFACE_FILE, 'utf8'), { schema: yaml.CORE_SCHEMA }))

export const englishPhrases = (): SitePhrases => toPhrases(englishPhraseData())

/** Provides the English phrases, as the Layout provides them on every page. */
export function WithPhrases({ children }: { children: React.ReactNode }) {
  return <PhrasesContext.Provider value={englishPhrases()}>{children}</PhrasesContext.Provider>
}

/** Renders `ui` inside WithPhrases. */
export const renderWithPhrases = (ui: React.ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  render(ui, { wrapper: WithPhrases, ...options })
