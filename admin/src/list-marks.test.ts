import { fromJS } from 'immutable'
import type { DraftEntry } from './publish-guard'
import { entryMark, markEntryLists } from './list-marks'

const NOW = Date.parse('2026-12-01T12:00:00+04:00')
// Decap's Immutable map, read as the admin reads a draft.
const entry = (data: object, arabic?: object) =>
  fromJS({ data, ...(arabic && { i18n: { ar: { data: arabic } } }) }) as unknown as DraftEntry
const POST = { title: 'Tax savings', date: '2026-11-01' }

describe('the mark under an entry of a list', () => {
  it('says whether the entry is live now, as the site decides it, and which editions it has', () => {
    expect(entryMark('blog', entry(POST, POST), NOW)).toBe('Live · English and Arabic')
    expect(entryMark('blog', entry({ ...POST, publish_at: '2026-12-02T09:00+04:00' }), NOW)).toBe(
      'Scheduled for 2026-12-02 09:00 Dubai time · English only',
    )
    expect(entryMark('caseStudies', entry({ ...POST, unpublish_at: '2026-12-01T09:00+04:00' }, POST), NOW)).toBe(
      'Taken down · English and Arabic',
    )
    expect(entryMark('blog', entry({ ...POST, draft: true, publish_at: '2026-11-02T09:00+04:00' }), NOW)).toBe(
      'Draft (never goes live) · English only',
    )
  })

  it('counts no edition that holds only the facts copied from English, as Decap keeps them after a new entry is saved', () => {
    expect(entryMark('blog', entry(POST, { date: POST.date, slug: 'tax-savings' }), NOW)).toBe('Live · English only')
  })

  it('is not given to the files of a file collection, whose one file holds every edition', () => {
    expect(entryMark('pricing', entry({ plans: [] }), NOW)).toBeUndefined()
  })
})

describe('the marks on the page', () => {
  const listOf = (...slugs: string[]) => {
    document.body.innerHTML = `<ul>${slugs.map((slug) => `<li><a href="/admin/#/collections/blog/entries/${slug}"><h2>${slug}</h2></a></li>`).join('')}</ul>`
  }
  const marks = () => [...document.querySelectorAll('.entry-mark')].map((mark) => mark.textContent)
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('follow the list Decap draws and the entries it holds', async () => {
    let state = {
      entries: fromJS({ entities: { 'blog.a': { data: POST, i18n: { ar: { data: POST } } } } }),
      editorialWorkflow: fromJS({ entities: {} }),
    }
    const listeners: Array<() => void> = []
    const store = { getState: () => state, subscribe: (listener: () => void) => (listeners.push(listener), () => undefined) }
    listOf('a')
    markEntryLists(store, document, () => NOW)
    listOf('a', 'b')
    await settled()
    expect(marks()).toEqual(['Live · English and Arabic'])

    state = { ...state, entries: state.entries.setIn(['entities', 'blog.b'], fromJS({ data: { ...POST, draft: true } })) }
    listeners.forEach((listener) => listener())
    await settled()
    expect(marks()).toEqual(['Live · English and Arabic', 'Draft (never goes live) · English only'])
    expect(document.querySelectorAll('a > .entry-mark')).toHaveLength(2)

    // A new entry saved in the editorial workflow: Decap holds a bare record of it among the published
    // entries (it asked for one and found none) and its data among the unpublished ones.
    state = {
      ...state,
      entries: state.entries.setIn(['entities', 'blog.c'], fromJS({ isFetching: false, error: 'not found' })),
      editorialWorkflow: state.editorialWorkflow.setIn(
        ['entities', 'blog.c'],
        fromJS({ data: POST, status: 'draft', i18n: { ar: { data: { date: POST.date } } } }),
      ),
    }
    listOf('a', 'b', 'c')
    await settled()
    expect(marks()).toEqual(['Live · English and Arabic', 'Draft (never goes live) · English only', 'Not published yet · English only'])
  })
})
