/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parseMoment } from '../../src/lib/shared/schedule'
import {
  nextChangeLine,
  normalisedRoute,
  publishingDecision,
  publishingSummary,
  readSchedule,
  type ScheduledEntry,
} from './publishing-schedule'

const at = (moment: string): number => {
  const ms = parseMoment(moment)
  if (ms === undefined) throw new Error(`not a moment: ${moment}`)
  return ms
}
const SECOND = 1000

const POST = '/financialblogs/blogs/tax-savings'
const PUBLISH = at('2026-12-01T09:00+04:00')
const UNPUBLISH = at('2026-12-08T09:00+04:00')

const entry = (extra: Partial<ScheduledEntry> = {}): ScheduledEntry => ({
  collection: 'Blog posts',
  file: 'content/blog/tax-savings.en.md',
  locale: 'en',
  title: 'Tax savings',
  path: POST,
  draft: false,
  schedule: { publishAt: PUBLISH },
  ...extra,
})

const routes = (...paths: string[]) => new Set(['/', '/financialblogs/blogs', ...paths])

describe('readSchedule', () => {
  let root: string
  const write = (file: string, frontMatter: string[]) => {
    const absolute = path.join(root, 'content', file)
    fs.mkdirSync(path.dirname(absolute), { recursive: true })
    fs.writeFileSync(absolute, ['---', ...frontMatter, '---', '', 'Text.'].join('\n'))
  }

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-'))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('lists each scheduled edition of the folder collections with its page, and leaves out the rest', () => {
    const schedule = ['publish_at: 2026-12-01T09:00+04:00', 'unpublish_at: "2026-12-08T09:00+04:00"']
    write('blog/tax-savings.en.md', ['slug: tax-savings', 'title: Tax savings', ...schedule])
    write('blog/tax-savings.ar.md', ['slug: tax-savings', 'title: "التوفير الضريبي"', ...schedule])
    write('blog/always.en.md', ['slug: always', 'title: Always there'])
    write('blog/nameless.md', ['slug: nameless', 'title: No language', ...schedule])
    write('case-studies/retail.en.md', ['slug: retail', 'title: Retail', 'draft: true', 'publish_at: 2026-12-01T09:00+04:00'])
    write('company/careers.ar.md', ['slug: careers', 'title: "الوظائف"', 'unpublish_at: 2027-01-01T00:00+04:00'])

    expect(readSchedule(path.join(root, 'content'))).toEqual([
      {
        collection: 'Blog posts',
        file: 'content/blog/tax-savings.ar.md',
        locale: 'ar',
        title: 'التوفير الضريبي',
        path: `/ar${POST}`,
        draft: false,
        schedule: { publishAt: PUBLISH, unpublishAt: UNPUBLISH },
      },
      entry({ schedule: { publishAt: PUBLISH, unpublishAt: UNPUBLISH } }),
      {
        collection: 'Case studies',
        file: 'content/case-studies/retail.en.md',
        locale: 'en',
        title: 'Retail',
        path: '/financialsolutions/portfolio/retail',
        draft: true,
        schedule: { publishAt: PUBLISH },
      },
      {
        collection: 'Company pages',
        file: 'content/company/careers.ar.md',
        locale: 'ar',
        title: 'الوظائف',
        path: '/ar/company/careers',
        draft: false,
        schedule: { unpublishAt: at('2027-01-01T00:00+04:00') },
      },
    ])
  })

  it('reads nothing from a content folder without scheduled entries or without the collections’ folders', () => {
    write('blog/always.en.md', ['slug: always', 'title: Always there', 'publish_at: ""'])
    expect(readSchedule(path.join(root, 'content'))).toEqual([])
    expect(readSchedule(path.join(root, 'missing'))).toEqual([])
  })

  it('refuses a moment it cannot read and a scheduled entry without its slug, naming the file', () => {
    write('blog/soon.en.md', ['slug: soon', 'title: Soon', 'publish_at: 2026-12-01T09:00'])
    write('blog/slugless.en.md', ['title: Slugless', 'publish_at: 2026-12-01T09:00+04:00'])
    expect(() => readSchedule(path.join(root, 'content'))).toThrow(
      [
        'The schedule cannot be read:',
        'content/blog/slugless.en.md: has a schedule but no slug',
        'content/blog/soon.en.md: publish_at "2026-12-01T09:00" is not a date and time with its offset, e.g. 2026-12-01T09:00+04:00',
      ].join('\n'),
    )
  })
})

describe('publishingDecision', () => {
  it('is not due when nothing is scheduled, even if the live sitemap could not be read', () => {
    expect(publishingDecision([], PUBLISH, routes())).toMatchObject({ due: false, reason: 'no entry has a schedule' })
    expect(publishingDecision([], PUBLISH, undefined)).toMatchObject({ due: false, next: undefined })
  })

  it('is due when a publish moment has passed and the live sitemap lacks the page', () => {
    const decision = publishingDecision([entry()], PUBLISH + 60 * SECOND, routes())
    expect(decision).toMatchObject({ due: true, reason: `1 page differs from the live sitemap: ${POST} is due but missing` })
    expect(decision.entries).toEqual([expect.objectContaining({ state: 'live', shown: false, wrong: true })])
  })

  it('is not due once the live site shows the page, with or without a trailing slash', () => {
    expect(publishingDecision([entry()], PUBLISH + 60 * SECOND, routes(POST)).due).toBe(false)
    expect(publishingDecision([entry()], PUBLISH + 60 * SECOND, routes(`${POST}/`)).due).toBe(false)
    expect(publishingDecision([entry({ path: `${POST}/` })], PUBLISH + 60 * SECOND, routes(POST)).due).toBe(false)
  })

  it('is due when an unpublish moment has passed and the live sitemap still lists the page', () => {
    const ended = entry({ schedule: { publishAt: PUBLISH, unpublishAt: UNPUBLISH } })
    const decision = publishingDecision([ended], UNPUBLISH, routes(POST))
    expect(decision).toMatchObject({
      due: true,
      reason: `1 page differs from the live sitemap: ${POST} is listed but was due to come down`,
    })
    expect(publishingDecision([ended], UNPUBLISH, routes()).due).toBe(false)
  })

  it('is due when a page the clock has not reached is already listed', () => {
    expect(publishingDecision([entry()], PUBLISH - 60 * SECOND, routes(POST))).toMatchObject({
      due: true,
      reason: `1 page differs from the live sitemap: ${POST} is listed but is not due yet`,
    })
  })

  it('ignores drafts, which are never built', () => {
    const draft = entry({ draft: true })
    expect(publishingDecision([draft], PUBLISH + 60 * SECOND, routes())).toMatchObject({
      due: false,
      reason: 'every scheduled entry is a draft, which is never built',
      next: undefined,
    })
    expect(publishingDecision([draft], PUBLISH + 60 * SECOND, undefined).due).toBe(false)
    const other = entry({ path: '/company/careers', title: 'Careers' })
    expect(publishingDecision([draft, other], PUBLISH + 60 * SECOND, routes('/company/careers')).due).toBe(false)
  })

  it('is due, to be safe, when the live sitemap could not be read', () => {
    expect(publishingDecision([entry()], PUBLISH - 60 * SECOND, undefined, 'timed out')).toMatchObject({
      due: true,
      reason: 'the live sitemap could not be read (timed out), so the site is rebuilt to be safe',
    })
  })

  it('turns due at the publish moment to the second, and not before', () => {
    const absent = routes()
    expect(publishingDecision([entry()], PUBLISH - SECOND, absent).due).toBe(false)
    expect(publishingDecision([entry()], PUBLISH, absent).due).toBe(true)
    expect(publishingDecision([entry()], PUBLISH + SECOND, absent).due).toBe(true)
    const shown = routes(POST)
    expect(publishingDecision([entry()], PUBLISH - SECOND, shown).due).toBe(true)
    expect(publishingDecision([entry()], PUBLISH + SECOND, shown).due).toBe(false)
  })

  it('names the next change after now, ignoring past moments and drafts', () => {
    const careers = entry({ title: 'Careers', path: '/company/careers', schedule: { unpublishAt: at('2026-12-05T18:00+04:00') } })
    const retail = entry({ title: 'Retail', draft: true, schedule: { publishAt: at('2026-12-02T09:00+04:00') } })
    const post = entry({ schedule: { publishAt: PUBLISH, unpublishAt: UNPUBLISH } })
    const postAr = entry({ title: 'التوفير الضريبي', locale: 'ar', path: `/ar${POST}`, schedule: post.schedule })
    const all = [post, postAr, retail, careers]

    const before = publishingDecision(all, PUBLISH - SECOND, routes('/company/careers'))
    expect(before.next?.at).toBe(PUBLISH)
    expect(before.next?.entries.map((e) => e.title)).toEqual(['Tax savings', 'التوفير الضريبي'])
    expect(nextChangeLine(before)).toBe(
      'Next scheduled change: 2026-12-01 09:00 (Dubai time), Tax savings goes live; التوفير الضريبي goes live.',
    )

    const after = publishingDecision(all, PUBLISH, routes('/company/careers', POST, `/ar${POST}`))
    expect(after.due).toBe(false)
    expect(nextChangeLine(after)).toBe('Next scheduled change: 2026-12-05 18:00 (Dubai time), Careers comes down.')

    const last = publishingDecision(all, UNPUBLISH, routes())
    expect(last.next).toBeUndefined()
    expect(nextChangeLine(last)).toBe('No scheduled change to come.')
  })
})

describe('normalisedRoute', () => {
  it('drops the trailing slash but keeps the root, and decodes escapes', () => {
    expect(['/', '/company/faq/', '/company/faq', '/ar/', '/ar/%D8%A7'].map(normalisedRoute)).toEqual([
      '/',
      '/company/faq',
      '/company/faq',
      '/ar',
      '/ar/ا',
    ])
  })
})

describe('publishingSummary', () => {
  it('tables every scheduled edition in Dubai time, then the decision and the next change', () => {
    const post = entry({ title: 'Tax | savings', schedule: { publishAt: PUBLISH, unpublishAt: UNPUBLISH } })
    const draft = entry({
      collection: 'Case studies',
      title: 'Retail',
      locale: 'ar',
      draft: true,
      path: '/ar/financialsolutions/portfolio/retail',
    })
    const summary = publishingSummary(publishingDecision([post, draft], at('2026-12-01T09:05+04:00'), routes()))
    expect(summary).toBe(
      [
        '### Scheduled publishing',
        '',
        'Checked at 2026-12-01 09:05 (Dubai time).',
        '',
        '| collection | title | language | publish at (Dubai time) | unpublish at (Dubai time) | state |',
        '| --- | --- | --- | --- | --- | --- |',
        '| Blog posts | Tax \\| savings | English | 2026-12-01 09:00 | 2026-12-08 09:00 | live, **missing from the live site** |',
        '| Case studies | Retail | Arabic | 2026-12-01 09:00 | – | draft (never built) |',
        '',
        `**A rebuild is due**: 1 page differs from the live sitemap: ${POST} is due but missing. The content pipeline builds the site and the deploy job publishes it.`,
        '',
        'Next scheduled change: 2026-12-08 09:00 (Dubai time), Tax | savings comes down.',
        '',
      ].join('\n'),
    )
  })

  it('says when no rebuild is due and no change is to come', () => {
    const summary = publishingSummary(publishingDecision([], PUBLISH, routes()))
    expect(summary).toContain('No rebuild is due: no entry has a schedule.')
    expect(summary).toContain('No scheduled change to come.')
    expect(summary).not.toContain('| collection |')
  })
})
