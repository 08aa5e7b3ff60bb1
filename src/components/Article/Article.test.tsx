import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Article } from './Article'

const base = {
  title: 'Legitimate tax savings in the UAE',
  category: 'Tax',
  meta: [{ label: 'Published', value: '15 July 2025' }],
  image: { src: '/x.jpg' },
  imageAlt: 'Ledger',
  figures: [
    { value: '9%', label: 'corporate tax rate' },
    { value: 'AED 375,000', label: 'taxed at 0%' },
  ],
  figuresLabel: 'Key facts',
  html: '<h2>Plan</h2><blockquote><p>Quote</p></blockquote>',
}

describe('Article', () => {
  it('shows title, category, meta, image, fact tiles, body and tags', () => {
    render(
      <Article
        {...base}
        tags={[
          { name: 'Corporate tax', path: '/financialblogs/tags/corporate-tax' },
          { name: 'VAT', path: '/financialblogs/tags/vat' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: base.title })).toBeInTheDocument()
    expect(screen.getByText('15 July 2025')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Ledger' })).toBeInTheDocument()
    const facts = screen.getByRole('list', { name: 'Key facts' })
    expect(facts.children).toHaveLength(2)
    expect(facts).toHaveTextContent('9% corporate tax rate')
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument()
    expect(screen.getByText('Quote').closest('blockquote')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Corporate taxVAT')
    const vat = screen.getByRole('link', { name: 'VAT' })
    expect(vat).toHaveAttribute('href', '/financialblogs/tags/vat')
    expect(vat).toHaveAttribute('rel', 'tag')
  })

  it('links the previous and next articles only when they exist', () => {
    const { rerender } = render(<Article {...base} next={{ title: 'Getting out of debt', path: '/financialblogs/blogs/2' }} />)
    expect(screen.getByRole('link', { name: /Next Getting out of debt/ })).toHaveAttribute('href', '/financialblogs/blogs/2')
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    rerender(<Article {...base} />)
    expect(screen.queryByRole('navigation', { name: 'More articles' })).toBeNull()
  })

  it('marks a draft with a visible badge, and only a draft', () => {
    const { rerender } = render(<Article {...base} draft />)
    expect(screen.getByRole('article')).toHaveTextContent(/^Draft/)
    rerender(<Article {...base} />)
    expect(screen.queryByText('Draft')).toBeNull()
  })
})
