import { isLocalPath, localImagePaths } from './body-image-paths'

describe('isLocalPath', () => {
  it.each(['/images/a.jpg', '../images/a.jpg', 'a.jpg'])('takes %s as a path on the site', (src) => expect(isLocalPath(src)).toBe(true))
  it.each(['https://example.com/a.jpg', '//cdn.example.com/a.jpg', 'data:image/png;base64,AA', '#top', ''])(
    'takes %j as no path on the site',
    (src) => expect(isLocalPath(src)).toBe(false),
  )
})

describe('localImagePaths', () => {
  it('finds Markdown and raw HTML images in order, and only local ones', () => {
    const markdown = [
      'Text ![A chart](/images/chart.jpg "Growth") and [a link](/images/not-an-image.jpg).',
      '<img alt="x" src="../images/raw.png">',
      '![remote](https://example.com/remote.jpg)',
      "<IMG src='/images/single.svg' />",
      '![angle](</images/with space.jpg>)',
    ].join('\n')
    expect(localImagePaths(markdown)).toEqual(['/images/chart.jpg', '../images/raw.png', '/images/single.svg', '/images/with space.jpg'])
  })

  it('finds nothing in a body without images', () => expect(localImagePaths('Just **text**.')).toEqual([]))
})
