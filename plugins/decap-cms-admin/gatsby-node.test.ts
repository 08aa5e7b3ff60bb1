/**
 * @jest-environment node
 */
jest.mock('gatsby-plugin-decap-cms/gatsby-node', () => ({ onCreateWebpackConfig: jest.fn() }))

type Hook = (args: Record<string, unknown>, options: Record<string, unknown>) => unknown
interface Plugin {
  onCreateWebpackConfig: Hook
  onPostBuild: Hook
}

/** The plugin and the mocked gatsby-plugin-decap-cms hook it wraps, loaded afresh (the plugin keeps the compile in flight). */
function load(): { plugin: Plugin; upstream: jest.Mock } {
  let loaded: { plugin: Plugin; upstream: jest.Mock } | undefined
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    loaded = {
      plugin: require('./gatsby-node'),
      upstream: require('gatsby-plugin-decap-cms/gatsby-node').onCreateWebpackConfig,
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return loaded!
}

function gatsbyArgs(stage: string) {
  return {
    stage,
    reporter: { info: jest.fn(), panicOnBuild: jest.fn() },
    actions: { setWebpackConfig: jest.fn() },
    plugins: { ignore: (options: unknown) => ({ ignore: options }) },
  }
}

describe('decap-cms-admin', () => {
  it('starts the admin compile without holding up the pages, and waits for it after the build', async () => {
    const { plugin, upstream } = load()
    let finish: () => void = () => undefined
    upstream.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const onBuilt = jest.fn()
    const options = { staleReason: () => 'src/cms/cms.tsx changed', onBuilt }
    const args = gatsbyArgs('build-javascript')

    expect(plugin.onCreateWebpackConfig(args, options)).toBeUndefined()
    expect(upstream).toHaveBeenCalledWith(args, options)
    const postBuild = plugin.onPostBuild(args, options) as Promise<void>
    await Promise.resolve()
    expect(onBuilt).not.toHaveBeenCalled()
    finish()
    await postBuild
    expect(onBuilt).toHaveBeenCalledTimes(1)
    expect(args.reporter.info).toHaveBeenCalledWith(expect.stringMatching(/admin compiled in [\d.]+ s/))
  })

  it('fails the build when the admin does not compile, and records nothing', async () => {
    const { plugin, upstream } = load()
    const error = new Error('Module not found: ./preview')
    upstream.mockReturnValue(Promise.reject(error))
    const onBuilt = jest.fn()
    const args = gatsbyArgs('build-javascript')
    plugin.onCreateWebpackConfig(args, { staleReason: () => 'no earlier admin build recorded', onBuilt })
    await plugin.onPostBuild(args, { onBuilt })
    expect(args.reporter.panicOnBuild).toHaveBeenCalledWith('decap-cms-admin: the admin did not compile', error)
    expect(onBuilt).not.toHaveBeenCalled()
  })

  it('keeps an unchanged admin without compiling it, but still sets up the pages as the plugin would', async () => {
    const { plugin, upstream } = load()
    const onBuilt = jest.fn()
    const args = gatsbyArgs('build-javascript')
    plugin.onCreateWebpackConfig(args, { staleReason: () => undefined, enableIdentityWidget: false, onBuilt })
    expect(upstream).not.toHaveBeenCalled()
    const config = args.actions.setWebpackConfig.mock.calls[0][0]
    expect(config.plugins).toEqual([{ ignore: { resourceRegExp: /^netlify-identity-widget$/ } }])
    expect(config.optimization.splitChunks.cacheGroups['netlify-identity-widget'].name).toBe('netlify-identity-widget')
    await plugin.onPostBuild(args, { onBuilt })
    expect(onBuilt).not.toHaveBeenCalled()
  })

  it('leaves the admin out of a build told to skip it, whatever changed, and sets up the pages', async () => {
    const { plugin, upstream } = load()
    const onBuilt = jest.fn()
    const staleReason = jest.fn(() => 'no earlier admin build recorded')
    const args = gatsbyArgs('build-javascript')
    plugin.onCreateWebpackConfig(args, { skipBuild: 'SKIP_ADMIN_BUILD=1', staleReason, enableIdentityWidget: false, onBuilt })
    expect(upstream).not.toHaveBeenCalled()
    expect(staleReason).not.toHaveBeenCalled()
    expect(args.reporter.info).toHaveBeenCalledWith('decap-cms-admin: not built (SKIP_ADMIN_BUILD=1)')
    expect(args.actions.setWebpackConfig.mock.calls[0][0].optimization.splitChunks.cacheGroups).toHaveProperty('netlify-identity-widget')
    await plugin.onPostBuild(args, { onBuilt })
    expect(onBuilt).not.toHaveBeenCalled()
  })

  it('leaves the development server to gatsby-plugin-decap-cms as it is', () => {
    const { plugin, upstream } = load()
    upstream.mockReturnValue('watching')
    const staleReason = jest.fn()
    expect(plugin.onCreateWebpackConfig(gatsbyArgs('develop'), { staleReason })).toBe('watching')
    expect(staleReason).not.toHaveBeenCalled()
  })
})
