/** @jest-environment node */
import { onCreateDevServer } from './on-create-dev-server'

describe('the development server hook', () => {
  it('returns once its routes are in place, without waiting for a callback', () => {
    const routes: string[] = []
    const app = { get: (path: string) => routes.push(`GET ${path}`), use: () => routes.push('USE') }
    const callback = jest.fn()
    // Gatsby treats a hook with three parameters as callback-style and waits until it is called.
    expect(onCreateDevServer!.length).toBeLessThan(3)
    const result = onCreateDevServer!({ app } as never, {} as never, callback)
    expect(result).toBeUndefined()
    expect(routes).toEqual(['GET /admin/schedule/', 'GET /admin/page-language.js', 'GET /admin/redirects/'])
  })
})
