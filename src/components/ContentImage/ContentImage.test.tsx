import React from 'react'
import { render, screen } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { ContentImage } from './ContentImage'

const data: IGatsbyImageData = {
  layout: 'constrained',
  width: 800,
  height: 500,
  backgroundColor: '#1a2b3c',
  images: {
    fallback: {
      src: '/static/a/800/art.jpg',
      srcSet: '/static/a/400/art.jpg 400w, /static/a/800/art.jpg 800w',
      sizes: '(min-width: 800px) 800px, 100vw',
    },
    sources: [
      { type: 'image/avif', srcSet: '/static/a/400/art.avif 400w, /static/a/800/art.avif 800w', sizes: '(min-width: 800px) 800px, 100vw' },
      { type: 'image/webp', srcSet: '/static/a/400/art.webp 400w, /static/a/800/art.webp 800w', sizes: '(min-width: 800px) 800px, 100vw' },
    ],
  },
}

describe('ContentImage', () => {
  it('offers AVIF and WebP before the fallback, with width and height set', () => {
    const { container } = render(<ContentImage image={{ data }} alt="Navy and gold shapes" className="card" />)
    const sources = [...container.querySelectorAll('source')]
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute('srcset', data.images.sources![0].srcSet)
    const img = screen.getByAltText('Navy and gold shapes')
    expect(img).toHaveAttribute('src', '/static/a/800/art.jpg')
    expect(img).toHaveAttribute('sizes', '(min-width: 800px) 800px, 100vw')
    expect(img).toHaveAttribute('width', '800')
    expect(img).toHaveAttribute('height', '500')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(container.firstElementChild).toHaveClass('card')
    expect(container.firstElementChild).toHaveStyle({ backgroundColor: '#1a2b3c' })
  })

  it('loads the priority image eagerly and first', () => {
    render(<ContentImage image={{ data }} alt="Hero" priority />)
    const img = screen.getByAltText('Hero')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('reserves the image box before it loads, per layout', () => {
    const sizer = (layout: IGatsbyImageData['layout']) =>
      render(<ContentImage image={{ data: { ...data, layout } }} alt={layout} />).container.querySelector(
        '[aria-hidden="true"]',
      ) as HTMLElement
    const constrained = sizer('constrained')
    expect(constrained.style.maxWidth).toBe('800px')
    const canvas = constrained.querySelector('canvas')
    expect(canvas).toHaveAttribute('width', '800')
    expect(canvas).toHaveAttribute('height', '500')
    expect(sizer('fullWidth').style.paddingTop).toBe('62.5%')
    expect(sizer('fixed').style.height).toBe('500px')
  })

  it('declares whole-pixel sizes for a full-width image, described by gatsby-plugin-image by its aspect ratio alone', () => {
    const fullWidth: IGatsbyImageData = {
      ...data,
      layout: 'fullWidth',
      width: 1,
      height: 1 / 3,
      images: { ...data.images, fallback: { src: '/b/1920.jpg', srcSet: '/b/750.jpg 750w, /b/1920.jpg 1920w', sizes: '100vw' } },
    }
    const { container } = render(<ContentImage image={{ data: fullWidth }} alt="Banner" />)
    const img = screen.getByAltText('Banner')
    expect(img).toHaveAttribute('width', '1920')
    expect(img).toHaveAttribute('height', '640')
    expect((container.querySelector('[aria-hidden="true"]') as HTMLElement).style.paddingTop).toMatch(/^33\.333/)
  })

  it('shows a plain image where there is only a URL', () => {
    render(<ContentImage image={{ src: '/logo.svg' }} alt="Logo" />)
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.svg')
  })
})
