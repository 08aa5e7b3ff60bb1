import { EARLY_CLICKS_GLOBAL, RECORD_EARLY_CLICKS, replayEarlyClicks, stopRecordingEarlyClicks } from './early-clicks'

describe('clicks before the application starts', () => {
  beforeEach(() => {
    document.body.innerHTML = '<button id="toggle"><span>Menu</span></button><button id="gone">Gone</button><a href="#x" id="link">Link</a>'
  })

  const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click()

  it('are recorded on buttons only, and played again once their handlers exist', () => {
    new Function(RECORD_EARLY_CLICKS)()
    click('#toggle span')
    click('#link')
    click('#gone')
    click('#toggle')

    stopRecordingEarlyClicks()
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL]).toBeUndefined()
    click('#toggle') // React's own from now on: not recorded again
    const handled: string[] = []
    document.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => handled.push(button.id)))
    document.querySelector('#gone')!.remove()

    replayEarlyClicks()
    expect(handled).toEqual(['toggle', 'toggle'])
    replayEarlyClicks()
    expect(handled).toEqual(['toggle', 'toggle'])
  })

  it('leave nothing to play when the page recorded none', () => {
    stopRecordingEarlyClicks()
    expect(() => replayEarlyClicks()).not.toThrow()
  })
})
