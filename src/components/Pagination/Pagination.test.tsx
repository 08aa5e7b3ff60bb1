import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Pagination } from './Pagination'

const page = (number: number, current = false) => ({ number, path: `/list/page/${number}`, current })

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination label="Pages" pages={[page(1, true)]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('links every page, marks the current one and links previous and next with rel', () => {
    render(<Pagination label="Pages of the blog" pages={[page(1), page(2, true), 'gap', page(9)]} previous="/list" next="/list/page/3" />)
    const nav = screen.getByRole('navigation', { name: 'Pages of the blog' })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/list/page/9')
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('rel', 'prev')
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('rel', 'next')
  })

  it('shows previous as unavailable, not as a link, on the first page', () => {
    render(<Pagination label="Pages" pages={[page(1, true), page(2)]} next="/list/page/2" />)
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })
})
