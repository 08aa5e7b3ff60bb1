/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { listFiles } from '@src/lib/build/list-files'
import { paths } from '@src/config/constants'
import { englishPhrases } from '../../__tests__/support/phrases'
import { headlineFigure, toCaseStudySummaries, type CaseStudyIndexNode } from './case-study-index'

/** The case studies of content/ as the index page's query returns them. */
const studies: CaseStudyIndexNode[] = listFiles(path.resolve(__dirname, '../../content/case-studies'), '.md').map((file) => {
  const data = matter(fs.readFileSync(file, 'utf8')).data as Record<string, never>
  return {
    path: paths.caseStudy(data.slug),
    title: data.title,
    date: String(data.date).slice(0, 10),
    excerpt: data.excerpt,
    category: data.category,
    draft: data.draft ?? false,
    scheduled: null,
    publish_at: null,
    unpublish_at: null,
    claims: data.claims,
    image_alt: data.image_alt,
    image: { childImageSharp: null, publicURL: data.image },
  } as CaseStudyIndexNode
})

describe('the case-study index view model', () => {
  it('leads each card with the first of its highlighted figures', () => {
    const phrases = englishPhrases()
    const cards = toCaseStudySummaries(studies, phrases)
    expect(cards).toHaveLength(studies.length)
    cards.forEach((card, i) => {
      expect(card.figure).toEqual({ value: studies[i].claims[0].value, label: studies[i].claims[0].label })
      expect(card).toMatchObject({ title: studies[i].title, path: studies[i].path, category: studies[i].category })
      expect(card.date).toBe(phrases.month(studies[i].date))
      expect(card.isoDate).toBe(studies[i].date)
      expect(card.image).toEqual({ src: studies[i].image.publicURL })
    })
  })

  it('refuses a case study without any figure', () => {
    expect(() => headlineFigure([])).toThrow(/requires at least one/)
  })
})
