import React from 'react'
import { render, screen } from '@testing-library/react'
import { TeamGrid } from './TeamGrid'

describe('TeamGrid', () => {
  it('shows each member with a decorative monogram, name, role and biography', () => {
    render(<TeamGrid members={[{ name: 'Hana Al Mansoori', role: 'Managing Partner', bio: 'Leads the firm.' }]} />)
    expect(screen.getByRole('heading', { name: 'Hana Al Mansoori' })).toBeInTheDocument()
    expect(screen.getByText('Managing Partner')).toBeInTheDocument()
    expect(screen.getByText('HM')).toHaveAttribute('aria-hidden', 'true')
  })

  it('gives Arabic names a monogram too', () => {
    render(<TeamGrid members={[{ name: 'هناء المنصوري', role: 'الشريكة المديرة', bio: 'أسّست الشركة.' }]} />)
    expect(screen.getByRole('heading', { name: 'هناء المنصوري' }).previousElementSibling).toHaveTextContent('ه\u200cم')
  })
})
