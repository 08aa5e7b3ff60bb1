import { droppedContentHtml, sanitizeContentHtml } from './sanitize-content-html'

describe('sanitizeContentHtml', () => {
  it('removes scripts, styles, frames, event handlers and javascript: links', () => {
    const dirty = [
      '<p onclick="steal()">Hello<script>alert(1)</script></p>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">click</a>',
      '<img src="x.png" onerror="steal()" alt="x">',
    ].join('')
    const clean = sanitizeContentHtml(dirty)
    expect(clean).toBe('<p>Hello</p><a>click</a><img src="x.png" alt="x" />')
  })

  it('keeps what Markdown produces', () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong> and <em>em</em> <a href="https://example.ae">link</a></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>'
    expect(sanitizeContentHtml(html)).toBe(html)
  })
})

describe('droppedContentHtml', () => {
  it('names each element, attribute and address the sanitiser drops', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="steal()"><a href="javascript:alert(1)">a</a>' +
      '<a href="//evil.example">b</a><span>c</span>'
    expect(droppedContentHtml(dirty)).toEqual([
      'onclick on <p>',
      '<script>',
      'onerror on <img>',
      'a link to "javascript:"',
      'a link to "//"',
      '<span>',
    ])
  })

  it('names nothing in what it keeps', () => {
    const html =
      '<h2>Plan</h2><p><a href="https://example.ae" title="t">link</a> <a href="/company/faq">faq</a></p><img src="/images/x.jpg" alt="x">'
    expect(droppedContentHtml(html)).toEqual([])
    expect(sanitizeContentHtml(html)).toContain('href="/company/faq"')
  })
})
