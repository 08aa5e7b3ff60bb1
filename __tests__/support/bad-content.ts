/**
 * The corpus of malformed content: each case breaks one file of a copy of content/ in one way and
 * says which file, language and field the content check must name, and what it must say. Used by
 * the unit test of the check (every case) and by the build test (a broken build leaves public/ alone).
 */
import fs from 'fs'
import path from 'path'
import { LISTING } from '../../src/config/constants'
import type { Locale } from '../../src/config/locales'
import { formatIssue } from '../../src/content-model/validate'

export interface BadContentCase {
  kind: string
  /** Path inside content/. */
  file: string
  /** Breaks the copy whose project root is given. */
  breakIt: (root: string) => void
  /** The edition the check must name; none for a fault of the whole file. */
  language?: Locale
  field: string
  message: RegExp
}

/** How the check's message starts for a case: "content/home/home.yaml › ar › about.heading". */
export const whereIn = ({ file, language, field }: BadContentCase): string =>
  formatIssue({ file: `content/${file}`, language, field, message: '' }).slice(0, -2)

const edit = (relative: string, change: (text: string) => string) => (root: string) => {
  const file = path.join(root, 'content', relative)
  const before = fs.readFileSync(file, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`The bad-content case did not change ${relative}; update the corpus`)
  fs.writeFileSync(file, after)
}

/** Changes one edition of a YAML file holding its editions under `en:` and `ar:` (in that order). */
const editEdition = (relative: string, language: Locale, change: (text: string) => string) =>
  edit(relative, (text) => {
    const at = text.search(/^ar:/m)
    return language === 'en' ? change(text.slice(0, at)) + text.slice(at) : text.slice(0, at) + change(text.slice(at))
  })

/**
 * Changes a shared fact in every edition, as the CMS writes it (src/content-model/shared.ts): the
 * editions of a YAML file, or the English and Arabic files of an entry.
 */
const editShared = (relative: string, change: (text: string) => string) =>
  relative.endsWith('.yaml')
    ? (root: string) => {
        editEdition(relative, 'en', change)(root)
        editEdition(relative, 'ar', change)(root)
      }
    : (root: string) => {
        edit(relative, change)(root)
        edit(relative.replace('.en.md', '.ar.md'), change)(root)
      }
/** Fills one edition's list of the redirects file, empty as shipped, with `[from, to, reason]` items. */
const redirects = (language: Locale, ...items: Array<[string, string, string]>) =>
  editEdition('settings/redirects.yaml', language, (t) =>
    t.replace(
      'redirects: []',
      `redirects:\n${items.map(([from, to, reason]) => `    - { from: "${from}", to: "${to}", reason: ${reason} }`).join('\n')}`,
    ),
  )

export const BAD_CONTENT: BadContentCase[] = [
  {
    kind: 'missing required field',
    file: 'blog/tax-savings.en.md',
    breakIt: edit('blog/tax-savings.en.md', (t) => t.replace(/^title: .*\n/m, '')),
    language: 'en',
    field: 'title',
    message: /^is required \(Title\)$/,
  },
  {
    kind: 'empty required field',
    file: 'settings/company.yaml',
    breakIt: editShared('settings/company.yaml', (t) => t.replace(/^( +)email: .*$/m, '$1email: ""')),
    language: 'en',
    field: 'email',
    message: /^is required \(E-mail\)$/,
  },
  {
    kind: 'wrong type',
    file: 'home/home.yaml',
    breakIt: editShared('home/home.yaml', (t) => t.replace('progress: 75', 'progress: "most"')),
    language: 'en',
    field: 'about.progress',
    message: /^expected a whole number, found "most"$/,
  },
  {
    kind: 'impossible date (quoted)',
    file: 'blog/getting-out-of-debt.en.md',
    breakIt: editShared('blog/getting-out-of-debt.en.md', (t) => t.replace(/^date: .*$/m, 'date: "2025-02-30"')),
    language: 'en',
    field: 'date',
    message: /^expected a date written as YYYY-MM-DD, found "2025-02-30"$/,
  },
  {
    kind: 'impossible date (unquoted, which YAML would roll over to 2 March)',
    file: 'blog/getting-out-of-debt.en.md',
    breakIt: editShared('blog/getting-out-of-debt.en.md', (t) => t.replace(/^date: .*$/m, 'date: 2025-02-30')),
    language: 'en',
    field: 'date',
    message: /^expected a date written as YYYY-MM-DD, found "2025-02-30"$/,
  },
  {
    kind: 'missing image',
    file: 'case-studies/retail-cash-flow.en.md',
    breakIt: editShared('case-studies/retail-cash-flow.en.md', (t) => t.replace(/^image: .*$/m, 'image: "/images/nowhere.jpg"')),
    language: 'en',
    field: 'image',
    message: /^expected an existing image file, but "\/images\/nowhere\.jpg" was not found$/,
  },
  {
    kind: 'missing image in a Markdown body',
    file: 'blog/tax-savings.en.md',
    breakIt: edit('blog/tax-savings.en.md', (t) => `${t}\n![A chart](/images/nowhere-in-body.jpg)\n`),
    language: 'en',
    field: 'body',
    message: /^expected an existing image file, but "\/images\/nowhere-in-body\.jpg" was not found$/,
  },
  {
    kind: 'oversized image (900 KB)',
    file: 'case-studies/retail-cash-flow.en.md',
    breakIt: (root) => {
      fs.writeFileSync(path.join(root, 'content/images/huge.jpg'), Buffer.alloc(900_000))
      editShared('case-studies/retail-cash-flow.en.md', (t) => t.replace(/^image: .*$/m, 'image: "/images/huge.jpg"'))(root)
    },
    language: 'en',
    field: 'image',
    message: /^expected an image of at most 600 KB, but "\/images\/huge\.jpg" is 900 KB/,
  },
  {
    kind: 'unknown tag format',
    file: 'blog/tax-savings.en.md',
    breakIt: edit('blog/tax-savings.en.md', (t) => t.replace('  - "VAT"', '  - "#vat-2025!"')),
    language: 'en',
    field: 'tags[1]',
    message: /^expected one to three words starting with a capital letter or digit/,
  },
  {
    kind: 'duplicate slug',
    file: 'blog/tax-savings.en.md',
    // Without its Arabic file, whose slug would no longer match (a case of its own below).
    breakIt: (root) => {
      fs.rmSync(path.join(root, 'content/blog/tax-savings.ar.md'))
      edit('blog/tax-savings.en.md', (t) => t.replace(/^slug: .*$/m, 'slug: "2"'))(root)
    },
    language: 'en',
    field: 'slug',
    message: /^expected a unique value, but "2" is already used by content\/blog\/getting-out-of-debt\.en\.md$/,
  },
  {
    kind: 'post slug taken by the pages of the blog index',
    file: 'blog/tax-savings.en.md',
    breakIt: (root) => {
      fs.rmSync(path.join(root, 'content/blog/tax-savings.ar.md'))
      edit('blog/tax-savings.en.md', (t) => t.replace(/^slug: .*$/m, `slug: "${LISTING.pageSegment}"`))(root)
    },
    language: 'en',
    field: 'slug',
    message: new RegExp(
      `^expected .*other than "${LISTING.pageSegment}" \\(the address of the blog index's pages\\), found "${LISTING.pageSegment}"$`,
    ),
  },
  {
    kind: 'plan with an unknown feature',
    file: 'pricing/pricing.yaml',
    breakIt: editShared('pricing/pricing.yaml', (t) =>
      t.replace('features: [transactions, low-pricing, white-labelled-farms]\n', 'features: [transactions, free-lunch]\n'),
    ),
    language: 'en',
    field: 'plans[0].features[1]',
    message: /^expected one of "transactions", .*\(from features\.\*\.id\), found "free-lunch"$/,
  },
  {
    kind: 'price that is not a price',
    file: 'pricing/pricing.yaml',
    breakIt: editShared('pricing/pricing.yaml', (t) => t.replace('price: "19.99"', 'price: "AED 19,99"')),
    language: 'en',
    field: 'plans[1].price',
    message: /^expected a price with two decimals and no currency sign, e\.g\. "19\.99", found "AED 19,99"$/,
  },
  {
    kind: 'broken YAML',
    file: 'services/services.yaml',
    breakIt: editEdition('services/services.yaml', 'en', (t) =>
      t.replace(/^( +)- title: Mortgage/m, '$1- title: Mortgage\n$1 bad: [indent'),
    ),
    field: '',
    message: /^is not valid YAML: .+ \(line \d+, column \d+\)$/,
  },
  {
    kind: 'front matter not closed',
    file: 'blog/gcc-investment.en.md',
    breakIt: edit('blog/gcc-investment.en.md', (t) => t.replace(/\n---\n/, '\n')),
    language: 'en',
    field: '',
    message: /^expected front matter between a first line "---" and a closing line "---"$/,
  },
  {
    kind: 'unknown banner route',
    file: 'settings/banners.yaml',
    breakIt: editShared('settings/banners.yaml', (t) =>
      t.replace('route: /financialsolutions/portfolio/*', 'route: /financialsolutions/portfolios/*'),
    ),
    language: 'en',
    field: 'routes[5].route',
    message: /^matches no page of the site: "\/financialsolutions\/portfolios\/\*"$/,
  },
  {
    kind: 'phone number that is not a phone number',
    file: 'settings/company.yaml',
    breakIt: editShared('settings/company.yaml', (t) => t.replace(/^( +)phone: .*$/m, '$1phone: "call us"')),
    language: 'en',
    field: 'phone',
    message: /a UAE number in \+971 form/,
  },
  {
    kind: 'opening hours with a misspelt day',
    file: 'settings/company.yaml',
    breakIt: editShared('settings/company.yaml', (t) => t.replace('[Saturday]', '[Saturday, Sundy]')),
    language: 'en',
    field: 'opening_hours[1].days[1]',
    message: /^expected a day of the week written in full, e\.g\. "Monday", found "Sundy"$/,
  },
  {
    kind: 'opening hours not in 24-hour time',
    file: 'settings/company.yaml',
    breakIt: editShared('settings/company.yaml', (t) => t.replace('closes: "14:00"', 'closes: "2pm"')),
    language: 'en',
    field: 'opening_hours[1].closes',
    message: /^expected a 24-hour time such as "09:00" or "17:30", found "2pm"$/,
  },
  {
    kind: 'unknown field',
    file: 'home/home.yaml',
    breakIt: editEdition('home/home.yaml', 'en', (t) => t.replace(/^( +)progress: 75$/m, '$1progress: 75\n$1progres: 75')),
    language: 'en',
    field: 'about.progres',
    message: /^is not a known field; expected one of eyebrow, heading, .*progress$/,
  },
  {
    kind: 'interface phrase that drops a placeholder',
    file: 'settings/interface.yaml',
    breakIt: editEdition('settings/interface.yaml', 'en', (t) => t.replace("tag_intro: '{articles} tagged", "tag_intro: 'Articles tagged")),
    language: 'en',
    field: 'listings.tag_intro',
    message: /^expected text keeping \{articles\}, \{tag\} exactly as written with no other word in braces, found "Articles tagged/,
  },
  {
    kind: 'interface phrase with a misspelt placeholder',
    file: 'settings/interface.yaml',
    breakIt: editEdition('settings/interface.yaml', 'en', (t) => t.replace("home_link: '{name}, home'", "home_link: '{nmae}, home'")),
    language: 'en',
    field: 'header.home_link',
    message: /^expected text keeping \{name\} exactly as written with no other word in braces, found "\{nmae\}, home"$/,
  },
  {
    kind: 'counted phrase without a form its language needs',
    file: 'settings/interface.yaml',
    breakIt: editEdition('settings/interface.yaml', 'en', (t) => t.replace(/^ +one: '\{count\} article'\n/m, '')),
    language: 'en',
    field: 'listings.articles.one',
    message: /^is required: English has a form of its own for counting one$/,
  },
  {
    kind: 'Arabic counted phrase without a form Arabic needs',
    file: 'settings/interface.yaml',
    breakIt: editEdition('settings/interface.yaml', 'ar', (t) => t.replace(/^ +few: '\{count\} مقالات'\n/m, '')),
    language: 'ar',
    field: 'listings.articles.few',
    message: /^is required: Arabic has a form of its own for counting a few, such as 3 or 10$/,
  },
  {
    kind: 'file the model does not know',
    file: 'settings/extra.yaml',
    breakIt: (root) => fs.writeFileSync(path.join(root, 'content/settings/extra.yaml'), 'a: 1\n'),
    field: '',
    message: /^is not part of the content model; move it into a collection folder or remove it$/,
  },
  {
    kind: 'missing collection file',
    file: 'testimonials/testimonials.yaml',
    breakIt: (root) => fs.rmSync(path.join(root, 'content/testimonials/testimonials.yaml')),
    field: '',
    message: /^is missing; it holds the testimonials$/,
  },
  // The Arabic edition is held to the same model, and its messages name the language.
  {
    kind: 'missing Arabic field',
    file: 'home/home.yaml',
    breakIt: editEdition('home/home.yaml', 'ar', (t) => t.replace(/^( +)heading: مستشارون.*\n/m, '')),
    language: 'ar',
    field: 'about.heading',
    message: /^is required \(Heading\)$/,
  },
  {
    kind: 'malformed Arabic field',
    file: 'blog/tax-savings.ar.md',
    breakIt: edit('blog/tax-savings.ar.md', (t) => t.replace('  - "ضريبة الشركات"', '  - "#ضريبة-2025!"')),
    language: 'ar',
    field: 'tags[0]',
    message: /^expected one to three words starting with a capital letter or digit/,
  },
  {
    kind: 'Arabic plan with other features than the English plan',
    file: 'pricing/pricing.yaml',
    breakIt: editEdition('pricing/pricing.yaml', 'ar', (t) =>
      t.replace('features: [transactions, low-pricing, white-labelled-farms]\n', 'features: [transactions, free-lunch]\n'),
    ),
    language: 'ar',
    field: 'plans[0].features',
    message:
      /^expected the English edition's \["transactions","low-pricing","white-labelled-farms"\] \(content\/pricing\/pricing\.yaml\), found \["transactions","free-lunch"\]$/,
  },
  {
    kind: 'Arabic price other than the English one',
    file: 'pricing/pricing.yaml',
    breakIt: editEdition('pricing/pricing.yaml', 'ar', (t) => t.replace('price: "19.99"', 'price: "59.50"')),
    language: 'ar',
    field: 'plans[1].price',
    message: /^expected the English edition's "19\.99" \(content\/pricing\/pricing\.yaml\), found "59\.50"$/,
  },
  {
    kind: 'YAML file without its Arabic edition',
    file: 'clients/clients.yaml',
    breakIt: edit('clients/clients.yaml', (t) => t.slice(0, t.search(/^ar:/m))),
    language: 'ar',
    field: '',
    message: /^is missing; every field is required in each language \(en, ar\)$/,
  },
  {
    kind: 'YAML file with a language the site does not have',
    file: 'clients/clients.yaml',
    breakIt: edit('clients/clients.yaml', (t) => `${t}fr:\n  title: Ils nous font confiance\n`),
    field: 'fr',
    message: /^is not a language of the site; expected en, ar$/,
  },
  {
    kind: 'Arabic entry without its English original',
    file: 'blog/gcc-investment.ar.md',
    breakIt: (root) => fs.rmSync(path.join(root, 'content/blog/gcc-investment.en.md')),
    language: 'ar',
    field: '',
    message: /^has no English original: expected content\/blog\/gcc-investment\.en\.md beside it/,
  },
  {
    kind: 'Arabic entry at another address than its English original',
    file: 'blog/tax-savings.ar.md',
    breakIt: edit('blog/tax-savings.ar.md', (t) => t.replace(/^slug: .*$/m, 'slug: "7"')),
    language: 'ar',
    field: 'slug',
    message: /^expected the English edition's "1" \(content\/blog\/tax-savings\.en\.md\), found "7"$/,
  },
  // Redirects (content/settings/redirects.yaml): each bad one is refused naming its entry.
  {
    kind: 'redirect from a page that is still published',
    file: 'settings/redirects.yaml',
    breakIt: redirects('en', ['/financialblogs/blogs/1', '/financialblogs/blogs', 'merged']),
    language: 'en',
    field: 'redirects[0].from',
    message: /^is a page of the site \(content\/blog\/tax-savings\.en\.md\): a redirect would hide it/,
  },
  {
    kind: 'redirect to an address that is no page',
    file: 'settings/redirects.yaml',
    breakIt: redirects('en', ['/financialblogs/blogs/old-post', '/financialblogs/blogs/no-such-post', 'renamed']),
    language: 'en',
    field: 'redirects[0].to',
    message: /^is not a page of the site: "\/financialblogs\/blogs\/no-such-post"$/,
  },
  {
    kind: 'redirect to another redirect (a chain)',
    file: 'settings/redirects.yaml',
    breakIt: redirects(
      'en',
      ['/financialblogs/blogs/oldest-post', '/financialblogs/blogs/old-post', 'renamed'],
      ['/financialblogs/blogs/old-post', '/financialblogs/blogs/1', 'renamed'],
    ),
    language: 'en',
    field: 'redirects[0].to',
    message: /^leads to another redirect \(redirects\[1\]\): .* point it at "\/financialblogs\/blogs\/1"$/,
  },
  {
    kind: 'redirects in a loop',
    file: 'settings/redirects.yaml',
    breakIt: redirects(
      'en',
      ['/company/old-about', '/company/older-about', 'merged'],
      ['/company/older-about', '/company/old-about', 'merged'],
    ),
    language: 'en',
    field: 'redirects[0].to',
    message: /^makes a loop: \/company\/old-about → \/company\/older-about → \/company\/old-about$/,
  },
  {
    kind: 'redirect from an address outside the site',
    file: 'settings/redirects.yaml',
    breakIt: redirects('en', ['https://example.com/financialblogs/blogs/1', '/financialblogs/blogs', 'retired']),
    language: 'en',
    field: 'redirects[0].from',
    message: /^expected an address on this site starting with "\/"/,
  },
  {
    kind: 'redirect from the same address twice',
    file: 'settings/redirects.yaml',
    breakIt: redirects('en', ['/company/old-about', '/company/about', 'merged'], ['/company/old-about', '/company/team', 'merged']),
    language: 'en',
    field: 'redirects[1].from',
    message: /^expected a unique value, but "\/company\/old-about" appears twice$/,
  },
  {
    kind: 'Arabic address redirected to an English page',
    file: 'settings/redirects.yaml',
    breakIt: redirects('ar', ['/ar/company/old-about', '/company/about', 'merged']),
    language: 'ar',
    field: 'redirects[0].to',
    message: /^expected an Arabic address, under \/ar, found "\/company\/about"$/,
  },
  {
    kind: 'Markdown file without its language in the name',
    file: 'blog/zakat.md',
    breakIt: (root) => fs.copyFileSync(path.join(root, 'content/blog/tax-savings.en.md'), path.join(root, 'content/blog/zakat.md')),
    field: '',
    message: /^expected the language in the file name: "zakat\.en\.md" or "zakat\.ar\.md"$/,
  },
]
