/**
 * The interface phrases (content/settings/interface.yaml, "Interface words" in the CMS): every word the
 * interface says, grouped by where it appears, each with the values in braces the code fills in, which
 * the build's check and the CMS hold it to (docs/architecture.md, "Interface phrases").
 */
import { PLURAL_CATEGORIES, type PluralCategory } from '../lib/shared/plural'
import { group, text, yamlFile } from './fields'
import type { ObjectField, StringField } from './types'

/** Forms in which a number may be said in words instead (Arabic "مقال واحد", one article), so `{count}` may be left out. */
const COUNT_IN_WORDS: readonly PluralCategory[] = ['zero', 'one', 'two']

const brace = (name: string): string => `\\{${name}\\}`
const listed = (names: readonly string[]): string => names.map((n) => `{${n}}`).join(', ')

/**
 * A phrase keeps every value in braces the code fills in (`required`), may use `optional` ones, and
 * has no other word in braces: a dropped or misspelled `{count}` is refused by the build and the CMS.
 */
function placeholderPattern(required: readonly string[], optional: readonly string[] = []): StringField['pattern'] {
  const known = [...required, ...optional]
  const allowed = known.length > 0 ? `|\\{(?:${known.join('|')})\\}` : ''
  const source = `^${required.map((n) => `(?=[\\s\\S]*${brace(n)})`).join('')}(?:[^{}]${allowed})*$`
  if (known.length === 0) return [source, 'text without braces { }']
  const keep = required.length > 0 ? `text keeping ${listed(required)} exactly as written` : 'text'
  const may = optional.length > 0 ? `${required.length > 0 ? ', ' : ' '}which may use ${listed(optional)},` : ''
  return [source, `${keep}${may} with no other word in braces`]
}

const placeholderHint = (hint: string, placeholders: readonly string[]): string =>
  placeholders.length === 0
    ? hint
    : `${hint} Keep ${listed(placeholders)} as written: ${placeholders.length === 1 ? 'it is' : 'they are'} replaced when the page is built.`

/** A fixed phrase of the interface; `placeholders` are the values in braces the code fills in. */
const phrase = (name: string, label: string, hint: string, placeholders: readonly string[] = []): StringField =>
  text(name, label, { hint: placeholderHint(hint, placeholders), pattern: placeholderPattern(placeholders) })

/**
 * A phrase with a number in it, in one form per plural category (CLDR: English uses one and other,
 * Arabic all six); only `other` is required. `{count}` is the number.
 */
const counted = (name: string, label: string, hint: string, placeholders: readonly string[] = []): ObjectField => ({
  ...group(
    name,
    label,
    PLURAL_CATEGORIES.map((category) =>
      text(category, `Form "${category}"`, {
        required: category === 'other',
        pattern: COUNT_IN_WORDS.includes(category)
          ? placeholderPattern(placeholders, ['count'])
          : placeholderPattern(['count', ...placeholders]),
      }),
    ),
    `${placeholderHint(hint, ['count', ...placeholders])} One form per plural category of the language (English: one and other; Arabic: zero, one, two, few, many and other); the build requires those the language uses.`,
  ),
  plural: true,
})

export const interfacePhrases = yamlFile(
  'interface',
  'settings/interface.yaml',
  'Interface words',
  'The fixed words of the interface: button and link names read by screen readers, labels, page counts and dates.',
  [
    group('page', 'Every page', [
      phrase('skip_to_content', 'Skip link', 'The first link of every page, shown when reached by keyboard'),
      phrase('loading', 'Loading bar', 'Read by screen readers while the page starts'),
      phrase('back_to_top', 'Back-to-top button', 'Read by screen readers'),
      phrase('title', 'Browser tab title', 'The title of every page but the home page', ['title', 'site']),
      phrase(
        'opens_chat',
        'Chat link note',
        'Read by screen readers after every link that opens the chat, e.g. "(opens a chat in a new tab)"',
      ),
      phrase(
        'separator',
        'Separator in addresses',
        'Between the parts of the address in the footer and the contact card, e.g. ","; a space follows it',
      ),
    ]),
    group('header', 'Header', [
      phrase('home_link', 'Logo link', 'Read by screen readers for the logo, which leads to the home page', ['name']),
      phrase('menu_button', 'Menu button', 'Opens the menu on small screens; read by screen readers'),
      phrase('menu', 'Menu name', 'Names the main menu for screen readers'),
      phrase('breadcrumb', 'Breadcrumb name', 'Names the breadcrumb of the page banners for screen readers'),
      phrase(
        'other_language',
        'Language switch',
        'The link to the same page in the other edition, written in the language it leads to (on English pages: العربية)',
      ),
      phrase(
        'other_language_label',
        'Language switch, read aloud',
        'Read by screen readers for the language switch, in the language it leads to (on English pages: اقرأ هذه الصفحة بالعربية)',
      ),
      phrase(
        'other_language_home_label',
        'Language switch to the other home page, read aloud',
        'Read by screen readers for the language switch of a page that has no translation, which leads to the other edition’s home page; in the language it leads to',
      ),
    ]),
    group('footer', 'Footer', [
      phrase('contact', 'Contact heading', 'Above the phone, e-mail and address'),
      phrase('explore', 'Links heading', 'Above the footer links'),
      phrase('explore_menu', 'Links menu name', 'Names the footer links for screen readers'),
      phrase('company', 'Company heading', 'Above the company pages; also names their menu for screen readers'),
    ]),
    group('contact', 'Contact card', [
      phrase('address', 'Before the address', 'Read by screen readers, e.g. "Address:"'),
      phrase('phone', 'Before the phone number', 'Read by screen readers, e.g. "Phone:"'),
      phrase('email', 'Before the e-mail address', 'Read by screen readers, e.g. "E-mail:"'),
    ]),
    group('home', 'Home page', [
      phrase('slider', 'Slider name', 'Names the slider for screen readers'),
      phrase('slider_kind', 'Slider kind', 'What screen readers call the slider, e.g. "carousel"'),
      phrase('slide_kind', 'Slide kind', 'What screen readers call each slide, e.g. "slide"'),
      phrase('slide_position', 'Slide position', 'Names each slide for screen readers', ['position', 'count']),
      phrase('previous_slide', 'Previous slide button', 'Read by screen readers'),
      phrase('next_slide', 'Next slide button', 'Read by screen readers'),
      phrase('pause', 'Pause button', 'Stops the slides changing; read by screen readers'),
      phrase('play', 'Play button', 'Starts the slides changing; read by screen readers'),
      phrase('about_phone', 'Phone label', 'Above the phone number in the about block'),
      phrase('about_email', 'E-mail label', 'Above the e-mail address in the about block'),
      phrase('counters', 'Counters name', 'Names the band of figures for screen readers'),
      phrase('previous_posts', 'Previous posts button', 'Scrolls the blog carousel back; read by screen readers'),
      phrase('next_posts', 'Next posts button', 'Scrolls the blog carousel on; read by screen readers'),
      phrase('read_case_study', 'Case study card link', 'On each case study card'),
    ]),
    group('articles', 'Blog posts and case studies', [
      phrase('draft', 'Draft badge', 'Marks a draft in the editor and the development server'),
      phrase('scheduled', 'Scheduled badge', 'Marks an entry whose publish time is still to come, in the development server', [
        'date',
        'time',
      ]),
      phrase('taken_down', 'Taken-down badge', 'Marks an entry whose unpublish time has passed, in the development server', [
        'date',
        'time',
      ]),
      phrase('published', 'Date label of a post', 'Under the title of a blog post'),
      phrase('author', 'Author label', 'Under the title of a blog post or case study'),
      phrase('comments', 'Comments label', 'Under the title of a blog post'),
      counted('comment_count', 'Number of comments', 'On blog cards and under the title of a post, e.g. "0 Comments"'),
      phrase('facts', 'Fact tiles name', 'Names the fact tiles of a blog post for screen readers'),
      phrase('category', 'Category label', 'Under the title of a case study'),
      phrase('date', 'Date label of a case study', 'Under the title of a case study'),
      phrase('focus', 'Focus label', 'Under the title of a case study'),
      phrase('results', 'Results name', 'Names the figures of a case study for screen readers'),
      phrase('more', 'Article links name', 'Names the links to the previous and next article for screen readers'),
      phrase('previous', 'Previous', 'Link to the previous article, and to the previous page of a list'),
      phrase('next', 'Next', 'Link to the next article, and to the next page of a list'),
      phrase('related', 'Related reading heading', 'Above the posts suggested after a blog post'),
      phrase('tags', 'Tags name', 'Names the tags of a post for screen readers'),
      phrase('no_case_studies', 'No case studies', 'Shown on the case study index while there is none'),
      phrase('last_reviewed', 'Last reviewed', 'Before the date on company pages'),
    ]),
    group('listings', 'Blog index and tag pages', [
      phrase('topic', 'Tag page small title', 'Above the tag on each tag page'),
      counted('articles', 'Number of posts', 'On the topics page and in the introduction of tag pages, e.g. "3 articles"'),
      phrase('tag_intro', 'Tag page introduction', 'Under the tag on each tag page; {articles} is the number of posts', [
        'articles',
        'tag',
      ]),
      phrase('page_title', 'Title of a later page', 'Browser tab title of page 2 and on of a list', ['name', 'page']),
      phrase('page_link', 'Page number link', 'Read by screen readers for each page number', ['page']),
      phrase('blog_pages', 'Blog page links name', 'Names the page numbers of the blog index for screen readers'),
      phrase('tag_pages', 'Tag page links name', 'Names the page numbers of a tag page for screen readers', ['tag']),
    ]),
    group('pricing', 'Pricing table', [
      phrase('included', 'Included feature', 'Read by screen readers after a feature the plan includes'),
      phrase('not_included', 'Feature not included', 'Read by screen readers after a feature the plan lacks'),
      phrase('per_period', 'Price period', 'After each price; {period} is the billing period of the pricing file', ['period']),
    ]),
    group('testimonials', 'Testimonials', [
      phrase('rating', 'Star rating', 'Read by screen readers for the stars of a testimonial', ['rating', 'max']),
    ]),
    group('search', 'Search', [
      phrase('link', 'Search link', 'In the header, leads to the search page'),
      phrase('label', 'Search field label', 'Above the search field on the search page and in the menu on phones'),
      phrase('hint', 'Search field hint', 'Under the search field: what the search covers'),
      counted('results', 'Number of results', 'Above the results, read by screen readers as they change', ['query']),
      phrase('none', 'No results', 'Shown when nothing matches', ['query']),
      phrase('searching', 'Searching', 'Shown while the first results load'),
      phrase('failed', 'Search unavailable', 'Shown if the search cannot load'),
      phrase(
        'needs_js',
        'Search without JavaScript',
        'Shown on the search page when JavaScript is off, above links to the blog and its topics',
      ),
      phrase('kind_post', 'Kind: post', 'Beside a blog post in the results'),
      phrase('kind_case_study', 'Kind: case study', 'Beside a case study in the results'),
      phrase('kind_service', 'Kind: service', 'Beside a services page in the results'),
      phrase('kind_company', 'Kind: company page', 'Beside a company page in the results'),
    ]),
    group('not_found', 'Page not found', [
      phrase('title', 'Title', 'Browser tab title of an unknown address, shown while it goes to the home page'),
      phrase('text', 'Text', 'Shown without JavaScript before the link to the home page'),
      phrase('link', 'Link to the home page', 'Follows the text'),
    ]),
    group('dates', 'Dates', [
      {
        name: 'months',
        label: 'Month names',
        widget: 'list',
        field: text('month', 'Month', { pattern: placeholderPattern([]) }),
        min: 12,
        max: 12,
        hint: 'January to December, in order',
      },
      phrase('day', 'Date', 'How a date is written, e.g. "15 July 2025"; digits are always 0-9', ['day', 'month', 'year']),
      phrase('month', 'Month and year', 'How a month is written, e.g. "July 2025" on case studies', ['month', 'year']),
    ]),
  ],
)
