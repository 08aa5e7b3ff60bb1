/**
 * The content model: every collection an editor can change, with its fields. This is the single
 * definition from which the GraphQL type definitions (schema.ts), the build-time validation
 * (validate.ts) and the editor's CMS fields are derived.
 */
import { HOME_SECTIONS, LISTING, VIDEO_EMBED_ORIGIN, paths } from '../config/constants'
import { ICON_NAMES } from '../config/icon-names'
import { group, list, text, yamlFile } from './fields'
import { interfacePhrases } from './interface-phrases'
import { redirectsCollection } from './redirects'
import type { Collection, Field, FileCollection, FolderCollection, ListField, ObjectField, StringField } from './types'

const SLUG_PATTERN = ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'lower-case letters, digits and hyphens, e.g. "tax-savings"'] as const
/** A post's address sits beside the blog index's numbered pages (/financialblogs/blogs/page/2), so it may not be their segment. */
const POST_SLUG_PATTERN = [
  `^(?!${LISTING.pageSegment}$)${SLUG_PATTERN[0].slice(1)}`,
  `${SLUG_PATTERN[1]}, other than "${LISTING.pageSegment}" (the address of the blog index's pages)`,
] as const
/**
 * Read with the `u` flag (validate.ts, cms-config.ts). A tag starts with a capital or a letter of a
 * script without case (Lu, Lo: Arabic letters are Lo), or a digit.
 */
const TAG_PATTERN = [
  '^[\\p{Lu}\\p{Lo}\\p{N}][\\p{L}\\p{M}\\p{N}]*(?: [\\p{L}\\p{M}\\p{N}-]+){0,2}$',
  'one to three words starting with a capital letter or digit, e.g. "Corporate tax" or "ضريبة الشركات"',
] as const
/** A UAE number in international form: +971, then an 8-digit landline or 9-digit mobile number. */
export const UAE_PHONE_PATTERN = ['^\\+971(?: ?\\d){8,9}$', 'a UAE number in +971 form, e.g. "+971 55 418 2730"'] as const
const EMAIL_PATTERN = ['^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$', 'an e-mail address, e.g. "hello@example.ae"'] as const
const SITE_PATH_PATTERN = ['^/[^\\s]*$', 'a path on this site starting with "/", e.g. "/company/faq"'] as const
const BANNER_ROUTE_PATTERN = [
  '^/[a-z0-9/-]*(?:/\\*)?$',
  'a page path such as "/financialsolutions/services", or a prefix ending in "/*"',
] as const
const VIDEO_URL_PATTERN = [
  `^${VIDEO_EMBED_ORIGIN.replace(/\./g, '\\.')}/embed/[A-Za-z0-9_-]{6,}$`,
  `a privacy-enhanced YouTube embed address, e.g. "${VIDEO_EMBED_ORIGIN}/embed/VIDEO_ID"`,
] as const
/** Sections a company page may embed below its text, in the order they are listed. */
export const COMPANY_PAGE_SECTIONS = ['pricing', 'testimonials', 'why-choose-us', 'icons', 'contact'] as const
const COMPANY_SECTION_PATTERN = [
  `^(?:${COMPANY_PAGE_SECTIONS.join('|')})$`,
  `one of ${COMPANY_PAGE_SECTIONS.map((s) => `"${s}"`).join(', ')}`,
] as const
/** Day names as schema.org's opening hours take them. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const WEEKDAY_PATTERN = [`^(?:${WEEKDAYS.join('|')})$`, 'a day of the week written in full, e.g. "Monday"'] as const
const TIME_PATTERN = ['^(?:[01]\\d|2[0-3]):[0-5]\\d$', 'a 24-hour time such as "09:00" or "17:30"'] as const
const PRICE_PATTERN = ['^\\d+\\.\\d{2}$', 'a price with two decimals and no currency sign, e.g. "19.99"'] as const

/** A link to a page of the site, the same in every edition (each edition's links are localised when built). */
const sitePath = (name: string, label: string): StringField => text(name, label, { pattern: SITE_PATH_PATTERN, shared: true })

/** The heading block most sections open with. */
const sectionIntro = (name: string, label: string, extra: Field[] = []): ObjectField =>
  group(name, label, [
    text('eyebrow', 'Small title', { hint: 'Short line above the heading' }),
    text('heading', 'Heading'),
    { name: 'intro', label: 'Introduction', widget: 'text', required: false },
    ...extra,
  ])

/** The label of the link from a home section to the page listing all its entries. */
const indexLinkLabel = (hint: string): Field => text('link_label', 'Link label', { hint })

const image = (name = 'image', label = 'Image'): Field => ({
  name,
  label,
  widget: 'image',
  hint: 'Choose an image from the media library, or upload one (JPEG, PNG, WebP or SVG): a photo is made smaller before it is saved',
})

const imageAlt: StringField = text('image_alt', 'Image description', {
  hint: 'Describes the image for visitors who cannot see it',
})

const figures = (name: string, label: string, extra: Partial<ListField> & Pick<ListField, 'itemLabel'>): ListField =>
  list(
    name,
    label,
    [
      text('value', 'Figure', { hint: 'The highlighted figure, e.g. "22%" or "$150K"' }),
      text('label', 'Label', { hint: 'What the figure means, e.g. "cost reduction"' }),
    ],
    { summary: '{{fields.value}} {{fields.label}}', ...extra },
  )

const company = yamlFile(
  'company',
  'settings/company.yaml',
  'Company details',
  'Name, contact details and footer texts used on every page.',
  [
    text('name', 'Company name'),
    { name: 'description', label: 'Site description', widget: 'text', hint: 'Default text for search engines' },
    text('phone', 'Phone', { pattern: UAE_PHONE_PATTERN, shared: true, hint: 'Also the number the chat link is addressed to' }),
    text('email', 'E-mail', { pattern: EMAIL_PATTERN, shared: true }),
    group('address', 'Postal address', [
      text('street', 'Street and building'),
      text('area', 'Area'),
      text('po_box', 'P.O. Box', { required: false }),
      text('city', 'City'),
      text('country', 'Country'),
    ]),
    list(
      'opening_hours',
      'Opening hours',
      [
        { name: 'days', label: 'Days', widget: 'list', field: text('day', 'Day', { pattern: WEEKDAY_PATTERN, shared: true }), min: 1 },
        text('opens', 'Opens at', { pattern: TIME_PATTERN, shared: true }),
        text('closes', 'Closes at', {
          pattern: TIME_PATTERN,
          shared: true,
          hint: 'Earlier than the opening time means open past midnight',
        }),
      ],
      {
        min: 1,
        hint: 'One line per group of days with the same hours; shown to search engines',
        itemLabel: 'Opening hours line',
        summary: '{{fields.opens}}–{{fields.closes}}',
      },
    ),
    text('chat_greeting', 'Chat greeting', {
      hint: 'Prefilled in the chat when a visitor presses Contact Us; {name} becomes the company name',
    }),
    group('footer', 'Footer', [
      text('heading', 'Heading'),
      { name: 'blurb', label: 'Company blurb', widget: 'text' },
      text('copyright', 'Copyright line'),
    ]),
  ],
)

const navigation = yamlFile(
  'navigation',
  'settings/navigation.yaml',
  'Navigation',
  'Menu items, footer links and the label of the contact button.',
  [
    list(
      'menu',
      'Menu',
      [text('label', 'Label'), { name: 'section', label: 'Home page section', widget: 'select', options: HOME_SECTIONS }],
      { itemLabel: 'Menu item' },
    ),
    list('footer_links', 'Footer links', [text('label', 'Label'), sitePath('to', 'Link')], { itemLabel: 'Footer link' }),
    list('company_links', 'Footer company links', [text('label', 'Label'), sitePath('to', 'Link')], {
      hint: 'The company pages, listed in the footer on every page',
      itemLabel: 'Footer company link',
    }),
    text('contact_label', 'Contact button label'),
  ],
)

const banners = yamlFile(
  'banners',
  'settings/banners.yaml',
  'Page banners',
  'The banner at the top of inner pages, chosen by the page address.',
  [
    text('tagline', 'Tagline'),
    text('heading', 'Heading'),
    text('home_crumb', 'Breadcrumb label for the home page'),
    list(
      'routes',
      'Banners by page',
      [
        text('route', 'Page address', {
          pattern: BANNER_ROUTE_PATTERN,
          pageAddress: true,
          shared: true,
          hint: 'An exact address, or a prefix ending in /* for every page below it; exact addresses win',
        }),
        image('background', 'Background image'),
        text('title', 'Title'),
        text('crumb', 'Breadcrumb label'),
        text('watermark', 'Watermark word'),
      ],
      { uniqueKey: 'route', itemLabel: 'Page banner', summary: '{{fields.route}} · {{fields.title}}' },
    ),
  ],
)

const home = yamlFile('home', 'home/home.yaml', 'Home page', 'Slider, about block, counters and section headings of the home page.', [
  list(
    'slides',
    'Slides',
    [text('small_title', 'Small title'), text('title', 'Large title'), { name: 'text', label: 'Text', widget: 'text' }, image(), imageAlt],
    { min: 1, itemLabel: 'Slide' },
  ),
  group('about', 'About', [
    text('eyebrow', 'Small title'),
    text('heading', 'Heading'),
    text('watermark', 'Watermark word'),
    { name: 'text', label: 'Paragraph', widget: 'text' },
    image(),
    imageAlt,
    text('success_label', 'Success label'),
    text('success_value', 'Success figure', { shared: true, hint: 'e.g. 95.00%' }),
    { name: 'progress', label: 'Progress bar (%)', widget: 'number', valueType: 'int', min: 0, max: 100 },
  ]),
  list(
    'counters',
    'Counters',
    [
      { name: 'value', label: 'Value', widget: 'number', valueType: 'int', min: 0 },
      text('prefix', 'Before the value', { required: false, hint: 'e.g. +' }),
      text('suffix', 'After the value', { required: false, hint: 'e.g. % or K' }),
      text('label', 'Label'),
    ],
    { itemLabel: 'Counter', summary: '{{fields.prefix}}{{fields.value}}{{fields.suffix}} {{fields.label}}' },
  ),
  sectionIntro('services_section', 'Services section'),
  sectionIntro('case_studies_section', 'Case studies section', [indexLinkLabel('Link to the list of all case studies')]),
  group('why_partner', 'Why partner with us', [
    text('eyebrow', 'Small title'),
    text('heading', 'Heading'),
    { name: 'intro', label: 'Introduction', widget: 'text', required: false },
    { name: 'points', label: 'Points', widget: 'list', field: text('point', 'Point'), min: 1 },
    text('testimonials_heading', 'Testimonials heading'),
  ]),
  sectionIntro('blog_section', 'Blog section', [
    indexLinkLabel('Link to the blog index, which lists every post'),
    text('tags_link_label', 'Link label to the topics page', { hint: 'Shown beside the blog index heading' }),
    text('tags_heading', 'Heading of the topics page', { hint: 'The page listing every tag with its number of posts' }),
    { name: 'tags_intro', label: 'Introduction of the topics page', widget: 'text' },
  ]),
])

const services = yamlFile('services', 'services/services.yaml', 'Services', 'The service cards on the home page.', [
  list(
    'items',
    'Services',
    [
      text('title', 'Title'),
      text('specialist', 'Specialist label'),
      { name: 'description', label: 'Description', widget: 'text' },
      { name: 'icon', label: 'Icon', widget: 'select', options: ICON_NAMES },
    ],
    { uniqueKey: 'title', min: 1, itemLabel: 'Service' },
  ),
])

const testimonials = yamlFile(
  'testimonials',
  'testimonials/testimonials.yaml',
  'Testimonials',
  'What clients say, shown on the home page.',
  [
    list(
      'items',
      'Testimonials',
      [
        text('name', 'Name'),
        text('role', 'Role', { required: false }),
        { name: 'text', label: 'Text', widget: 'text' },
        { name: 'rating', label: 'Stars', widget: 'number', valueType: 'int', min: 1, max: 5 },
        text('reviews_label', 'Review count label', { hint: 'e.g. 5 Reviews' }),
      ],
      { min: 1, itemLabel: 'Testimonial' },
    ),
  ],
)

const pricing = yamlFile('pricing', 'pricing/pricing.yaml', 'Pricing', 'Plans, prices and which features each plan includes.', [
  sectionIntro('section', 'Section heading'),
  text('currency', 'Currency sign', { shared: true }),
  text('period', 'Billing period', { hint: 'e.g. month' }),
  list(
    'features',
    'Features',
    [text('id', 'Identifier', { pattern: SLUG_PATTERN, shared: true, hint: 'Plans refer to a feature by this' }), text('label', 'Label')],
    { uniqueKey: 'id', min: 1, itemLabel: 'Feature' },
  ),
  list(
    'plans',
    'Plans',
    [
      text('name', 'Name'),
      text('price', 'Price per period', { pattern: PRICE_PATTERN, shared: true }),
      { name: 'popular', label: 'Flag as Most Popular', widget: 'boolean', default: false },
      {
        name: 'features',
        label: 'Included features',
        widget: 'relation',
        collection: 'pricing',
        valueField: 'features.*.id',
        displayField: 'features.*.label',
        multiple: true,
      },
      sitePath('link', 'Read More link'),
      text('link_label', 'Read More label'),
    ],
    { uniqueKey: 'name', min: 1, itemLabel: 'Plan' },
  ),
  text('popular_label', 'Most Popular label'),
])

const clients = yamlFile('clients', 'clients/clients.yaml', 'Clients', 'Client logos and the happy-users claim.', [
  { name: 'show_title', label: 'Show the section title', widget: 'boolean', default: true },
  text('title', 'Title'),
  { name: 'claim_value', label: 'Happy users', widget: 'number', valueType: 'int', min: 0 },
  text('claim_label', 'Claim label'),
  list('logos', 'Logos', [text('name', 'Company name'), image('logo', 'Logo')], { uniqueKey: 'name', itemLabel: 'Logo' }),
])

/**
 * When an entry goes live and when it comes down (src/lib/shared/schedule.ts), in Dubai time. Both
 * editions of an entry share them: the CMS copies them from English, the content check compares them.
 */
const scheduleFields: Field[] = [
  {
    name: 'publish_at',
    label: 'Publish at',
    widget: 'dubai-datetime',
    required: false,
    hint: 'Dubai time (UTC+4). Empty: published with the next build. The site is rebuilt within 15 minutes of this time',
  },
  {
    name: 'unpublish_at',
    label: 'Unpublish at',
    widget: 'dubai-datetime',
    after: 'publish_at',
    required: false,
    hint: 'Dubai time (UTC+4). Empty: stays online. The site is rebuilt within 15 minutes of this time',
  },
]

/** The last part of an entry's page address, the same in both editions (each at its edition's address). */
const address = (pattern: StringField['pattern']): StringField =>
  text('slug', 'Address', { pattern, shared: true, hint: 'The last part of the page address' })

/**
 * The most characters of an entry's title: at 390 px the page's heading then takes five lines and a
 * card's six, and a search result's title is cut after it.
 */
export const TITLE_MAX_LENGTH = 90

const pageTitle: StringField = text('title', 'Title', {
  maxLength: TITLE_MAX_LENGTH,
  hint: `At most ${TITLE_MAX_LENGTH} characters, as many as the page's heading and the cards hold`,
})

/** The fields a blog post and a case study open with: address, title, date, summary, image, category, draft flag, schedule. */
const articleHead = ({
  excerptHint,
  slugPattern = SLUG_PATTERN,
}: {
  excerptHint?: string
  slugPattern?: StringField['pattern']
}): Field[] => [
  address(slugPattern),
  pageTitle,
  {
    name: 'date',
    label: 'Date',
    widget: 'calendar-date',
    hint: 'The day shown with the article: a calendar date, without a time or time zone',
  },
  { name: 'excerpt', label: 'Summary', widget: 'text', ...(excerptHint ? { hint: excerptHint } : {}) },
  image(),
  imageAlt,
  text('category', 'Category'),
  {
    name: 'draft',
    label: 'Draft',
    widget: 'boolean',
    default: false,
    hint: 'A draft shows only in the editor and the development server, never on the published site',
  },
  ...scheduleFields,
]

const blog: FolderCollection = {
  kind: 'folder',
  name: 'blog',
  typeName: 'BlogPost',
  label: 'Blog posts',
  labelSingular: 'Blog post',
  description: 'Articles under /financialblogs/blogs/.',
  folder: 'blog',
  i18n: 'multiple_files',
  slugField: 'slug',
  pathFor: paths.blogPost,
  fields: [
    ...articleHead({ excerptHint: 'Shown on cards and to search engines', slugPattern: POST_SLUG_PATTERN }),
    text('author', 'Author'),
    { name: 'comments', label: 'Comment count', widget: 'number', valueType: 'int', min: 0 },
    figures('facts', 'Fact tiles', { min: 2, max: 2, itemLabel: 'Fact tile' }),
    { name: 'tags', label: 'Tags', widget: 'list', field: text('tag', 'Tag', { pattern: TAG_PATTERN }), min: 1 },
    { name: 'body', label: 'Article', widget: 'markdown' },
  ],
}

const caseStudies: FolderCollection = {
  kind: 'folder',
  name: 'caseStudies',
  typeName: 'CaseStudy',
  label: 'Case studies',
  labelSingular: 'Case study',
  description: 'Client stories under /financialsolutions/portfolio/.',
  folder: 'case-studies',
  i18n: 'multiple_files',
  slugField: 'slug',
  pathFor: paths.caseStudy,
  fields: [
    ...articleHead({}),
    text('author', 'Author', { required: false }),
    text('focus', 'Focus'),
    figures('claims', 'Highlighted figures', { min: 1, itemLabel: 'Highlighted figure' }),
    { name: 'body', label: 'Story', widget: 'markdown' },
  ],
}

/** An icon, a short title and a sentence: used by the why-choose-us points and the feature tiles. */
const iconPoints = (name: string, label: string, extra: Partial<ListField> & Pick<ListField, 'itemLabel'>): ListField =>
  list(
    name,
    label,
    [
      { name: 'icon', label: 'Icon', widget: 'select', options: ICON_NAMES },
      text('title', 'Title'),
      { name: 'text', label: 'Text', widget: 'text' },
    ],
    { min: 1, ...extra },
  )

const servicesPage = yamlFile(
  'servicesPage',
  'services/services-page.yaml',
  'Services pages',
  'Sections of /financialsolutions/services and its detail page (pricing, clients, about and counters have their own files).',
  [
    group('why_choose_us', 'Why choose us', [
      text('eyebrow', 'Small title'),
      text('heading', 'Heading'),
      { name: 'intro', label: 'Introduction', widget: 'text', required: false },
      iconPoints('points', 'Reasons', { itemLabel: 'Reason' }),
    ]),
    group('about_company3', 'How we work', [
      text('eyebrow', 'Small title'),
      text('heading', 'Heading'),
      { name: 'text', label: 'Paragraph', widget: 'text' },
      { name: 'points', label: 'Checklist', widget: 'list', field: text('point', 'Point'), min: 1 },
      image(),
      imageAlt,
    ]),
    group('video', 'Video', [
      text('eyebrow', 'Small title'),
      text('heading', 'Heading'),
      { name: 'intro', label: 'Introduction', widget: 'text', required: false },
      text('title', 'Video title', { hint: 'Names the video player dialog' }),
      text('url', 'Video address', { pattern: VIDEO_URL_PATTERN, shared: true, hint: 'Loaded only after the visitor presses play' }),
      image('poster', 'Poster image'),
      text('poster_alt', 'Poster description'),
      text('play_label', 'Play button label'),
      text('close_label', 'Close button label'),
    ]),
    group('detail', 'Service detail page', [
      text('eyebrow', 'Small title'),
      text('heading', 'Heading'),
      { name: 'paragraphs', label: 'Paragraphs', widget: 'list', field: text('paragraph', 'Paragraph'), min: 1 },
      iconPoints('feature_tiles', 'Feature tiles', { min: 3, max: 3, itemLabel: 'Feature tile' }),
    ]),
  ],
)

const companyPages: FolderCollection = {
  kind: 'folder',
  name: 'companyPages',
  typeName: 'CompanyPage',
  label: 'Company pages',
  labelSingular: 'Company page',
  description: 'About, FAQ, team, contact and the other pages under /company/.',
  folder: 'company',
  i18n: 'multiple_files',
  slugField: 'slug',
  pathFor: paths.companyPage,
  fields: [
    address(SLUG_PATTERN),
    pageTitle,
    {
      name: 'date',
      label: 'Last reviewed',
      widget: 'calendar-date',
      hint: 'The day the text was last checked against current rules: a calendar date, without a time or time zone',
    },
    { name: 'description', label: 'Summary', widget: 'text', hint: 'Shown under the title and to search engines' },
    ...scheduleFields,
    {
      name: 'sections',
      label: 'Embedded sections',
      widget: 'list',
      field: text('section', 'Section', { pattern: COMPANY_SECTION_PATTERN, shared: true }),
      required: false,
    },
    list('team', 'Team members', [text('name', 'Name'), text('role', 'Role'), { name: 'bio', label: 'Biography', widget: 'text' }], {
      required: false,
      itemLabel: 'Team member',
    }),
    list('gallery', 'Gallery', [image(), imageAlt, text('caption', 'Caption')], { required: false, itemLabel: 'Photo' }),
    { name: 'body', label: 'Text', widget: 'markdown' },
  ],
}

export const collections: readonly Collection[] = [
  company,
  navigation,
  banners,
  interfacePhrases,
  redirectsCollection,
  home,
  services,
  testimonials,
  pricing,
  clients,
  servicesPage,
  blog,
  caseStudies,
  companyPages,
]

export const fileCollections = collections.filter((c): c is FileCollection => c.kind === 'file')
export const folderCollections = collections.filter((c): c is FolderCollection => c.kind === 'folder')
