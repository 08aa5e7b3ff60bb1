import React from 'react'
import { act, render, screen } from '@testing-library/react'
import { drawFirstScreenFirst, RENDER_ALL_CLASS, renderAllBeforeEnd, useFirstScreenOnly } from './deferred-sections'

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  Object.defineProperty(event, 'target', { value: target })
  renderAllBeforeEnd(event)
  return event
}

describe('renderAllBeforeEnd', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  afterEach(() => {
    document.documentElement.classList.remove(RENDER_ALL_CLASS)
    scrollTo.mockClear()
  })
  afterAll(() => scrollTo.mockRestore())

  it('gives every section its real height before End scrolls to the end of the page', () => {
    press('PageDown')
    expect(document.documentElement).not.toHaveClass(RENDER_ALL_CLASS)
    press('End')
    expect(document.documentElement).toHaveClass(RENDER_ALL_CLASS)
  })

  it('scrolls to the end itself on the first End, aimed once the sections have their heights; later ones are the browser’s', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 11_745 })
    const first = press('End')
    expect(first.defaultPrevented).toBe(true)
    expect(scrollTo).toHaveBeenCalledWith(0, 11_745)
    scrollTo.mockClear()
    const second = press('End')
    expect(second.defaultPrevented).toBe(false)
    expect(scrollTo).not.toHaveBeenCalled()
    // @ts-expect-error the instance's own property, defined above, removed
    delete document.documentElement.scrollHeight
  })

  it('leaves Shift+End and End in the open drawer to the browser', () => {
    expect(press('End', document.body, { shiftKey: true }).defaultPrevented).toBe(false)
    document.documentElement.classList.remove(RENDER_ALL_CLASS)
    const drawer = document.createElement('nav')
    drawer.setAttribute('popover', 'auto')
    const link = drawer.appendChild(document.createElement('a'))
    document.body.append(drawer)
    expect(press('End', link).defaultPrevented).toBe(false)
    expect(document.documentElement).toHaveClass(RENDER_ALL_CLASS)
    expect(scrollTo).not.toHaveBeenCalled()
    drawer.remove()
  })

  it('leaves End alone in a form field, where it moves the caret', () => {
    const field = document.createElement('input')
    document.body.append(field)
    expect(press('End', field).defaultPrevented).toBe(false)
    expect(document.documentElement).not.toHaveClass(RENDER_ALL_CLASS)
    field.remove()
  })
})

function Page() {
  return useFirstScreenOnly() ? <p>first screen</p> : <p>whole page</p>
}

/** Runs the frame's callbacks, then the tasks they queued. */
async function paintFrame() {
  await act(async () => {
    await new Promise((done) => requestAnimationFrame(() => done(undefined)))
    await new Promise((done) => setTimeout(done, 0))
    await new Promise((done) => setTimeout(done, 0))
  })
}

describe('useFirstScreenOnly', () => {
  it('draws a page routed to at its top without what lies below its first screen until a frame has painted', async () => {
    drawFirstScreenFirst(true)
    render(<Page />)
    expect(screen.getByText('first screen')).toBeInTheDocument()
    await paintFrame()
    expect(screen.getByText('whole page')).toBeInTheDocument()
  })

  it('draws a page whole where it does not start at its top', () => {
    drawFirstScreenFirst(false)
    render(<Page />)
    expect(screen.getByText('whole page')).toBeInTheDocument()
  })
})
