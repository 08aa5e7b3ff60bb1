import { arabicPhrases, englishPhrases } from '../../__tests__/support/phrases'
import { snippetParts, toSearchHits } from './search-results'

describe('a result’s snippet', () => {
  it('marks the matched words and keeps the rest as text', () => {
    expect(snippetParts('The <mark>corporate</mark> <mark>tax</mark> rate is 9%.')).toEqual([
      { text: 'The ', marked: false },
      { text: 'corporate', marked: true },
      { text: ' ', marked: false },
      { text: 'tax', marked: true },
      { text: ' rate is 9%.', marked: false },
    ])
  })

  it('reads escaped text back as text, and never as markup', () => {
    const parts = snippetParts('Fees &amp; charges &lt;script&gt;alert(1)&lt;/script&gt; <mark>VAT</mark> <b>bold</b>')
    expect(parts.map((part) => part.text).join('')).toBe('Fees & charges <script>alert(1)</script> VAT bold')
    expect(parts.filter((part) => part.marked)).toEqual([{ text: 'VAT', marked: true }])
  })
})

describe('the results', () => {
  const post = {
    url: '/financialblogs/blogs/vat-basics/',
    excerpt: 'About <mark>VAT</mark>.',
    meta: { title: 'VAT basics', kind: 'post', date: '15 July 2025' },
  }
  const page = { url: '/company/faq/', excerpt: 'Questions.', meta: { title: 'FAQ', kind: 'company', date: 'not shown' } }

  it('link each page by the site’s address, with its title, kind and, for a post, its date', () => {
    expect(toSearchHits([post, page], englishPhrases())).toEqual([
      {
        path: '/financialblogs/blogs/vat-basics',
        title: 'VAT basics',
        kind: 'Post',
        date: '15 July 2025',
        snippet: snippetParts(post.excerpt),
      },
      { path: '/company/faq', title: 'FAQ', kind: 'Company page', date: undefined, snippet: snippetParts(page.excerpt) },
    ])
  })

  it('name the kinds in the reader’s language', () => {
    const kinds = ['post', 'case_study', 'service', 'company'].map((kind) => ({ url: '/ar/x/', excerpt: '', meta: { title: 'x', kind } }))
    expect(toSearchHits(kinds, arabicPhrases()).map((hit) => hit.kind)).toEqual(['مقال', 'دراسة حالة', 'خدمة', 'صفحة الشركة'])
  })
})
