import React from 'react'
import { screen, within } from '@testing-library/react'
import { englishPhraseData, renderWithPhrases as render } from '@support/phrases'
import { paths } from '@src/config/constants'
import { CaseStudyIndex, type CaseStudySummary } from './CaseStudyIndex'

const study = (slug: string, extra: Partial<CaseStudySummary> = {}): CaseStudySummary => ({
  title: `Case ${slug}`,
  path: paths.caseStudy(slug),
  category: 'Retail Finance',
  date: 'July 2025',
  isoDate: '2025-07-01',
  excerpt: `What happened at ${slug}.`,
  figure: { value: '28%', label: 'cash improvement' },
  image: { src: `/${slug}.jpg` },
  imageAlt: `Art for ${slug}`,
  ...extra,
})

describe('CaseStudyIndex', () => {
  it('shows the page title and one linked card per case study with category, date, headline figure and image', () => {
    render(<CaseStudyIndex title="Case Studies" intro="Our work." studies={[study('a'), study('b', { draft: true })]} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeInTheDocument()
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const first = within(cards[0])
    expect(first.getByRole('heading', { level: 2, name: 'Case a' })).toBeInTheDocument()
    expect(first.getByRole('link', { name: 'Case a' })).toHaveAttribute('href', paths.caseStudy('a'))
    expect(first.getByText('Retail Finance')).toBeInTheDocument()
    expect(first.getByText('July 2025')).toHaveAttribute('dateTime', '2025-07-01')
    expect(first.getByText('28%').parentElement).toHaveTextContent('28% cash improvement')
    expect(first.getByRole('img', { name: 'Art for a' })).toBeInTheDocument()
    expect(first.queryByText('Draft')).toBeNull()
    expect(within(cards[1]).getByText('Draft')).toBeInTheDocument()
  })

  it('says so when there is no case study', () => {
    render(<CaseStudyIndex title="Case Studies" studies={[]} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(englishPhraseData().articles.no_case_studies)).toBeInTheDocument()
  })
})
