import React from 'react'
import { render, screen } from '@testing-library/react'
import { CompanyPage, CompanySection } from './CompanyPage'

describe('CompanyPage', () => {
  it('shows the title as the page heading, the summary, the text, the aside and embedded sections', () => {
    render(
      <CompanyPage
        title="Frequently asked questions"
        description="Straight answers."
        reviewed={{ label: 'Last reviewed', iso: '2025-07-15', text: '15 July 2025' }}
        html="<h2>How long does it take?</h2><p>One to three weeks.</p>"
        aside={<p>Contact card</p>}
        sections={
          <CompanySection heading="What our clients say" id="testimonials">
            <p>Quotes</p>
          </CompanySection>
        }
      >
        <p>Team</p>
      </CompanyPage>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently asked questions')
    expect(screen.getByText('Straight answers.')).toBeInTheDocument()
    expect(screen.getByText('15 July 2025')).toHaveAttribute('datetime', '2025-07-15')
    expect(screen.getByRole('heading', { level: 2, name: 'How long does it take?' })).toBeInTheDocument()
    expect(screen.getByRole('complementary')).toHaveTextContent('Contact card')
    expect(screen.getByText('Team')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'What our clients say' })).toHaveTextContent('Quotes')
  })
})
