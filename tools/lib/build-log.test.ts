import { activitySeconds, adminSeconds, cpuSeconds } from './build-log'

const LOG = `success run queries in workers - 5.288s - 44/44 8.32/s
success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 42.872s - 69/69 1.61/s
admin: built into /tmp/admin-build-Xy12 in 13.2 s
success Building production JavaScript and CSS bundles - 43.496s
`

describe('build log figures', () => {
  it('reads the seconds of a Gatsby activity, and nothing for one that did not run', () => {
    expect(activitySeconds(LOG, 'Building production JavaScript and CSS bundles')).toBe(43.496)
    expect(activitySeconds(LOG, 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs')).toBe(42.872)
    expect(activitySeconds(LOG, 'Building static HTML for pages')).toBeUndefined()
  })

  it('reads the admin build, and nothing when it did not run', () => {
    expect(adminSeconds(LOG)).toBe(13.2)
    expect(adminSeconds('admin: unchanged in .cache/caches/admin-bundle/admin, nothing it is made from changed (0.3 s)\n')).toBe(0.3)
    expect(adminSeconds('')).toBeUndefined()
  })

  it('adds user and system CPU seconds, and refuses output without them', () => {
    expect(cpuSeconds('Command exited with non-zero status 1\n101.83 10.02\n')).toBeCloseTo(111.85)
    expect(() => cpuSeconds('')).toThrow('/usr/bin/time')
  })
})
