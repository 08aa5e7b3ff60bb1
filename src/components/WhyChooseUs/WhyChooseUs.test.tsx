import React from 'react'
import { render, screen } from '@testing-library/react'
import { WhyChooseUs } from './WhyChooseUs'

describe('WhyChooseUs', () => {
  it('is a region named by its heading that lists every reason', () => {
    render(
      <WhyChooseUs
        eyebrow="Why choose us"
        heading="One team from licence to balance sheet"
        intro="Intro text"
        points={[
          { icon: 'shield', title: 'Compliant from day one', text: 'On time.' },
          { icon: 'scale', title: 'Fixed fees', text: 'No surprises.' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'One team from licence to balance sheet' })
    expect(region).toHaveTextContent('Intro text')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Compliant from day one', 'Fixed fees'])
  })
})
