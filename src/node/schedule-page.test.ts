/** @jest-environment node */
import { SCHEDULE_PAGE_PATH } from '../config/constants'
import { serveSchedulePage } from './schedule-page'

describe('the schedule page under the development server', () => {
  it('is answered at /admin/schedule/ from the content as it is now', () => {
    const routes = new Map<string, (req: unknown, res: unknown) => void>()
    const app = { get: (path: string, handler: (req: unknown, res: unknown) => void) => routes.set(path, handler) }
    const post = {
      id: 'post',
      parent: 'file',
      frontmatter: { title: 'Five Questions', slug: '7', publish_at: '2099-12-01T09:00+04:00' },
    }
    const file = { id: 'file', relativeDirectory: 'blog', base: 'five-questions.en.md' }
    const args = { app, getNodesByType: () => [post], getNode: (id: string) => (id === 'file' ? file : undefined) }
    serveSchedulePage(args as never)
    let sent = ''
    routes.get(SCHEDULE_PAGE_PATH)!({}, { type: () => ({ send: (body: string) => (sent = body) }) })
    expect(sent).toContain('<h1>Publishing schedule</h1>')
    expect(sent).toMatch(/Five Questions<\/td><td>English<\/td><td><time[^>]*>.*09:00<\/time><\/td><td>—<\/td><td>Scheduled<\/td>/)
  })
})
