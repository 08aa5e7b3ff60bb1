import React from 'react'
import { render } from '@testing-library/react'
import { IsolatedFigures } from './IsolatedFigures'

describe('IsolatedFigures', () => {
  it('wraps each figure, and only the figures, in a left-to-right isolate', () => {
    const { container } = render(
      <p>
        <IsolatedFigures text="+25 ألف، 5 من 6" />
      </p>,
    )
    const p = container.querySelector('p')!
    expect(p).toHaveTextContent('+25 ألف، 5 من 6')
    expect([...p.querySelectorAll('.ltr')].map((span) => span.textContent)).toEqual(['+25', '5', '6'])
  })
})
