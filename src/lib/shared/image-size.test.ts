import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { intrinsicSize } from './image-size'

const image = (data: Partial<IGatsbyImageData>): IGatsbyImageData => ({
  layout: 'constrained',
  width: 800,
  height: 500,
  images: {},
  ...data,
})

describe('intrinsicSize', () => {
  it('gives a full-width image the size of its widest rendition, in its own proportions', () => {
    const banner = image({
      layout: 'fullWidth',
      width: 1,
      height: 1 / 3,
      images: { fallback: { src: '/b/1920.jpg', srcSet: '/b/750.jpg 750w,\n/b/1920.jpg 1920w,\n/b/1080.jpg 1080w' } },
    })
    expect(intrinsicSize(banner)).toEqual({ width: 1920, height: 640 })
  })

  it('reads the widths of a full-width image without a fallback from its first source', () => {
    const hero = image({
      layout: 'fullWidth',
      width: 1,
      height: 0.5833333333333334,
      images: { sources: [{ type: 'image/avif', srcSet: '/h/480.avif 480w, /h/1440.avif 1440w', sizes: '100vw' }] },
    })
    expect(intrinsicSize(hero)).toEqual({ width: 1440, height: 840 })
  })

  it('rounds a constrained height that is not whole', () => {
    expect(intrinsicSize(image({ width: 512, height: 512 / 1.4 }))).toEqual({ width: 512, height: 366 })
  })

  it('keeps whole sizes as they are', () => {
    expect(intrinsicSize(image({ layout: 'fixed', width: 64, height: 48 }))).toEqual({ width: 64, height: 48 })
  })
})
