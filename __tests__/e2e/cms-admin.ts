/**
 * Driving the built admin (public/admin) in the browser tests: decap-server as its backend, in its
 * file mode on a folder or in its git mode on a scratch repository, and the admin signed in to it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { FrameLocator, Page } from '@playwright/test'
import fs from 'node:fs'
import { copyOfContent } from '../support/content-copy'
import { editOneLanguage } from '../support/admin-walkthrough'
import { expect, test } from '../support/fixtures'

export { git, scratchRepository } from '../support/scratch-repository'

export const ROOT = path.resolve(__dirname, '../..')

async function decapServerAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    })
    return response.ok
  } catch {
    return false
  }
}

/**
 * decap-server on 127.0.0.1. `fs`: reads and writes the files of `dir`; `git`: reads the branch the
 * admin names and keeps each draft as a `cms/…` branch of the repository in `dir`.
 */
export async function startDecapServer({ port, mode, dir }: { port: number; mode: 'fs' | 'git'; dir: string }): Promise<ChildProcess> {
  // Another decap-server there (one left running, another test's) would serve another folder.
  if (await decapServerAnswers(port)) throw new Error(`Port ${port} is taken by another decap-server: stop it or choose another port`)
  const server = spawn(path.join(ROOT, 'node_modules/.bin/decap-server'), [], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: mode, GIT_REPO_DIRECTORY: dir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  try {
    await expect
      .poll(async () => server.exitCode === null && (await decapServerAnswers(port)), {
        timeout: 15_000,
        message: `decap-server on 127.0.0.1:${port}`,
      })
      .toBe(true)
  } catch (error) {
    // A server that answers too late would hold the port for the next run.
    server.kill()
    throw error
  }
  return server
}

export interface OpenAdminOptions {
  /** The decap-server to use, whatever port the admin was built for. */
  port: number
  /** A route of the admin to open after signing in, e.g. `#/collections/blog`. */
  hash?: string
  /** Answers given in decap-server's place, by action (it has no deploy previews, for one). */
  answers?: Readonly<Record<string, unknown>>
  /** The editor as Decap first shows it: English and Arabic side by side, without the preview (otherwise editOneLanguage). */
  sideBySide?: boolean
}

/** Opens the admin signed in to the local backend, editing one language (editOneLanguage) unless `sideBySide`. */
export async function openAdmin(page: Page, { port, hash = '', answers = {}, sideBySide = false }: OpenAdminOptions): Promise<void> {
  if (!sideBySide) await editOneLanguage(page)
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/, async (route) => {
    const { action } = (route.request().postDataJSON() ?? {}) as { action?: string }
    if (action !== undefined && action in answers) return route.fulfill({ json: answers[action] })
    // A request the admin abandoned meanwhile (it left the page that made it, or the test ended) has
    // no one to answer, whether it goes at the fetch or at the answer.
    try {
      const url = `http://127.0.0.1:${port}/api/v1`
      // A connection decap-server closes (its keep-alive over) just as a request reuses it: sent again, once.
      const response = await route
        .fetch({ url })
        .catch((error: Error) => (/ECONNRESET/.test(error.message) ? route.fetch({ url }) : Promise.reject(error)))
      await route.fulfill({ response })
    } catch (error) {
      if (!/disposed|closed|test ended/i.test((error as Error).message)) throw error
    }
  })
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible()
  if (hash) await page.goto(`/admin/${hash}`)
}

export const preview = (page: Page): FrameLocator => page.frameLocator('#preview-pane')

/**
 * The setup of a spec that edits through the admin against decap-server in its file mode on a copy of
 * content/ (never the working tree, which other test stages copy at the same time): desktop only
 * (playwright.config.ts), so no phone run edits the same files at once; serial with time for the
 * admin's few megabytes of JavaScript on a busy machine, the server started before the spec's tests and
 * stopped, its copy removed, after them. Returns the copy's folder, where the tests read what the admin saved.
 */
export function adminOnContentCopy(port: number): () => string {
  let decapServer: ChildProcess | undefined
  let repo: string | undefined
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  test.beforeAll(async () => {
    repo = copyOfContent()
    decapServer = await startDecapServer({ port, mode: 'fs', dir: repo })
  })
  test.afterAll(() => {
    decapServer?.kill()
    if (repo) fs.rmSync(repo, { recursive: true, force: true })
  })
  return () => {
    if (!repo) throw new Error('decap-server has no copy of content/ (beforeAll did not run)')
    return repo
  }
}

/** Decap's notices (react-toastify's). */
export const NOTICE = '.Toastify__toast'

/**
 * Keeps the text of every notice of Decap's drawn from now on, however briefly, in the page; the
 * function returned reads them.
 */
export async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((selector) => {
    const seen: string[] = []
    Object.assign(globalThis, { drawnNotices: seen })
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element)
            for (const notice of node.matches(selector) ? [node] : node.querySelectorAll(selector)) seen.push(notice.textContent ?? '')
    }).observe(document, { childList: true, subtree: true })
  }, NOTICE)
  return () => page.evaluate(() => (globalThis as unknown as { drawnNotices: string[] }).drawnNotices)
}
