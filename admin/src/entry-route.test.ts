import { Map } from 'immutable'
import { entryOfAddress, followEntryAddress } from './entry-route'

/** A window whose address the test sets, which calls its listeners and deferred work at once. */
function fakeWindow(hash: string) {
  const listeners: Array<() => void> = []
  const target = {
    location: { hash },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    setTimeout: (work: () => void) => work(),
  }
  const goTo = (next: string) => {
    target.location.hash = next
    listeners[0]()
  }
  return { target: target as unknown as Window, goTo }
}

const holding = (entry: object) => ({ getState: () => ({ entryDraft: Map({ entry: Map(entry) }) }) })

describe('the entry the address names', () => {
  it('is read from the admin address', () => {
    expect(entryOfAddress('#/collections/blog/entries/tax-savings')).toEqual({ collection: 'blog', slug: 'tax-savings' })
    expect(entryOfAddress('#/collections/blog/new')).toBeUndefined()
  })

  it('loads the page afresh when the address moves to another entry while Decap still holds the one before', () => {
    const { target, goTo } = fakeWindow('#/collections/blog/entries/tax-savings')
    const reload = jest.fn()
    followEntryAddress(holding({ collection: 'blog', slug: 'tax-savings' }), target, reload)
    goTo('#/collections/blog/entries/tax-savings')
    expect(reload).not.toHaveBeenCalled()
    goTo('#/collections/banners/entries/banners')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('leaves Decap alone where it holds what the address names, a draft of its own backup, or nothing', () => {
    const reload = jest.fn()
    for (const held of [{ collection: 'banners', slug: 'banners' }, { collection: 'blog', slug: 'other-post' }, {}]) {
      const { target, goTo } = fakeWindow('#/collections/blog/entries/tax-savings')
      followEntryAddress(holding(held), target, reload)
      goTo('#/collections/banners/entries/banners')
      goTo('#/collections/blog')
    }
    expect(reload).not.toHaveBeenCalled()
  })
})
