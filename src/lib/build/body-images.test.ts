import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { copiedImageHtml, pictureHtml, replaceLocalImages } from './body-images'

describe('replaceLocalImages', () => {
  it('replaces local images by what the renderer returns and keeps the rest', async () => {
    const html =
      '<p><img src="/images/a&amp;b.jpg" alt="A &quot;chart&quot;" title="T" /> <img src="https://example.com/x.jpg" alt="" /></p>'
    const seen: unknown[] = []
    const result = await replaceLocalImages(html, async (image) => {
      seen.push(image)
      return '<picture>done</picture>'
    })
    expect(seen).toEqual([{ path: '/images/a&b.jpg', src: '/images/a&amp;b.jpg', alt: 'A &quot;chart&quot;', title: 'T' }])
    expect(result).toBe('<p><picture>done</picture> <img src="https://example.com/x.jpg" alt="" /></p>')
  })

  it('leaves an image the renderer declines unchanged', async () => {
    const html = '<img src="/images/a.jpg" alt="a" />'
    expect(await replaceLocalImages(html, async () => undefined)).toBe(html)
  })
})

const imageData: IGatsbyImageData = {
  layout: 'constrained',
  width: 720,
  height: 480.4,
  images: {
    fallback: {
      src: '/static/h/a.jpg',
      srcSet: '/static/h/a-360.jpg 360w,\n/static/h/a.jpg 720w',
      sizes: '(min-width: 720px) 720px, 100vw',
    },
    sources: [{ type: 'image/avif', srcSet: '/static/h/a.avif 720w', sizes: '(min-width: 720px) 720px, 100vw' }],
  },
}

describe('pictureHtml', () => {
  it('offers modern formats first and an img with whole-pixel size, lazily loaded', () => {
    const html = pictureHtml(imageData, { alt: 'A &quot;chart&quot;', title: 'T' })
    expect(html).toMatch(/^<picture><source type="image\/avif" srcset="\/static\/h\/a\.avif 720w" sizes="[^"]+" \/><img /)
    expect(html).toContain('src="/static/h/a.jpg" srcset="/static/h/a-360.jpg 360w,\n/static/h/a.jpg 720w"')
    expect(html).toContain('width="720" height="480" alt="A &quot;chart&quot;" title="T" loading="lazy" decoding="async" />')
    expect(html).toMatch(/<\/picture>$/)
  })
})

describe('copiedImageHtml', () => {
  it('points at the copy and keeps alt and title escaped', () => {
    expect(copiedImageHtml('/static/h/logo.svg', { alt: 'Logo &amp; mark' })).toBe(
      '<img src="/static/h/logo.svg" alt="Logo &amp; mark" loading="lazy" decoding="async" />',
    )
  })
})
