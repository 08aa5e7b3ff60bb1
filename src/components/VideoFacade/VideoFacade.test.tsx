import React from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { VideoFacade } from './VideoFacade'

const props = {
  title: 'How we set up your company in the UAE',
  embedUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
  poster: { src: '/poster.jpg' },
  posterAlt: 'A meeting room',
  playLabel: 'Play the video',
  closeLabel: 'Close video',
}

// jsdom has <dialog> but not its modal methods; give it the minimal behaviour browsers have.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})

const playButton = () => screen.getByRole('button', { name: /Play the video/ })

describe('VideoFacade', () => {
  it('shows only the poster and a labelled play button before the click: no frame, no player', () => {
    const { container } = render(<VideoFacade {...props} />)
    expect(playButton()).toHaveAccessibleName(/Play the video\s*:\s*How we set up your company in the UAE/)
    expect(screen.getByRole('img', { name: 'A meeting room' })).toHaveAttribute('src', '/poster.jpg')
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('dialog')).not.toHaveAttribute('open')
  })

  it('loads the privacy-enhanced player inside a labelled modal dialog after the click', () => {
    render(<VideoFacade {...props} />)
    fireEvent.click(playButton())
    const dialog = screen.getByRole('dialog', { name: props.title })
    expect(dialog).toHaveAttribute('open')
    const frame = dialog.querySelector('iframe')
    expect(frame).not.toBeNull()
    expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1/)
    expect(frame).toHaveAttribute('title', props.title)
  })

  it('closes with Escape, removes the player and returns focus to the play button', () => {
    const { container } = render(<VideoFacade {...props} />)
    fireEvent.click(playButton())
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(container.querySelector('dialog')).not.toHaveAttribute('open')
    expect(container.querySelector('iframe')).toBeNull()
    expect(playButton()).toHaveFocus()
  })

  it('closes with its close button and returns focus to the play button', () => {
    const { container } = render(<VideoFacade {...props} />)
    fireEvent.click(playButton())
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }))
    expect(container.querySelector('dialog')).not.toHaveAttribute('open')
    expect(container.querySelector('iframe')).toBeNull()
    expect(playButton()).toHaveFocus()
  })
})
