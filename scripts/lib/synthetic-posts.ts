/**
 * Synthetic blog posts for the scale benchmark (tools/bench-content.ts): clones of the real
 * posts' front matter (so they share the real images, as editors' posts share the media library,
 * and pass the content check) with their own slug, title, date, tags and body; with the Arabic
 * templates given, each also has its Arabic edition, cloned from its template's.
 *
 * Dates: the real posts share one date; synthetic post i is i days older than the oldest real
 * post, so every synthetic post sorts after the real ones and the home page lists the same posts
 * at every N. The extra post of the warm rebuild is one day newer than the newest, as an editor's
 * weekly post would be.
 */
import yaml from 'js-yaml'

/** The front matter of a real post, as parsed by gray-matter. */
export type FrontMatter = Record<string, unknown> & { date: unknown; tags: string[] }

export interface SyntheticPost {
  /** File name under content/blog/. */
  file: string
  slug: string
  text: string
}

/** The Arabic edition of a real post: its front matter and its body. */
export interface ArabicTemplate {
  data: FrontMatter
  body: string
}

/** Tags the synthetic posts draw from: the real posts' and a few more, so tag pages get realistic, uneven sizes. */
const EXTRA_TAGS = ['Planning', 'Compliance', 'Banking', 'Family finance', 'Real estate', 'Insurance', 'Payroll', 'Audit']
const EXTRA_ARABIC_TAGS = ['التخطيط', 'الامتثال', 'الخدمات المصرفية', 'مالية الأسرة', 'العقارات', 'التأمين', 'الرواتب', 'التدقيق']

const PARAGRAPHS = [
  'Most decisions about money are made with incomplete information. The aim of this article is to narrow the gap: what to look at, in which order, and when to ask for help.',
  'Start with the figures you already have. Bank statements, payroll records and supplier invoices tell you more about where money goes than any forecast, and they are free.',
  'Rules in the UAE change often and guidance follows later. Keep a short note of the assumptions behind each decision so that it can be revisited when the rules move.',
  'A plan that is reviewed once a quarter beats a perfect plan that is never opened again. Put the review in the calendar now, with the people who need to be in the room.',
  'Where the sums are large or the rules unclear, a one-hour conversation with an adviser usually costs less than the mistake it prevents.',
  'Finally, write down what would make you change course. A decision with a clear exit is easier to take, and easier to explain to a partner, a bank or an auditor.',
]

export const BENCH_SLUG_PREFIX = 'bench-'
/** The slug of the post added before the warm rebuild. */
export const ADDED_SLUG = `${BENCH_SLUG_PREFIX}added`

/** "bench-0007": zero-padded so that file names sort like the numbers. */
export const benchSlug = (i: number): string => `${BENCH_SLUG_PREFIX}${String(i).padStart(4, '0')}`

/** The ISO date `days` days after (or, negative, before) an ISO date. */
export function shiftDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)

/** Two or three tags for synthetic post i: one of its template's and one or two from a shared, unevenly used pool. */
export function benchTags(i: number, template: FrontMatter, pool: string[]): string[] {
  const tags = [template.tags[i % template.tags.length], pool[(i * 7) % pool.length]]
  if (i % 3 === 0) tags.push(pool[(i * i) % Math.min(5, pool.length)])
  return [...new Set(tags)]
}

function body(i: number): string {
  const count = 3 + (i % 3)
  const paragraphs = Array.from({ length: count }, (_, k) => PARAGRAPHS[(i + k) % PARAGRAPHS.length])
  return [`## Notes for reader ${i}`, ...paragraphs].join('\n\n')
}

/** A Markdown file with YAML front matter written as the CMS writes it (double-quoted strings). */
export function postText(frontMatter: Record<string, unknown>, markdown: string): string {
  const head = yaml.dump(frontMatter, { quotingType: '"', forceQuotes: true, lineWidth: -1 })
  return `---\n${head}---\n\n${markdown}\n`
}

/** The date the synthetic posts count back from: the oldest real post's. */
const oldest = (templates: FrontMatter[]): string => templates.map((t) => isoDate(t.date)).sort()[0]
const newest = (templates: FrontMatter[]): string => templates.map((t) => isoDate(t.date)).sort()[templates.length - 1]

/** The Arabic body of synthetic post i: a heading, then three to five of its template's plain paragraphs. */
function arabicBody(i: number, template: ArabicTemplate): string {
  const paragraphs = template.body.split(/\n\s*\n/).filter((block) => /^\p{L}/u.test(block.trim()))
  const count = Math.min(paragraphs.length, 3 + (i % 3))
  return [`## ملاحظات للقارئ ${i}`, ...paragraphs.slice(0, count)].join('\n\n')
}

function synthetic(
  i: number,
  slug: string,
  date: string,
  templates: FrontMatter[],
  arabic: ArabicTemplate[] | undefined,
  added = false,
): SyntheticPost[] {
  const at = i % templates.length
  const template = templates[at]
  const label = added ? 'the newest part' : `part ${i}`
  const frontMatter = {
    ...template,
    slug,
    title: `${String(template.title)}, ${label}`,
    date,
    comments: 0,
    tags: benchTags(i, template, tagPool(templates)),
  }
  const english = { file: `${slug}.en.md`, slug, text: postText(frontMatter, body(i)) }
  // Without Arabic templates, English only: an entry without its Arabic file has no Arabic page.
  if (!arabic) return [english]
  const { data } = arabic[at]
  const arabicLabel = added ? 'الجزء الأحدث' : `الجزء ${i}`
  const edition = {
    ...data,
    slug,
    title: `${String(data.title)}، ${arabicLabel}`,
    date,
    comments: 0,
    tags: benchTags(i, data, arabicTagPool(arabic)),
  }
  return [english, { file: `${slug}.ar.md`, slug, text: postText(edition, arabicBody(i, arabic[at])) }]
}

/** The tag pool: the real posts' tags, then a few more. */
export const tagPool = (templates: FrontMatter[]): string[] => [...new Set([...templates.flatMap((t) => t.tags), ...EXTRA_TAGS])]
const arabicTagPool = (arabic: ArabicTemplate[]): string[] => [...new Set([...arabic.flatMap((t) => t.data.tags), ...EXTRA_ARABIC_TAGS])]

/**
 * `count` synthetic posts (bench-0001 …), cloned in turn from the templates (the real posts' front
 * matter, in a fixed order), each a day older than the one before; with `arabic` (the templates'
 * Arabic editions, in the same order), each post's two files.
 */
export function syntheticPosts(count: number, templates: FrontMatter[], arabic?: ArabicTemplate[]): SyntheticPost[] {
  if (templates.length === 0) throw new Error('At least one real post is needed as a template.')
  if (arabic && arabic.length !== templates.length) throw new Error('Each template needs its Arabic edition.')
  const start = oldest(templates)
  return Array.from({ length: count }, (_, k) => synthetic(k + 1, benchSlug(k + 1), shiftDate(start, -(k + 1)), templates, arabic)).flat()
}

/** The post added before the warm rebuild: the newest of all, so the home page changes as with a real new post. */
export function addedPost(templates: FrontMatter[], arabic?: ArabicTemplate[]): SyntheticPost[] {
  return synthetic(0, ADDED_SLUG, shiftDate(newest(templates), 1), templates, arabic, true)
}
