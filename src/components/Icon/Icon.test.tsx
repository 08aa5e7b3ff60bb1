import React from 'react'
import { render } from '@testing-library/react'
import { Icon, ICONS, toIconName } from './Icon'
import { ICON_NAMES } from './icon-names'

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

  it('accepts known names from content and refuses others', () => {
    expect(toIconName('globe')).toBe('globe')
    expect(() => toIconName('rocket')).toThrow('Unknown icon "rocket"')
  })
})
