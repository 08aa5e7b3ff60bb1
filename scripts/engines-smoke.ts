/**
 * Smoke test of the built site in the two engines besides Chromium: Firefox (firefox-esr over
 * WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser over W3C WebDriver, in Xvfb). In both editions,
 * at a phone's and a desktop's width, a few pages each load without script errors or sideways
 * overflow, keep the text in view where it was first laid out (the font rule), and fit the company
 * name in the header; the home pages' menu jumps, the drawer opens and closes, search finds.
 *
 *   npm run test:engines                                   # public/, both engines
 *   npm run test:engines -- --dir /tmp/site --engine webkit --shots /tmp/engines-shots
 *
 * Needs a build (npm run build). FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH
 * override Debian's paths. WebKit's MiniBrowser window is no narrower than its toolbar: the phone's
 * width there is the narrowest it takes, which the report names beside the width asked for.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { arabicStemmedWord, englishBodyWord } from './lib/search-words'
import { BEHAVIOUR } from '../src/config/constants'
import { localeOfPath, localisedPath, type Locale } from '../src/config/locales'
import { builtRoutes, readPageData } from './lib/built-routes'
import {
  drawerFailure,
  headerFailure,
  hydrated,
  jump,
  jumpFailure,
  measureLayout,
  overflowFailure,
  scriptErrorFailure,
  searchFailure,
  searchResults,
  tally,
  type Outcome,
} from './lib/engines/checks'
import type { Engine } from './lib/engines/engine'
import { launchFirefox } from './lib/engines/firefox'
import { readProbe } from './lib/engines/probe'
import { describeFonts, fontRuleFailure } from './lib/engines/text-stays'
import { launchWebKit } from './lib/engines/webkit'
import { startStaticServer } from './lib/static-server'

const ENGINES = { firefox: () => launchFirefox(), webkit: (siteUrl: string) => launchWebKit(siteUrl) }
type EngineName = keyof typeof ENGINES

/** A phone's width and a desktop's; below the breakpoint the menu is a drawer. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** How long after the load event the text is measured again: past the loader's font and stylesheet swap, and hydration. */
const SETTLE_MS = 3_000

interface Visit {
  /** The site path, as the report names it. */
  route: string
  /** Path and query to load. */
  address: string
  home?: boolean
  /** The path one of the results must lead to. */
  searchFinds?: string
  /** Screenshots of it go to --shots. */
  shot?: boolean
}

/** The pages visited, each in both editions: the home page, a blog post, a service page, the FAQ, and search. */
function plannedVisits(dir: string): { visits: Visit[]; missing: string[] } {
  const routes = builtRoutes(dir)
  const built = new Set(routes)
  const twin = (route: string) => localisedPath('ar', route)
  const post = routes.find(
    (route) => localeOfPath(route) === 'en' && built.has(twin(route)) && readPageData(dir, route).componentChunkName.includes('blog-post'),
  )
  const pages: Visit[] = ['/', post ?? '(a blog post with an Arabic twin)', '/financialsolutions/services', '/company/faq'].flatMap(
    (route) =>
      (['en', 'ar'] as Locale[]).map((locale) => {
        const path = localisedPath(locale, route)
        return { route: path, address: path, home: route === '/', shot: route === '/' }
      }),
  )
  const english = englishBodyWord()
  const arabic = arabicStemmedWord()
  const searches: Visit[] = [
    { route: '/search', address: `/search?q=${encodeURIComponent(english.word)}`, searchFinds: english.path },
    { route: '/ar/search', address: `/ar/search?q=${encodeURIComponent(arabic.query)}`, searchFinds: arabic.path },
  ]
  const visits = [...pages, ...searches]
  return {
    visits: visits.filter((visit) => built.has(visit.route)),
    missing: visits.filter((visit) => !built.has(visit.route)).map((visit) => visit.route),
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
/** What a driver answers once its browser is gone. */
const BROWSER_GONE = /invalid session id|session (?:deleted|not created)|browsing context has been discarded/i
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]

interface Options {
  siteUrl: string
  /** Where screenshots of the home pages go. */
  shots?: string
  /** Notes on each visit's fonts, whether or not the text moved. */
  verbose: boolean
}

/** One visit of one page: every check of it, each reported whatever happened to the others. */
async function visitPage(engine: Engine, size: Size, visit: Visit, options: Options, notes: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  const check = async (name: string, verdict: () => Promise<string | undefined> | string | undefined) => {
    let failure: string | undefined
    try {
      failure = await verdict()
    } catch (error) {
      failure = `stopped: ${message(error)}`
    }
    outcomes.push({ name: `${engine.name} ${size.label} ${visit.route}: ${name}`, failure })
  }
  try {
    await engine.open(`${options.siteUrl}${visit.address}`)
  } catch (error) {
    await check('loads', () => message(error))
    return outcomes
  }
  await sleep(SETTLE_MS)
  const probe = await readProbe(engine).catch(() => null)
  if (options.verbose && probe) {
    notes.push(`  as first drawn: ${probe.early ? describeFonts(probe.early.fonts) : '(not measured)'}`)
    notes.push(`  later: ${describeFonts(probe.late.fonts)}`)
  }
  await check('text in view stays where it was first laid out (font rule)', () =>
    probe ? fontRuleFailure(probe.early, probe.late) : 'the page probe did not run',
  )
  await check('no horizontal overflow', async () => overflowFailure(await engine.run(measureLayout)))
  if (options.shots && visit.shot) {
    const name = `${engine.name}-${size.width}-${visit.route === '/' ? 'en' : visit.route.slice(1).replace(/\//g, '-')}.png`
    await engine.screenshot(join(options.shots, name)).catch((error: unknown) => notes.push(`  screenshot ${name}: ${message(error)}`))
  }
  await check('the brand fits in the header, at the top and scrolled', async () => {
    const top = await engine.run(measureLayout)
    if (options.verbose && top.brand && top.header) {
      notes.push(
        `  brand: ${top.brandLines} line(s), bottom ${Math.round(top.brand.bottom)} px in a header ending at ${Math.round(top.header.bottom)} px`,
      )
    }
    await engine.run(() => window.scrollTo({ top: innerHeight, behavior: 'instant' }))
    const scrolled = await engine.run(measureLayout)
    await engine.run(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    return headerFailure(top, 'at the top') ?? headerFailure(scrolled, 'scrolled')
  })
  const { searchFinds } = visit
  if (searchFinds) await check('search lists results', async () => searchFailure(await searchResults(engine), searchFinds))
  if (size.width < BEHAVIOUR.mobileBreakpointPx && !searchFinds) {
    await check('the drawer opens and closes', async () => ((await hydrated(engine)) ? drawerFailure(engine) : 'the page did not hydrate'))
  }
  if (visit.home) {
    await check('the menu jump to #services lands and marks its item', async () =>
      (await hydrated(engine)) ? jumpFailure(await jump(engine, 'services'), 'services') : 'the page did not hydrate',
    )
  }
  await check('no script errors', async () => {
    const last = await readProbe(engine)
    return scriptErrorFailure(engine.reportedErrors?.(), last?.errors ?? probe?.errors ?? [])
  })
  // Gatsby keeps a path's scroll position in session storage and restores it when the tab loads that
  // path again, as after a reload: cleared, each visit starts as a new reader's would.
  await engine.run(() => sessionStorage.clear()).catch(() => undefined)
  return outcomes
}

interface Size {
  width: number
  /** The width as the report names it, with the window's where the engine could not take the width asked for. */
  label: string
}

/** The engines open now, closed on an interrupt as well as at their end. */
const open = new Set<Engine>()

async function runEngine(name: EngineName, visits: Visit[], options: Options, report: (lines: string[]) => void): Promise<Outcome[]> {
  const started = Date.now()
  let engine: Engine
  try {
    engine = await ENGINES[name](options.siteUrl)
  } catch (error) {
    report([`${name}: did not start: ${message(error)}`])
    return [{ name: `${name}: starts`, failure: message(error) }]
  }
  open.add(engine)
  const outcomes: Outcome[] = []
  try {
    for (const { width, height } of SIZES) {
      let size: Size
      try {
        const got = await engine.resize(width, height)
        size = { width, label: got.width === width ? `${width} px` : `${width} px (window ${got.width} px)` }
      } catch (error) {
        outcomes.push({ name: `${name} ${width} px: the window takes the size`, failure: message(error) })
        continue
      }
      for (const visit of visits) {
        const begun = Date.now()
        const notes: string[] = []
        let results = await visitPage(engine, size, visit, options, notes)
        // A browser that died under a visit (WebKitGTK's web process can, on a busy machine) is started again
        // for one more visit; a page that kills it every time still fails, and the restart is reported.
        const gone = results.find((outcome) => BROWSER_GONE.test(outcome.failure ?? ''))
        if (gone) {
          notes.push(`  the browser died during the visit (${gone.failure}); started again`)
          open.delete(engine)
          await engine.close().catch(() => undefined)
          engine = await ENGINES[name](options.siteUrl)
          open.add(engine)
          await engine.resize(width, height)
          results = await visitPage(engine, size, visit, options, notes)
        }
        outcomes.push(...results)
        const failures = results.filter((outcome) => outcome.failure !== undefined)
        const seconds = ((Date.now() - begun) / 1000).toFixed(1)
        report([
          `${name} ${size.label} ${visit.route}: ${results.length - failures.length}/${results.length} passed (${seconds} s)`,
          ...failures.map((outcome) => `  FAIL ${outcome.name}: ${outcome.failure}`),
          ...notes,
        ])
      }
    }
  } finally {
    open.delete(engine)
    await engine.close().catch(() => undefined)
  }
  report([`${name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`])
  return outcomes
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'public' },
      engine: { type: 'string', default: 'both' },
      shots: { type: 'string' },
      serial: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
  })
  const dir = resolve(values.dir)
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${join(dir, 'index.html')} not found: run npm run build first.`)
  const names = (values.engine === 'both' ? Object.keys(ENGINES) : [values.engine]) as EngineName[]
  if (!names.every((name) => name in ENGINES)) throw new Error(`Invalid --engine: ${values.engine} (firefox, webkit or both)`)
  const shots = values.shots ? resolve(values.shots) : undefined
  if (shots) mkdirSync(shots, { recursive: true })

  const { visits, missing } = plannedVisits(dir)
  const outcomes: Outcome[] = missing.map((route) => ({ name: `${route}: built`, failure: 'not in the build' }))
  const server = await startStaticServer({ dir, compression: 'fast' })
  const stop = () => {
    void Promise.all([...open].map((engine) => engine.close().catch(() => undefined))).finally(() => process.exit(130))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const report = (lines: string[]) => console.log(lines.join('\n'))
  const options: Options = { siteUrl: server.url, shots, verbose: values.verbose }
  try {
    // Side by side by default: each engine mostly waits on its pages' timers, so two share the machine well.
    if (values.serial) for (const name of names) outcomes.push(...(await runEngine(name, visits, options, report)))
    else outcomes.push(...(await Promise.all(names.map((name) => runEngine(name, visits, options, report)))).flat())
  } finally {
    await server.close()
  }
  const failures = outcomes.filter((outcome) => outcome.failure !== undefined)
  if (failures.length > 0) console.log(['', 'Failures:', ...failures.map((outcome) => `  ${outcome.name}: ${outcome.failure}`)].join('\n'))
  console.log(tally(outcomes))
  return failures.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
