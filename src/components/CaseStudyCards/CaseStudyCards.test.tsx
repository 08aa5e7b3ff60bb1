import React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { paths } from '@src/config/constants'
import { CaseStudyCards } from './CaseStudyCards'

const cases = ['retail', 'growth', 'costs'].map((slug, i) => ({
  title: `Case ${slug}`,
  category: 'Finance',
  path: paths.caseStudy(slug),
  image: { src: `/${slug}.jpg` },
  imageAlt: `Art ${i}`,
  draft: i === 2,
}))

describe('CaseStudyCards', () => {
  it('links each card to its case study and marks drafts with a badge', () => {
    render(<CaseStudyCards intro={{ eyebrow: 'Work', heading: 'Case studies' }} cases={cases} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]).getByRole('link', { name: 'Case retail' })).toHaveAttribute('href', paths.caseStudy('retail'))
    expect(within(items[2]).getByText('Draft')).toBeInTheDocument()
    expect(screen.getAllByText('Draft')).toHaveLength(1)
  })

  it('leads to the index of every case study when given its link', () => {
    const more = { label: 'All case studies', path: paths.caseStudyIndex }
    render(<CaseStudyCards intro={{ eyebrow: 'Work', heading: 'Case studies' }} cases={cases} more={more} />)
    expect(screen.getByRole('link', { name: more.label })).toHaveAttribute('href', paths.caseStudyIndex)
  })
})
