/**
 * The README's first command, as a newcomer runs it: `npm start` in a fresh copy of the repository
 * (no .cache, no public/), then `npm run cms` in the same copy once a production build has left a
 * public/ behind. The development site must know every page and draw each template, in each
 * edition, with the same heading as the built page (every built page is read by the browser tests,
 * from the same queries and components), answer an old address of the redirects file with its
 * redirect, show a content edit without a restart, an entry saved in the admin must reach its
 * file and the site, an entry whose Address the admin changes must say which old addresses will
 * lead to it, and once published the development site must answer and list them as the host will,
 * Ctrl+C must stop every process, and `npm run clean` must remove what the servers and the build left.
 *
 * Needs the production build in public/ (`npm run build`): the built pages are the expected result.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { expect, test, type Page } from '@playwright/test'
import { paths } from '../../src/config/constants'
import { localisedPath } from '../../src/config/locales'
import { checkContent } from '../../src/node/check-content-files'
import { firstHeading, portOpen, startDevServer, type DevServer } from '../support/dev-server'
import { PROJECT_ROOT, makeScratchSite } from '../support/scratch-site'
import { builtPages } from '../../scripts/lib/site-pages'
import { routePerTemplate } from '../../scripts/lib/built-routes'
import { editOneLanguage } from '../support/admin-walkthrough'

const PORT = Number(process.env.DEV_TEST_PORT ?? 8311)
const DECAP_PORT = Number(process.env.DECAP_TEST_PORT ?? 8391)
const BUILT = path.join(PROJECT_ROOT, 'public')

test.describe.configure({ mode: 'serial' })

let scratch: string
let server: DevServer | undefined

test.beforeAll(() => {
  if (!fs.existsSync(path.join(BUILT, 'index.html')))
    throw new Error('These tests compare with the production build: run `npm run build` first')
  scratch = makeScratchSite()
})

// Playwright reads a hook's fixtures from its first parameter's pattern; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (server && testInfo.status !== testInfo.expectedStatus) console.log(`What the server printed last:\n${server.output().slice(-4000)}`)
  await server?.stop()
  server = undefined
})

test.afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
})

/** Fetches a file or page from a server. */
async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url)
  return { status: response.status, text: await response.text() }
}

const normalised = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/**
 * Waits until the development server answers a route's page data. It runs a page's query on the
 * first request for it and answers 500 if that takes more than 15 s, as it can on a busy machine
 * right after a cold start; the browser then shows Gatsby's development 404 page or nothing at
 * all, where a developer would reload.
 */
async function pageDataReady(origin: string, route: string): Promise<void> {
  const url = `${origin}/page-data${route === '/' ? '/index' : encodeURI(route)}/page-data.json`
  await expect
    .poll(async () => (await fetch(url)).status, { timeout: 180_000, intervals: [1000], message: `the page data of ${route}` })
    .toBe(200)
}

/** The path and first heading the browser shows, as "path: heading". */
const shown = (page: Page): Promise<string> =>
  page.evaluate(
    () => `${decodeURIComponent(location.pathname).replace(/(.)\/$/, '$1')}: ${document.querySelector('h1')?.textContent ?? ''}`,
  )

/**
 * The heading of a route as a reader of the development site sees it. The development server sends
 * every page as an empty shell that renders in the browser; the first request of a template waits
 * for webpack to bundle it, which took more than a minute for the home page on a busy 2-core machine.
 */
async function devHeading(page: Page, origin: string, route: string): Promise<string> {
  await pageDataReady(origin, route)
  await page.goto(origin + route)
  const heading = page.locator('h1').first()
  await expect(heading, `${route} on the development server`).toBeAttached({ timeout: 180_000 })
  return normalised(await heading.textContent())
}

/**
 * Opens each route in turn by the site's client-side navigation, as a reader following links does,
 * and expects the heading of the built page. One page load serves every route: a full load of the
 * development bundle costs seconds per route.
 */
async function expectBuiltHeadings(page: Page, origin: string, routes: string[]): Promise<void> {
  await pageDataReady(origin, routes[0])
  await page.goto(origin + routes[0])
  await page.waitForFunction(() => typeof (window as { ___navigate?: unknown }).___navigate === 'function', undefined, {
    timeout: 180_000,
  })
  for (const route of routes) {
    await pageDataReady(origin, route)
    await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), route)
    await expect
      .poll(async () => normalised(await shown(page)), { timeout: 180_000, message: `${route} on the development server` })
      .toBe(`${route}: ${builtHeading(route)}`)
  }
}

const builtHeading = (route: string) => firstHeading(fs.readFileSync(path.join(BUILT, route, 'index.html'), 'utf8'))

/** The site's pages as the development server knows them, from its own GraphQL endpoint. */
async function devPages(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/___graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ allSitePage { nodes { path } } }' }),
  })
  const { data } = (await response.json()) as { data: { allSitePage: { nodes: Array<{ path: string }> } } }
  return data.allSitePage.nodes
    .map((node) => node.path)
    .filter((route) => !/^\/(404|dev-404-page)/.test(route))
    .sort()
}

/** An English blog post of the scratch copy (the first, second or last file by name): its file, page and title. */
function blogPost(root: string, which: 'first' | 'second' | 'last' = 'first'): { file: string; route: string; title: string } {
  const folder = path.join(root, 'content/blog')
  const names = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.en.md'))
    .sort()
  const file = path.join(folder, { first: names[0], second: names[1], last: names[names.length - 1] }[which])
  const { data } = matter(fs.readFileSync(file, 'utf8'))
  return { file, route: paths.blogPost(String(data.slug)), title: String(data.title) }
}

const firstPost = (root: string) => blogPost(root)

/** Turns a post into a draft in both editions (`draft: true` in their front matter, as the CMS's toggle writes a shared fact). */
function markDraft(files: readonly string[]): void {
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, text.replace(/^---\n/, '---\ndraft: true\n'))
    expect(matter(fs.readFileSync(file, 'utf8')).data.draft).toBe(true)
  }
}

/** What the draft badge says (the interface phrase articles.draft). */
const DRAFT_LABEL = (
  yaml.load(fs.readFileSync(path.join(PROJECT_ROOT, 'content/settings/interface.yaml'), 'utf8')) as { en: { articles: { draft: string } } }
).en.articles.draft
const draftBadge = (page: Page) => page.locator('span').getByText(DRAFT_LABEL, { exact: true }).first()
/** A publish time still to come, and what the badge of its post says (the phrase articles.scheduled). */
const PUBLISH_AT = '2099-01-01T09:00+04:00'
const SCHEDULED_LABEL = 'Scheduled: goes live 1 January 2099 at 09:00, Dubai time'

test('npm start serves every page of a fresh clone, draws each template as built, shows a content edit at once and stops on Ctrl+C', async ({
  page,
}) => {
  test.setTimeout(720_000)
  expect(fs.existsSync(path.join(scratch, '.cache')) || fs.existsSync(path.join(scratch, 'public'))).toBe(false)
  // A draft is left out of the production build but shown, badged, by the development server.
  const draft = blogPost(scratch, 'last')
  const draftEditions = [draft.file, draft.file.replace(/\.en\.md$/, '.ar.md')].filter((file) => fs.existsSync(file))
  const draftSources = draftEditions.map((file) => fs.readFileSync(file, 'utf8'))
  markDraft(draftEditions)
  // So is an entry whose publish time is still to come (one schedule, in both editions), with the time it goes live.
  const scheduled = blogPost(scratch, 'second')
  const editions = [scheduled.file, scheduled.file.replace(/\.en\.md$/, '.ar.md')]
  const scheduledSources = editions.map((file) => fs.readFileSync(file, 'utf8'))
  editions.forEach((file, i) => fs.writeFileSync(file, scheduledSources[i].replace(/^---\n/, `---\npublish_at: ${PUBLISH_AT}\n`)))
  // An old address in the redirects file leads to the first post.
  const redirects = path.join(scratch, 'content/settings/redirects.yaml')
  const oldAddress = '/financialblogs/blogs/old-address-check'
  fs.writeFileSync(
    redirects,
    fs
      .readFileSync(redirects, 'utf8')
      .replace(/^( {2}redirects:) \[\]$/m, `$1\n    - { from: ${oldAddress}, to: ${firstPost(scratch).route}, reason: renamed }`),
  )
  server = await startDevServer(scratch, ['start'], { port: PORT })
  console.log(`npm start: ready after ${server.secondsToReady.toFixed(1)} s (cold, no .cache)`)

  const routes = await devPages(server.origin)
  expect(routes).toEqual(builtPages())
  // The post edited below is drawn before its edit, as a reader would have it open.
  const post = firstPost(scratch)
  // The development server answers the old address as the host does.
  const moved = await fetch(server.origin + oldAddress, { redirect: 'manual' })
  expect([moved.status, moved.headers.get('location')], `${oldAddress} on the development server`).toEqual([301, post.route])
  await expectBuiltHeadings(page, server.origin, [...new Set([...routePerTemplate(BUILT, routes), post.route])])
  for (const route of [draft.route, paths.blogIndex()]) {
    await page.goto(server.origin + route)
    await expect(draftBadge(page), `the draft badge on ${route}`).toBeVisible()
    if (route === paths.blogIndex()) await expect(page.getByText(SCHEDULED_LABEL), `the schedule badge on ${route}`).toBeVisible()
  }
  await page.goto(server.origin + scheduled.route)
  await expect(page.getByText(SCHEDULED_LABEL), `the schedule badge on ${scheduled.route}`).toBeVisible()
  draftEditions.forEach((file, i) => fs.writeFileSync(file, draftSources[i]))
  editions.forEach((file, i) => fs.writeFileSync(file, scheduledSources[i]))

  const admin = await fetchText(`${server.origin}/admin/`)
  expect(admin.status).toBe(200)
  expect(admin.text).toMatch(/<script[^>]+src="[^"]*cms[^"]*\.js"/)

  const edited = `${post.title} (edited in development)`
  fs.writeFileSync(post.file, fs.readFileSync(post.file, 'utf8').replace(`title: "${post.title}"`, `title: "${edited}"`))
  expect(fs.readFileSync(post.file, 'utf8')).toContain(edited)
  await expect
    .poll(() => devHeading(page, server!.origin, post.route), { timeout: 60_000, message: 'the edited title is served' })
    .toBe(edited)
  fs.writeFileSync(post.file, fs.readFileSync(post.file, 'utf8').replace(edited, post.title))

  await server.stop()
  server = undefined
  expect(await portOpen(PORT)).toBe(false)
})

async function publishTitle(page: Page, origin: string, title: string, edited: string): Promise<void> {
  await editOneLanguage(page)
  await page.goto(`${origin}/admin/`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Blog posts', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(title) }).click()
  const field = page.getByLabel('Title', { exact: true })
  await expect(field).toHaveValue(title)
  await field.fill(edited)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

test('npm run cms after a production build: an entry saved in the admin reaches its file and the development site; npm run clean removes .cache and public/', async ({
  page,
  context,
}) => {
  test.setTimeout(480_000)
  // The checkout of an editor who has built the site before: a public/ is there.
  fs.cpSync(BUILT, path.join(scratch, 'public'), { recursive: true })
  server = await startDevServer(scratch, ['run', 'cms'], { port: PORT, env: { DECAP_SERVER_PORT: String(DECAP_PORT) } })
  console.log(`npm run cms: ready after ${server.secondsToReady.toFixed(1)} s (with .cache and public/)`)
  // The admin is compiled after the site is ready; until then /admin/ serves what the build left.
  await expect
    .poll(() => server!.output(), { timeout: 300_000, intervals: [1000], message: 'npm run cms says the admin is running' })
    .toContain('Decap CMS is running at')
  expect(await portOpen(DECAP_PORT)).toBe(true)

  const post = firstPost(scratch)
  const site = await context.newPage()
  expect(await devHeading(site, server.origin, post.route)).toBe(post.title)
  const edited = `${post.title}, saved in the admin`
  await publishTitle(page, server.origin, post.title, edited)
  await expect
    .poll(() => matter(fs.readFileSync(post.file, 'utf8')).data.title, { timeout: 30_000, message: 'the CMS writes the file' })
    .toBe(edited)
  expect(checkContent(scratch, 'content')).toEqual([])
  await expect
    .poll(() => devHeading(site, server!.origin, post.route), { timeout: 60_000, message: 'the saved title is served' })
    .toBe(edited)

  // A new Address: the admin names the old addresses, in each edition, that will lead to it; once it is
  // published, the development site answers them with their redirect (from the last build's address
  // record) and lists them at /admin/redirects/, as the host will after the release.
  const slug = 'renamed-in-the-admin'
  const moves = [post.route, localisedPath('ar', post.route)].map((from, i) => ({
    from,
    to: i === 0 ? paths.blogPost(slug) : localisedPath('ar', paths.blogPost(slug)),
  }))
  await page.getByLabel('Address', { exact: true }).fill(slug)
  await expect(page.getByText(`${moves[0].from} and ${moves[1].from} will redirect here once published.`)).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect
    .poll(() => String(matter(fs.readFileSync(post.file, 'utf8')).data.slug), { timeout: 30_000, message: 'the CMS writes the address' })
    .toBe(slug)
  for (const { from, to } of moves) {
    await expect
      .poll(
        async () => {
          const answer = await fetch(server!.origin + from, { redirect: 'manual' })
          return [answer.status, answer.headers.get('location')]
        },
        { timeout: 120_000, intervals: [1000], message: `${from} on the development server once renamed` },
      )
      .toEqual([301, encodeURI(to)])
  }
  const listed = await fetchText(`${server.origin}/admin/redirects/`)
  expect(listed.status).toBe(200)
  for (const { from, to } of moves) expect(listed.text).toContain(`<td dir="auto">${from}</td><td><a href="${encodeURI(to)}"`)

  await server.stop()
  server = undefined
  expect({ site: await portOpen(PORT), decapServer: await portOpen(DECAP_PORT) }).toEqual({ site: false, decapServer: false })

  // What the README offers when the development server will not start: a clean start.
  const clean = spawnSync('npm', ['run', 'clean'], { cwd: scratch, encoding: 'utf8' })
  expect(clean.status, clean.stderr).toBe(0)
  expect(['.cache', 'public'].filter((folder) => fs.existsSync(path.join(scratch, folder)))).toEqual([])
})
