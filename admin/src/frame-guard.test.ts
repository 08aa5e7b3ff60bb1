import { framed, refuseFrame } from './frame-guard'

describe('the admin in a frame', () => {
  it('is told apart from the admin in a window of its own', () => {
    expect(framed(window)).toBe(false)
    const self = {}
    expect(framed({ self, top: self })).toBe(false)
    expect(framed({ self, top: {} })).toBe(true)
    expect(framed({ self, top: null })).toBe(true)
  })

  it('counts a top window it may not read as framed', () => {
    const crossOrigin = {
      self: {},
      get top(): unknown {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError')
      },
    }
    expect(framed(crossOrigin)).toBe(true)
  })

  it('shows only a link that opens the admin in a new window', () => {
    document.body.innerHTML = '<button>Login</button>'
    refuseFrame(document, 'https://example.com/admin/')
    expect(document.querySelector('button')).toBeNull()
    const link = document.querySelector('a')
    expect(link?.href).toBe('https://example.com/admin/')
    expect(link?.target).toBe('_blank')
  })
})
