import React from 'react'
import { render } from '@testing-library/react'
import { ICON_NAMES } from '@src/config/icon-names'
import { Icon, ICONS } from './Icon'

describe('Icon', () => {
  it('maps every allowed icon name to an SVG', () => {
    expect(Object.keys(ICONS).sort()).toEqual([...ICON_NAMES].sort())
  })

  it('renders a decorative svg of the requested size', () => {
    const { container } = render(<Icon name="mortgage" size={28} />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('width', '28')
  })
})
