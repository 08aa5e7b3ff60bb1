import { guardSummary, lostAddresses, lostText, type EntryNow } from './address-guard'

const NOW = Date.parse('2026-12-01T05:00:00Z')
const states: Record<string, EntryNow> = {
  'content/blog/draft.en.md': { state: 'draft' },
  'content/blog/ended.en.md': { state: 'ended', at: NOW - 60_000 },
  'content/blog/later.ar.md': { state: 'upcoming', at: NOW + 60_000 },
  'content/blog/moved.en.md': { state: 'published', address: '/financialblogs/blogs/moved-here' },
  'content/company/gone.ar.md': { state: 'missing' },
}
const entryNow = (file: string): EntryNow => states[file] ?? { state: 'missing' }
const built = ['/', '/ar', '/financialblogs/blogs', '/financialblogs/blogs/moved-here', '/financialblogs/tags', '/ar/company/about']

describe('the addresses a release would lose', () => {
  it('are none when every live address is a page of the build or an old address of its redirects', () => {
    expect(
      lostAddresses({ live: ['/', '/financialblogs/blogs/old/'], built, redirected: ['/financialblogs/blogs/old'], record: {}, entryNow }),
    ).toEqual([])
  })

  it('name the file that last held each, and the line that keeps it, leading to the closest page above it', () => {
    const lost = lostAddresses({
      live: [...built, '/financialblogs/blogs/moved', '/ar/company/gone', '/financialblogs/tags/vat', '/financialblogs/blogs/page/4'],
      built,
      redirected: [],
      record: { '/financialblogs/blogs/moved': 'content/blog/moved.en.md', '/ar/company/gone': 'content/company/gone.ar.md' },
      entryNow,
    })
    expect(lost.map(lostText)).toEqual([
      '/ar/company/gone: content/company/gone.ar.md, which held it, no longer exists. Keep it with this line under ar: › redirects: in content/settings/redirects.yaml (in the content manager: Redirects, Arabic):\n' +
        '    - { from: "/ar/company/gone", to: "/ar", reason: retired }',
      '/financialblogs/blogs/moved: content/blog/moved.en.md is now at /financialblogs/blogs/moved-here, but the build did not redirect its old address. Keep it with this line under en: › redirects: in content/settings/redirects.yaml (in the content manager: Redirects, English):\n' +
        '    - { from: "/financialblogs/blogs/moved", to: "/financialblogs/blogs/moved-here", reason: renamed }',
      expect.stringMatching(
        /^\/financialblogs\/blogs\/page\/4: no entry file held it .*\n {4}- \{ from: "\/financialblogs\/blogs\/page\/4", to: "\/financialblogs\/blogs", reason: retired \}$/,
      ),
      expect.stringMatching(
        /^\/financialblogs\/tags\/vat: .*\n {4}- \{ from: "\/financialblogs\/tags\/vat", to: "\/financialblogs\/tags", reason: retired \}$/,
      ),
    ])
  })

  it('let an entry go that was made a draft or is outside its schedule, saying why', () => {
    const lost = lostAddresses({
      live: ['/financialblogs/blogs/d', '/financialblogs/blogs/e', '/ar/financialblogs/blogs/l'],
      built,
      redirected: [],
      record: {
        '/financialblogs/blogs/d': 'content/blog/draft.en.md',
        '/financialblogs/blogs/e': 'content/blog/ended.en.md',
        '/ar/financialblogs/blogs/l': 'content/blog/later.ar.md',
      },
      entryNow,
    })
    expect(lost.map(lostText)).toEqual([
      '/ar/financialblogs/blogs/l: let go, as content/blog/later.ar.md is scheduled to go live again (publish_at 2026-12-01 09:01 Dubai time)',
      '/financialblogs/blogs/d: let go, as content/blog/draft.en.md was made a draft',
      '/financialblogs/blogs/e: let go, as content/blog/ended.en.md was taken down by its schedule (unpublish_at 2026-12-01 08:59 Dubai time)',
    ])
    expect(guardSummary('https://www.meridiangulf.ae', lost, false)).toContain(
      'Every address of the sitemap of https://www.meridiangulf.ae is a page',
    )
  })

  it('are listed in the job summary with the line that keeps each', () => {
    const lost = lostAddresses({ live: ['/company/gone'], built, redirected: [], record: {}, entryNow })
    const summary = guardSummary('https://www.meridiangulf.ae', lost, true)
    expect(summary).toContain('**1 address of https://www.meridiangulf.ae would be lost** when this is released.')
    expect(summary).toContain('```yaml\n  - { from: "/company/gone", to: "/", reason: retired }\n  ```')
  })
})
