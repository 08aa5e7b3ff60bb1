/**
 * Firefox: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (no geckodriver). The
 * probe is a preload script, and Firefox reports the page's uncaught errors and rejections itself.
 */
import puppeteer, { type Page } from 'puppeteer-core'

import { pageCall, type Engine, type Json } from './engine'
import { probeSource } from './probe'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  })
  try {
    const page = await browser.newPage()
    await page.evaluateOnNewDocument(probeSource())
    let errors: string[] = []
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
    return firefoxEngine(page, {
      reportedErrors: () => errors,
      forget: () => (errors = []),
      close: () => browser.close(),
    })
  } catch (error) {
    await browser.close()
    throw error
  }
}

function firefoxEngine(page: Page, own: { reportedErrors(): string[]; forget(): void; close(): Promise<void> }): Engine {
  return {
    name: 'firefox',
    async resize(width, height) {
      await page.setViewport({ width, height })
      const [w, h] = (await page.evaluate('[innerWidth, innerHeight]')) as [number, number]
      return { width: w, height: h }
    },
    async open(url) {
      own.forget()
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    },
    run<A extends Json[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>> {
      return page.evaluate(pageCall(fn, args)) as Promise<Awaited<R>>
    },
    async click(selector) {
      await page.click(selector)
    },
    async pressEscape() {
      await page.keyboard.press('Escape')
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` })
    },
    reportedErrors: () => own.reportedErrors(),
    close: () => own.close(),
  }
}
