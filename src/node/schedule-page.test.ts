/** @jest-environment node */
import { SCHEDULE_PAGE_PATH } from '../config/constants'
import { serveSchedulePage } from './schedule-page'
import { ADMIN_PAGE_SCRIPT, ADMIN_PAGE_SCRIPT_PATH } from './admin-page'
import { SCHEDULE_PAGE_WORDS } from '../lib/shared/schedule'
import { arabicGaps } from '../../__tests__/support/bilingual'

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
    // And in Arabic, right to left, from the same catalogues, for an editor who uses the admin in Arabic.
    const arabic = /<main lang="ar" dir="rtl" hidden>([\s\S]*?)<\/main>/.exec(sent)?.[1]
    expect(arabic).toContain('<h1>جدول النشر</h1>')
    expect(arabic).toContain('<th scope="col">موعد النشر</th>')
    expect(arabic).toMatch(
      /<td>مقال<\/td><td lang="en" dir="auto">Five Questions<\/td><td>الإنجليزية<\/td><td><time[^>]*>.*09:00<\/time><\/td><td>—<\/td><td>مجدول<\/td>/,
    )
    let script = ''
    routes.get(ADMIN_PAGE_SCRIPT_PATH)!({}, { type: () => ({ send: (body: string) => (script = body) }) })
    expect(sent).toContain(`<script src="${ADMIN_PAGE_SCRIPT_PATH}"></script>`)
    expect(script).toBe(ADMIN_PAGE_SCRIPT)
  })
})

describe('the schedule page’s own words', () => {
  it('have Arabic words for every phrase, with the values in braces of the English', () => {
    expect(arabicGaps(SCHEDULE_PAGE_WORDS)).toEqual([])
  })
})
