/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { parse, type SelectionSetNode } from 'graphql'
import { collections } from '@src/content-model/collections'
import type { Field } from '@src/content-model/types'
import { englishPhraseData } from '../../__tests__/support/phrases'
import { toPhrases } from './phrases'

const model = collections.find((c) => c.name === 'interface')!

/** Every field path of the model, e.g. `listings.articles.one`. */
const modelPaths = (fields: readonly Field[], prefix = ''): string[] =>
  fields.flatMap((f) => (f.widget === 'object' ? modelPaths(f.fields, `${prefix}${f.name}.`) : [`${prefix}${f.name}`]))

const selectedPaths = (set: SelectionSetNode | undefined, prefix = ''): string[] =>
  (set?.selections ?? []).flatMap((s) =>
    s.kind === 'Field' ? (s.selectionSet ? selectedPaths(s.selectionSet, `${prefix}${s.name.value}.`) : [`${prefix}${s.name.value}`]) : [],
  )

describe('the interface phrases', () => {
  it('are all selected by the fragment every page queries, so no phrase the model has is missing on a page', () => {
    const source = fs.readFileSync(path.join(__dirname, 'phrases.ts'), 'utf8')
    const fragment = /graphql`([\s\S]*?)`/.exec(source)![1]
    const definition = parse(fragment).definitions[0]
    expect(definition.kind).toBe('FragmentDefinition')
    expect(selectedPaths('selectionSet' in definition ? definition.selectionSet : undefined)).toEqual(modelPaths(model.fields))
  })

  it('read from the file give every phrase of the model, with what the content says', () => {
    const data = englishPhraseData()
    expect(
      modelPaths(model.fields).filter((p) => p.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], data) === undefined),
    ).toEqual([])
    expect(toPhrases(data).text('header.home_link', { name: 'Meridian' })).toBe('Meridian, home')
  })
})
