/** @jest-environment node */
import fs from 'fs'
import { chromiumPath, testBrowserPath } from '../../scripts/lib/chromium'

describe('the browser the tests drive', () => {
  const installed = (...paths: string[]) => jest.spyOn(fs, 'existsSync').mockImplementation((file) => paths.includes(String(file)))
  const chromePath = process.env.CHROME_PATH
  afterEach(() => {
    jest.restoreAllMocks()
    if (chromePath === undefined) delete process.env.CHROME_PATH
    else process.env.CHROME_PATH = chromePath
  })

  it("is Chromium's headless shell where installed, while Lighthouse keeps Chromium", () => {
    delete process.env.CHROME_PATH
    installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell')
    expect(testBrowserPath()).toBe('/usr/bin/chromium-headless-shell')
    expect(chromiumPath()).toBe('/usr/bin/chromium')
  })

  it('is Chromium without the shell, and CHROME_PATH whenever it is set', () => {
    delete process.env.CHROME_PATH
    installed('/usr/bin/chromium')
    expect(testBrowserPath()).toBe('/usr/bin/chromium')
    process.env.CHROME_PATH = '/usr/bin/google-chrome'
    installed('/usr/bin/chromium', '/usr/bin/chromium-headless-shell')
    expect(testBrowserPath()).toBe('/usr/bin/google-chrome')
    expect(chromiumPath()).toBe('/usr/bin/google-chrome')
  })
})
