/** @jest-environment node */
import { EventEmitter } from 'node:events'
import { PassThrough } from 'node:stream'
import { spawn } from 'node:child_process'

jest.mock('node:child_process', () => ({ spawn: jest.fn() }))
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, as Gatsby loads local plugins
const plugin = require('./gatsby-node') as { onCreateDevServer: (args: unknown) => unknown }

describe('the admin under the development server', () => {
  it('is built beside the server: the hook is done before the admin is, which says when it is ready', async () => {
    const child = Object.assign(new EventEmitter(), { stdout: new PassThrough(), kill: jest.fn() })
    jest.mocked(spawn).mockReturnValue(child as never)
    const info = jest.fn()
    const store = { getState: () => ({ program: { directory: '/site', https: false, host: '127.0.0.1', proxyPort: 8000 } }) }
    const returned = plugin.onCreateDevServer({ app: { get: jest.fn() }, store, reporter: { info, error: jest.fn() } })
    // Gatsby starts listening for its first bundle once the hook is done; a bundle ready before then is never announced.
    const first = await Promise.race([
      Promise.resolve(returned).then(() => 'hook done'),
      new Promise((resolve) => setImmediate(() => resolve('hook still waiting'))),
    ])
    expect(first).toBe('hook done')
    expect(info).not.toHaveBeenCalled()
    child.stdout.write('admin: built\n')
    await new Promise((resolve) => setImmediate(resolve))
    expect(info).toHaveBeenCalledWith('Decap CMS is running at http://127.0.0.1:8000/admin/')
  })
})
