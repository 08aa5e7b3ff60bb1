import React from 'react'
import { act, render, screen } from '@testing-library/react'
import { drawFirstScreenFirst, RENDER_ALL_CLASS, renderAllBeforeEnd, useFirstScreenOnly } from './deferred-sections'

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
