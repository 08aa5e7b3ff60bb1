import React from 'react'
import { render, screen } from '@testing-library/react'
import { Clients, type ClientsProps } from './Clients'

const props: ClientsProps = {
  showTitle: true,
  title: 'Trusted by businesses across the Emirates',
  claimValue: 1200,
  claimLabel: 'happy users',
  logos: [
    { name: 'Dunebridge', logo: { src: '/static/dunebridge.svg' } },
    { name: 'Khor Industries', logo: { src: '/static/khor.svg' } },
  ],
}

describe('Clients', () => {
  it('shows the title, the 1200 happy users claim and every logo when show_title is true', () => {
    render(<Clients {...props} />)
    expect(screen.getByRole('heading', { level: 2, name: props.title })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: props.title })).toHaveTextContent('1200 happy users')
    expect(screen.getByRole('img', { name: 'Dunebridge' })).toHaveAttribute('src', '/static/dunebridge.svg')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('hides the title but keeps the claim and logos when show_title is false', () => {
    render(<Clients {...props} showTitle={false} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.queryByText(props.title)).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: props.title })).toHaveTextContent('1200 happy users')
    expect(screen.getByRole('img', { name: 'Khor Industries' })).toBeInTheDocument()
  })
})
