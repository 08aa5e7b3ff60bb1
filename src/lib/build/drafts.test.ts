import { includeDrafts, isPublished } from './drafts'

describe('includeDrafts', () => {
  it('shows drafts on the development server only', () => {
    expect(includeDrafts({ gatsby_executing_command: 'develop', NODE_ENV: 'development' })).toBe(true)
    expect(includeDrafts({ gatsby_executing_command: 'build', NODE_ENV: 'production' })).toBe(false)
  })

  it('goes by the command Gatsby runs before NODE_ENV', () => {
    expect(includeDrafts({ gatsby_executing_command: 'build', NODE_ENV: 'development' })).toBe(false)
    expect(includeDrafts({ gatsby_executing_command: 'serve' })).toBe(false)
  })

  it('without a Gatsby command, shows drafts only when NODE_ENV is development', () => {
    expect(includeDrafts({ NODE_ENV: 'development' })).toBe(true)
    expect(includeDrafts({ NODE_ENV: 'production' })).toBe(false)
    expect(includeDrafts({ NODE_ENV: 'test' })).toBe(false)
    expect(includeDrafts({})).toBe(false)
  })
})

const NOW = Date.parse('2026-12-01T05:00:00Z')

describe('isPublished', () => {
  it('leaves out entries marked draft unless drafts are shown', () => {
    expect(isPublished({ draft: true }, false, NOW)).toBe(false)
    expect(isPublished({ draft: true }, true, NOW)).toBe(true)
    expect(isPublished({ draft: false }, false, NOW)).toBe(true)
    expect(isPublished({}, false, NOW)).toBe(true)
  })

  it('leaves out an entry outside its schedule as it does a draft, and the development server shows it', () => {
    const upcoming = { publish_at: '2026-12-01T09:00:01+04:00' }
    const ended = { publish_at: '2026-11-01T09:00+04:00', unpublish_at: '2026-12-01T09:00+04:00' }
    const live = { publish_at: '2026-12-01T09:00+04:00', unpublish_at: '2026-12-01T09:00:01+04:00' }
    expect([upcoming, ended, live].map((entry) => isPublished(entry, false, NOW))).toEqual([false, false, true])
    expect([upcoming, ended, live].map((entry) => isPublished(entry, true, NOW))).toEqual([true, true, true])
    expect(isPublished({ ...live, draft: true }, false, NOW)).toBe(false)
  })
})
