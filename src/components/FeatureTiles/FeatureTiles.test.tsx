import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { FeatureTiles, type FeatureTile } from './FeatureTiles'

const tiles: FeatureTile[] = [
  { icon: 'chart', title: 'Cash flow planning', text: 'A rolling forecast.' },
  { icon: 'calculator', title: 'Tax and VAT compliance', text: 'Filed on time.' },
  { icon: 'globe', title: 'Free zone and mainland setup', text: 'The right jurisdiction.' },
]

describe('FeatureTiles', () => {
  it('renders one tile per entry with its title, text and a decorative icon', () => {
    render(<FeatureTiles tiles={tiles} label="Features" />)
    const items = within(screen.getByRole('list', { name: 'Features' })).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    items.forEach((item, i) => {
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(tiles[i].title)
      expect(item).toHaveTextContent(tiles[i].text)
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    })
  })

  it('uses the requested heading level', () => {
    render(<FeatureTiles tiles={tiles.slice(0, 1)} level={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Cash flow planning' })).toBeInTheDocument()
  })
})
