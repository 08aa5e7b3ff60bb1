import React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { PostGrid } from './PostGrid'

const post = {
  title: 'Legitimate tax savings',
  date: '15 July 2025',
  isoDate: '2025-07-15',
  category: 'Tax planning',
  excerpt: 'How to save tax.',
  path: '/financialblogs/blogs/1',
  image: { src: '/tax.jpg' },
  imageAlt: 'Ledger',
  tags: [{ name: 'VAT', path: '/financialblogs/tags/vat' }],
}

describe('PostGrid', () => {
  it('shows each post as a card with image, category, date, linked title, excerpt and tag links', () => {
    render(<PostGrid posts={[post]} label="Latest" />)
    const card = within(screen.getByRole('list', { name: 'Latest' })).getAllByRole('listitem')[0]
    expect(within(card).getByRole('img', { name: 'Ledger' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Tax planning')
    expect(within(card).getByText('15 July 2025')).toHaveAttribute('dateTime', '2025-07-15')
    expect(within(card).getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: post.title })).toHaveAttribute('href', post.path)
    expect(within(card).getByRole('link', { name: 'VAT' })).toHaveAttribute('rel', 'tag')
  })

  it('takes the heading level of the page it sits in', () => {
    render(<PostGrid posts={[post]} label="Related" titleLevel={3} />)
    expect(screen.getByRole('heading', { level: 3, name: post.title })).toBeInTheDocument()
  })

  it('marks the cards of drafts, and only those, with a badge', () => {
    const second = { ...post, title: 'A draft', path: '/financialblogs/blogs/2', draft: true }
    render(<PostGrid posts={[post, second]} label="Latest" />)
    const cards = [...screen.getByRole('list', { name: 'Latest' }).children] as HTMLElement[]
    expect(within(cards[1]).getByText('Draft')).toBeInTheDocument()
    expect(screen.getAllByText('Draft')).toHaveLength(1)
  })
})
