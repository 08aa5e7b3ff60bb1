import { siteNow } from '../build/clock'
import { dubaiMoment, dubaiTime, liveState, nextChange, parseMoment, scheduleOf } from './schedule'

const at = (iso: string) => Date.parse(iso)

describe('parseMoment', () => {
  it('reads a moment with its offset, with or without seconds, as the same instant in any zone', () => {
    expect(parseMoment('2026-12-01T09:00+04:00')).toBe(at('2026-12-01T05:00:00Z'))
    expect(parseMoment('2026-12-01T09:00:30+04:00')).toBe(at('2026-12-01T05:00:30Z'))
    expect(parseMoment('2026-12-01T05:00Z')).toBe(at('2026-12-01T05:00:00Z'))
    expect(parseMoment('2026-11-30T21:00-08:00')).toBe(at('2026-12-01T05:00:00Z'))
    expect(parseMoment('2026-12-01T05:30+05:30')).toBe(at('2026-12-01T00:00:00Z'))
  })

  it('takes the Date a YAML parser makes of a timestamp', () => {
    expect(parseMoment(new Date('2026-12-01T05:00:00Z'))).toBe(at('2026-12-01T05:00:00Z'))
    expect(parseMoment(new Date('not a date'))).toBeUndefined()
  })

  it('refuses a moment without its offset, a date alone and impossible dates or times', () => {
    for (const value of [
      '2026-12-01T09:00',
      '2026-12-01 09:00+04:00',
      '2026-12-01',
      '2026-02-30T09:00+04:00',
      '2026-12-01T24:00+04:00',
      '2026-13-01T09:00Z',
      'soon',
      20261201,
      null,
    ])
      expect(parseMoment(value)).toBeUndefined()
  })
})

describe('liveState', () => {
  const publishAt = at('2026-12-01T05:00:00Z')
  const unpublishAt = at('2026-12-08T05:00:00Z')
  const second = 1000

  it('is upcoming until the publish moment, live from it, and ended from the unpublish moment on', () => {
    expect(liveState({ publishAt, unpublishAt }, publishAt - second)).toBe('upcoming')
    expect(liveState({ publishAt, unpublishAt }, publishAt)).toBe('live')
    expect(liveState({ publishAt, unpublishAt }, publishAt + second)).toBe('live')
    expect(liveState({ publishAt, unpublishAt }, unpublishAt - second)).toBe('live')
    expect(liveState({ publishAt, unpublishAt }, unpublishAt)).toBe('ended')
    expect(liveState({ publishAt, unpublishAt }, unpublishAt + second)).toBe('ended')
  })

  it('is live without a schedule, and each moment works alone', () => {
    expect(liveState({}, publishAt)).toBe('live')
    expect(liveState({ publishAt }, publishAt - second)).toBe('upcoming')
    expect(liveState({ publishAt }, unpublishAt)).toBe('live')
    expect(liveState({ unpublishAt }, publishAt)).toBe('live')
    expect(liveState({ unpublishAt }, unpublishAt)).toBe('ended')
  })

  it('judges 09:00 in Dubai as 05:00 UTC, whatever zone the build runs in', () => {
    const schedule = scheduleOf({ publish_at: '2026-12-01T09:00+04:00' })
    expect(liveState(schedule, at('2026-12-01T08:59:59+04:00'))).toBe('upcoming')
    expect(liveState(schedule, at('2026-12-01T04:59:59Z'))).toBe('upcoming')
    expect(liveState(schedule, at('2026-12-01T05:00:00Z'))).toBe('live')
  })
})

describe('scheduleOf', () => {
  it('reads both moments, and treats missing or empty ones as none', () => {
    expect(scheduleOf({ publish_at: '2026-12-01T09:00+04:00', unpublish_at: '2026-12-08T09:00+04:00' })).toEqual({
      publishAt: at('2026-12-01T05:00:00Z'),
      unpublishAt: at('2026-12-08T05:00:00Z'),
    })
    expect(scheduleOf({ title: 'no schedule' })).toEqual({})
    expect(scheduleOf({ publish_at: '', unpublish_at: null })).toEqual({})
  })
})

describe('nextChange', () => {
  it('is the soonest publish or unpublish moment still to come', () => {
    const now = at('2026-12-02T00:00:00Z')
    const schedules = [
      { publishAt: at('2026-12-01T05:00:00Z'), unpublishAt: at('2026-12-09T05:00:00Z') },
      { publishAt: at('2026-12-03T05:00:00Z') },
      {},
    ]
    expect(nextChange(schedules, now)).toBe(at('2026-12-03T05:00:00Z'))
    expect(nextChange(schedules, at('2026-12-03T05:00:00Z'))).toBe(at('2026-12-09T05:00:00Z'))
    expect(nextChange(schedules, at('2026-12-09T05:00:00Z'))).toBeUndefined()
  })
})

describe('Dubai time', () => {
  it('writes a moment as the CMS does, in Dubai time across the date line of UTC', () => {
    expect(dubaiMoment(at('2026-12-01T05:00:00Z'))).toBe('2026-12-01T09:00+04:00')
    expect(dubaiTime(at('2026-12-31T21:30:00Z'))).toEqual({ date: '2027-01-01', time: '01:30' })
  })
})

describe('siteNow', () => {
  it('is SITE_NOW when it is set, and the real time otherwise', () => {
    expect(siteNow({ SITE_NOW: '2026-12-01T09:00+04:00' })).toBe(at('2026-12-01T05:00:00Z'))
    const before = Date.now()
    const now = siteNow({})
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('refuses a SITE_NOW it cannot read, naming it', () => {
    expect(() => siteNow({ SITE_NOW: 'tomorrow' })).toThrow(
      'SITE_NOW must be a date and time with its offset, e.g. 2026-12-01T09:00+04:00; found "tomorrow"',
    )
  })
})
