import { RENDER_ALL_CLASS, renderAllBeforeEnd } from './deferred-sections'

const press = (key: string, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true })
  Object.defineProperty(event, 'target', { value: target })
  renderAllBeforeEnd(event)
}

describe('renderAllBeforeEnd', () => {
  afterEach(() => document.documentElement.classList.remove(RENDER_ALL_CLASS))

  it('gives every section its real height before End scrolls to the end of the page', () => {
    press('PageDown')
    expect(document.documentElement).not.toHaveClass(RENDER_ALL_CLASS)
    press('End')
    expect(document.documentElement).toHaveClass(RENDER_ALL_CLASS)
  })

  it('leaves End alone in a form field, where it moves the caret', () => {
    const field = document.createElement('input')
    document.body.append(field)
    press('End', field)
    expect(document.documentElement).not.toHaveClass(RENDER_ALL_CLASS)
    field.remove()
  })
})
