import { sanitizeContentHtml } from './sanitize-content-html'

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
