/** @jest-environment node */
import { buildEnv } from './build-env'

describe('the environment of a build', () => {
  it('gives Gatsby a worker for every core, its main process besides', () => {
    expect(buildEnv({ PATH: '/bin' }, 2)).toEqual({ PATH: '/bin', GATSBY_TELEMETRY_DISABLED: '1', GATSBY_CPU_COUNT: '3' })
  })

  it('keeps a count of cores set by hand', () => {
    expect(buildEnv({ GATSBY_CPU_COUNT: 'physical_cores' }, 8).GATSBY_CPU_COUNT).toBe('physical_cores')
  })
})
