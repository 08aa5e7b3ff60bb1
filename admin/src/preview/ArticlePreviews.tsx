import React from 'react'
import { paths } from '@src/config/constants'
import { Article } from '@src/components/Article/Article'
import { usePhrases } from '@src/hooks/use-phrases'
import { blogPostArticle, caseStudyArticle, type BlogPostData, type CaseStudyData } from '@src/view-models/article'
import { AS_LIVE, entryData, groups, number, optionalText, previewFile, text, texts, type Data, type GetAsset } from './entry-data'
import { previewHtml } from './markdown'
import { localisedPath } from '@src/config/locales'
import type { PreviewProps } from './preview-locale'

const figures = (value: unknown) => groups(value).map((f: Data) => ({ value: text(f.value), label: text(f.label) }))

/** What a blog post and a case study being edited share: the body, the page path and the common front matter. */
function articleEntry(data: Data, getAsset: GetAsset, path: string) {
  return {
    html: previewHtml(text(data.body)),
    path,
    title: text(data.title),
    date: text(data.date),
    excerpt: text(data.excerpt),
    category: text(data.category),
    draft: data.draft === true,
    ...AS_LIVE,
    image_alt: text(data.image_alt),
    image: previewFile(getAsset, data.image),
  }
}

/** A blog post being edited, in the edition shown, drawn by the component of its page. */
export function BlogPostPreview({ entry, getAsset, locale }: PreviewProps) {
  const phrases = usePhrases()
  const data = entryData(entry)
  const post: BlogPostData = {
    ...articleEntry(data, getAsset, localisedPath(locale, paths.blogPost(text(data.slug)))),
    author: text(data.author),
    comments: number(data.comments),
    tags: texts(data.tags),
    facts: figures(data.facts),
  }
  return <Article {...blogPostArticle(post, phrases, locale)} />
}

/** A case study being edited, in the edition shown, drawn by the component of its page. */
export function CaseStudyPreview({ entry, getAsset, locale }: PreviewProps) {
  const phrases = usePhrases()
  const data = entryData(entry)
  const study: CaseStudyData = {
    ...articleEntry(data, getAsset, localisedPath(locale, paths.caseStudy(text(data.slug)))),
    author: optionalText(data.author),
    focus: text(data.focus),
    claims: figures(data.claims),
  }
  return <Article {...caseStudyArticle(study, phrases)} />
}
