/**
 * Words the search tests look for, chosen from the content itself so that they hold whatever the
 * posts say: an English word of one post's body found nowhere else in the content, and an Arabic
 * word of one post that only another form of it (stemming) can find.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { paths } from '../../src/config/constants'
import { localisedPath } from '../../src/config/locales'
import { listFiles } from '../../src/lib/build/list-files'

const CONTENT = path.resolve('content')
const texts = listFiles(CONTENT)
  .filter((file) => /\.(md|ya?ml)$/.test(file))
  .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))

const posts = (language: 'en' | 'ar') =>
  texts
    .filter(({ file }) => file.startsWith(path.join(CONTENT, 'blog')) && file.endsWith(`.${language}.md`))
    .map(({ file, text }) => ({ file, ...matter(text) }))
    .filter(({ data }) => data.draft !== true && !data.publish_at && !data.unpublish_at)
    .sort((a, b) => a.file.localeCompare(b.file))

const elsewhere = (file: string, pattern: RegExp) => texts.some((other) => other.file !== file && pattern.test(other.text))

/**
 * A long English word in one post's body and in no other content file; no other file has even its
 * first seven letters, so no other form of it (which stemming would match) is anywhere else.
 */
export function englishBodyWord(): { word: string; path: string } {
  for (const { file, data, content } of posts('en')) {
    const words = [...new Set(content.toLowerCase().match(/\b[a-z]{10,}\b/g) ?? [])].sort()
    const word = words.find(
      (w) => !String(data.title).toLowerCase().includes(w.slice(0, 7)) && !elsewhere(file, new RegExp(w.slice(0, 7), 'i')),
    )
    if (word) return { word, path: paths.blogPost(String(data.slug)) }
  }
  throw new Error('No English post has a word of its own for the search test')
}

/**
 * An Arabic plural with its article in one post (ال…ات, "the …s"), and its singular (…ة), which no
 * content file has: only the stemmer, reducing both to one stem, lets the singular find the post.
 */
export function arabicStemmedWord(): { written: string; query: string; path: string } {
  for (const { file, data, content } of posts('ar')) {
    for (const written of [...new Set(content.match(/(?<![\u0621-\u064A])ال[\u0621-\u064A]{3,}ات(?![\u0621-\u064A])/g) ?? [])].sort()) {
      const stem = written.slice(2, -2)
      const query = `${stem}ة`
      if (!elsewhere(file, new RegExp(stem)) && !texts.some(({ text }) => text.includes(query)))
        return { written, query, path: localisedPath('ar', paths.blogPost(String(data.slug))) }
    }
  }
  throw new Error('No Arabic post has a plural of its own for the stemming test')
}
