/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import type { CmsCollection, CmsField } from 'decap-cms-core'
import { collections } from './collections'
import { resolveContentPath } from './content-path'
import type { Collection, Field, FileCollection } from './types'
import { MAX_IMAGE_BYTES, validateEntry, valuesAt } from './validate'
import { MEDIA } from './media'
import { innerFields, isShared } from './shared'
import {
  cmsConfig,
  cmsField,
  COMMIT_MESSAGES,
  EDITIONS_READER,
  editionReaderName,
  localBackendUrl,
  previewPath,
  SKIP_CI,
} from './cms-config'
import { cmsSettingsFromEnv, DEFAULT_SETTINGS } from '../config/cms-settings'
import { LISTING, paths } from '../config/constants'

const readYaml = (file: string) => yaml.load(fs.readFileSync(path.resolve('content', file), 'utf8')) as Record<string, unknown>
const settings = cmsSettingsFromEnv({})
const config = cmsConfig(settings)
/** The collections editors edit (the others are the previews' hidden readers of other editions). */
const edited = config.collections.filter((c) => c.hide !== true)
const byName = (name: string): CmsCollection => {
  const found = config.collections.find((c) => c.name === name)
  if (!found) throw new Error(`no CMS collection ${name}`)
  return found
}
const fieldsOf = (collection: CmsCollection): CmsField[] => collection.fields ?? collection.files?.[0]?.fields ?? []
const fieldAt = (fields: readonly CmsField[], ...names: string[]): CmsField => {
  const [first, ...rest] = names
  const field = fields.find((f) => f.name === first)
  if (!field) throw new Error(`no field ${first}`)
  if (rest.length === 0) return field
  const inner = 'fields' in field && field.fields ? field.fields : 'field' in field && field.field ? [field.field] : []
  return fieldAt(inner, ...rest)
}

describe('the CMS configuration derived from the content model', () => {
  it('has one CMS collection per model collection, in the same order and with the same labels', () => {
    expect(edited.map((c) => [c.name, c.label])).toEqual(collections.map((c) => [c.name, c.label]))
  })

  it('offers blog posts and case studies a Draft toggle, off unless switched on, and refuses the page segment of the blog index as a post address', () => {
    for (const name of ['blog', 'caseStudies']) {
      expect(fieldAt(fieldsOf(byName(name)), 'draft')).toMatchObject({ widget: 'boolean', default: false, required: false })
    }
    const slug = fieldAt(fieldsOf(byName('blog')), 'slug') as CmsField & { pattern: [string, string] }
    expect(new RegExp(slug.pattern[0]).test(LISTING.pageSegment)).toBe(false)
    expect(new RegExp(slug.pattern[0]).test(`${LISTING.pageSegment}-two`)).toBe(true)
    expect(slug.pattern[1]).toContain(`"${LISTING.pageSegment}"`)
  })

  it('edits both editions side by side: one file per language for Markdown, one YAML file holding both', () => {
    const config = cmsConfig(settings)
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'ar'], default_locale: 'en' })
    expect(byName('blog').i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'ar'], default_locale: 'en' })
    expect(byName('home').i18n).toEqual({ structure: 'single_file', locales: ['en', 'ar'], default_locale: 'en' })
    expect(byName('home').files?.[0].i18n).toBe(true)
    // Every field at every depth: Decap hides a nested field marked neither in the other editions.
    // Inside a group or list that is each edition's own (the redirects), nothing is shared.
    const marks = (model: readonly Field[], fields: readonly CmsField[], at = '', own = false): Array<[string, unknown, unknown]> =>
      fields.flatMap((field, i) => {
        const path = `${at}${field.name}`
        const inner = innerFields(model[i])
        const nested = 'fields' in field && field.fields ? field.fields : 'field' in field && field.field ? [field.field] : []
        // Decap's list widget takes only a boolean: its items' fields say what is shared.
        const expected = !own && isShared(model[i]) && model[i].widget !== 'list' ? 'duplicate' : true
        return [[path, field.i18n, expected], ...(inner ? marks(inner, nested, `${path}.`, own || model[i].shared === false) : [])]
      })
    for (const collection of collections) {
      for (const [path, mark, expected] of marks(collection.fields, fieldsOf(byName(collection.name))))
        expect([collection.name, path, mark]).toEqual([collection.name, path, expected])
    }
    // Shared facts are copied from English: the address, the schedule, a price, an image.
    expect(fieldAt(fieldsOf(byName('blog')), 'slug').i18n).toBe('duplicate')
    expect(fieldAt(fieldsOf(byName('blog')), 'publish_at').i18n).toBe('duplicate')
    expect(fieldAt(fieldsOf(byName('pricing')), 'plans', 'price').i18n).toBe('duplicate')
    expect(fieldAt(fieldsOf(byName('home')), 'about', 'heading').i18n).toBe(true)
    expect(fieldAt(fieldsOf(byName('home')), 'about', 'image').i18n).toBe('duplicate')
  })

  it('lets the previews read other editions through hidden collections: each YAML file with editions whole, the Arabic files of each folder', () => {
    const readers = config.collections.filter((c) => c.hide === true)
    for (const reader of readers)
      expect([reader.name, reader.create, reader.delete, reader.publish]).toEqual([reader.name, false, false, false])
    const files = byName(EDITIONS_READER).files ?? []
    const withEditions = collections.filter((c): c is FileCollection => c.kind === 'file' && c.i18n !== undefined)
    expect(withEditions.length).toBeGreaterThan(0)
    expect(files.map((f) => [f.name, f.file, f.i18n])).toEqual(withEditions.map((c) => [c.name, byName(c.name).files?.[0].file, undefined]))
    for (const collection of collections.filter((c) => c.kind === 'folder')) {
      const reader = byName(editionReaderName(collection.name, 'ar'))
      expect([reader.folder, reader.extension, reader.format, reader.i18n]).toEqual([
        byName(collection.name).folder,
        'ar.md',
        'frontmatter',
        undefined,
      ])
    }
    // Decap's search looks in a folder's title field of type string and in a file's top-level fields:
    // the readers' only field is hidden, and no file with editions holds it at its top level.
    for (const reader of readers) expect((reader.fields ?? reader.files?.[0].fields)?.map((f) => f.widget)).toEqual(['hidden'])
    for (const file of files) expect(Object.keys(readYaml(file.file.replace(/^content\//, ''))).sort()).toEqual(['ar', 'en'])
  })

  it('leaves a YAML file whose collection declares no editions as one plain file', () => {
    const home = collections.find((c) => c.name === 'home') as FileCollection
    const [plain] = cmsConfig(settings, [{ ...home, i18n: undefined }]).collections
    expect(plain.i18n).toBeUndefined()
    expect(plain.files?.[0].i18n).toBeUndefined()
    expect(plain.files?.[0].fields.every((f) => f.i18n === undefined)).toBe(true)
  })

  it('enforces Unicode patterns in the CMS as the build does, so Arabic tags are accepted', () => {
    const tag = (fieldAt(fieldsOf(byName('blog')), 'tags') as unknown as { field: { pattern: [RegExp, string] } }).field.pattern[0]
    for (const value of ['Corporate tax', 'ضريبة الشركات', 'المناطق الحرة', 'VAT']) expect([value, tag.test(value)]).toEqual([value, true])
    for (const value of ['#vat', 'corporate tax', 'ضريبة الشركات في الإمارات العربية'])
      expect([value, tag.test(value)]).toEqual([value, false])
  })

  it('edits each YAML file as a single entry at its path under content/', () => {
    expect(byName('pricing').files).toEqual([
      expect.objectContaining({ name: 'pricing', label: 'Pricing', file: 'content/pricing/pricing.yaml' }),
    ])
    expect(byName('company').files?.[0].file).toBe('content/settings/company.yaml')
  })

  it('edits each Markdown folder as a collection of entries that editors may add and delete', () => {
    expect(byName('blog')).toMatchObject({
      folder: 'content/blog',
      extension: 'md',
      format: 'frontmatter-blog',
      create: true,
      delete: true,
      identifier_field: 'title',
      label_singular: 'Blog post',
    })
    expect(fieldAt(fieldsOf(byName('blog')), 'body')).toMatchObject({ widget: 'markdown', label: 'Article', required: true })
  })

  it('carries labels, hints and patterns over unchanged', () => {
    expect(fieldAt(fieldsOf(byName('company')), 'phone')).toEqual({
      name: 'phone',
      label: 'Phone',
      widget: 'string',
      required: true,
      hint: 'Also the number the chat link is addressed to',
      pattern: [new RegExp('^\\+971(?: ?\\d){8,9}$', 'u'), 'a UAE number in +971 form, e.g. "+971 55 418 2730"'],
      i18n: 'duplicate',
    })
    expect(fieldAt(fieldsOf(byName('company')), 'address', 'po_box')).toMatchObject({ required: false })
  })

  it('makes the pattern the CMS enforces accept and refuse exactly what the build does', () => {
    const phone = fieldAt(fieldsOf(byName('company')), 'phone')
    const cmsAccepts = (value: string) => new RegExp((phone as { pattern: [string, string] }).pattern[0]).test(value)
    const company = collections.find((c) => c.name === 'company') as Collection
    const buildAccepts = (value: string) =>
      validateEntry(
        { ...company, fields: company.fields.filter((f) => f.name === 'phone') },
        { phone: value },
        {
          file: 'company.yaml',
          imageSize: () => 1,
          entries: new Map(),
          sitePaths: [],
        },
      ).length === 0
    for (const value of ['+971 55 418 2730', '+97165551234', '055 418 2730', '+971 5', '+44 20 7946 0958']) {
      expect([value, cmsAccepts(value)]).toEqual([value, buildAccepts(value)])
    }
  })

  it('keeps the placeholders of an interface phrase, in the CMS as in the build, and tells the editor which', () => {
    const intro = fieldAt(fieldsOf(byName('interface')), 'listings', 'tag_intro') as CmsField & { pattern: [string, string]; hint: string }
    const model = collections.find((c) => c.name === 'interface') as Collection
    const buildAccepts = (value: string) =>
      validateEntry(
        { ...model, fields: model.fields.filter((f) => f.name === 'listings') },
        {
          listings: { ...((readYaml('settings/interface.yaml') as { en: { listings: object } }).en.listings as object), tag_intro: value },
        },
        { file: 'interface.yaml', imageSize: () => 1, entries: new Map(), sitePaths: [] },
      ).length === 0
    const cases: Array<[string, boolean]> = [
      ['{articles} tagged “{tag}”, newest first.', true],
      ['«{tag}»: {articles}', true],
      ['{articles} tagged “{tag}” ({articles})', true],
      ['Articles tagged “{tag}”', false],
      ['{articles} tagged “{tga}”', false],
      ['{articles} tagged “{tag}” {extra}', false],
    ]
    for (const [value, accepted] of cases) {
      expect([value, new RegExp(intro.pattern[0]).test(value)]).toEqual([value, accepted])
      expect([value, buildAccepts(value)]).toEqual([value, accepted])
    }
    expect(intro.hint).toContain('Keep {articles}, {tag} as written')
    expect(
      new RegExp((fieldAt(fieldsOf(byName('interface')), 'page', 'back_to_top') as { pattern: [string, string] }).pattern[0]).test(
        'Top {x}',
      ),
    ).toBe(false)
  })

  it('offers a counted phrase one form per plural category, only "other" required, the number optional where it may be said in words', () => {
    const forms = fieldAt(fieldsOf(byName('interface')), 'listings', 'articles') as CmsField & {
      fields: Array<CmsField & { pattern: [string] }>
    }
    expect(forms.fields.map((f) => [f.name, f.required])).toEqual([
      ['zero', false],
      ['one', false],
      ['two', false],
      ['few', false],
      ['many', false],
      ['other', true],
    ])
    const accepts = (name: string, value: string) => new RegExp(forms.fields.find((f) => f.name === name)!.pattern[0]).test(value)
    expect(accepts('one', 'مقال واحد')).toBe(true)
    expect(accepts('few', '{count} مقالات')).toBe(true)
    expect(accepts('few', 'مقالات')).toBe(false)
    expect(accepts('other', '{cuont} articles')).toBe(false)
  })

  it('never requires a flag, whose absence means its default, as the validator does', () => {
    expect(fieldAt(fieldsOf(byName('pricing')), 'plans', 'popular')).toEqual({
      name: 'popular',
      label: 'Flag as Most Popular',
      widget: 'boolean',
      required: false,
      default: false,
      i18n: 'duplicate',
    })
  })

  it('edits dates as calendar dates, with the site’s own widget and no time zone', () => {
    expect(fieldAt(fieldsOf(byName('blog')), 'date')).toMatchObject({ widget: 'calendar-date', i18n: 'duplicate' })
  })

  it('keeps number types and bounds', () => {
    expect(fieldAt(fieldsOf(byName('testimonials')), 'items', 'rating')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
    })
  })

  it('offers the features of the pricing file by label and stores their ids', () => {
    expect(fieldAt(fieldsOf(byName('pricing')), 'plans', 'features')).toMatchObject({
      widget: 'relation',
      collection: 'pricing',
      file: 'pricing',
      value_field: 'features.*.id',
      display_fields: ['features.*.label'],
      search_fields: ['features.*.label'],
      multiple: true,
    })
  })

  it('requires every item of a list of plain values, and keeps list bounds', () => {
    expect(fieldAt(fieldsOf(byName('blog')), 'tags')).toMatchObject({ widget: 'list', min: 1, field: { name: 'tag', required: true } })
    expect(fieldAt(fieldsOf(byName('blog')), 'facts')).toMatchObject({ min: 2, max: 2 })
  })

  it('counts one item of a list in the singular and shows what a folded item holds', () => {
    expect(fieldAt(fieldsOf(byName('blog')), 'facts')).toMatchObject({
      label: 'Fact tiles',
      label_singular: 'Fact tile',
      summary: '{{fields.value}} {{fields.label}}',
    })
    expect(fieldAt(fieldsOf(byName('blog')), 'tags')).toMatchObject({ label_singular: 'Tag', summary: '{{fields.tag}}' })
    expect(fieldAt(fieldsOf(byName('home')), 'slides')).toMatchObject({ label_singular: 'Slide', summary: '{{fields.title}}' })
    expect(fieldAt(fieldsOf(byName('home')), 'counters')).toMatchObject({
      summary: '{{fields.prefix}}{{fields.value}}{{fields.suffix}} {{fields.label}}',
    })
    const lists = (fields: readonly CmsField[]): CmsField[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'list' ? [field] : []),
        ...lists('fields' in field && field.fields ? field.fields : []),
      ])
    for (const collection of edited)
      for (const list of lists(fieldsOf(collection))) {
        const { summary, label_singular: singular } = list as { summary?: string; label_singular?: string }
        expect({ list: `${collection.name}: ${list.name}`, summary: typeof summary, plural: singular === list.label }).toEqual({
          list: `${collection.name}: ${list.name}`,
          summary: 'string',
          plural: false,
        })
      }
  })

  it('lists posts with their date, a draft mark and their schedule, sortable by date and by publish time', () => {
    const blog = byName('blog')
    expect(blog.summary).toBe(
      "{{title}} · {{date}}{{draft | ternary(' · DRAFT', '')}}{{publish_at | ternary(' · goes live ', '')}}{{publish_at}}{{unpublish_at | ternary(' · comes down ', '')}}{{unpublish_at}}",
    )
    expect(blog.sortable_fields).toEqual(expect.arrayContaining(['title', 'date', 'publish_at', 'unpublish_at']))
  })

  it('tells editors about a uniqueness rule Decap cannot enforce', () => {
    expect(fieldAt(fieldsOf(byName('pricing')), 'plans')).toMatchObject({ hint: 'Each name may appear only once.' })
    expect(fieldAt(fieldsOf(byName('banners')), 'routes').hint).toBe('Each page address may appear only once.')
    expect(fieldAt(fieldsOf(byName('home')), 'counters').hint).toBeUndefined()
  })

  it('offers only select options the model allows', () => {
    expect(fieldAt(fieldsOf(byName('navigation')), 'menu', 'section')).toMatchObject({
      widget: 'select',
      options: ['headermenu', 'aboutus', 'services', 'contact'],
    })
  })

  it('accepts only images from the media folder, not outside addresses, and no larger than the build allows', () => {
    expect(fieldAt(fieldsOf(byName('blog')), 'image')).toMatchObject({
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
    })
  })

  it('sanitises the preview of every Markdown field, wherever the model has one', () => {
    const modelMarkdown = (fields: readonly Field[], at: string): string[] =>
      fields.flatMap((f) => [
        ...(f.widget === 'markdown' ? [`${at}.${f.name}`] : []),
        ...(f.widget === 'object' || (f.widget === 'list' && f.fields) ? modelMarkdown(f.fields ?? [], `${at}.${f.name}`) : []),
        ...(f.widget === 'list' && f.field ? modelMarkdown([f.field], `${at}.${f.name}`) : []),
      ])
    const cmsMarkdown = (fields: readonly CmsField[], at: string): Array<[string, unknown]> =>
      fields.flatMap((f) => [
        ...(f.widget === 'markdown'
          ? [[`${at}.${f.name}`, (f as { sanitize_preview?: unknown }).sanitize_preview] as [string, unknown]]
          : []),
        ...('fields' in f && f.fields ? cmsMarkdown(f.fields, `${at}.${f.name}`) : []),
        ...('field' in f && f.field ? cmsMarkdown([f.field], `${at}.${f.name}`) : []),
      ])
    const expected = collections.flatMap((c) => modelMarkdown(c.fields, c.name))
    expect(expected.length).toBeGreaterThanOrEqual(3)
    expect(edited.flatMap((c) => cmsMarkdown(fieldsOf(c), c.name))).toEqual(expected.map((at) => [at, true]))
  })

  it('refuses a relation to a collection that does not exist', () => {
    const broken: Field = { name: 'x', label: 'X', widget: 'relation', collection: 'nowhere', valueField: 'a', multiple: false }
    expect(() => cmsField(broken)).toThrow('Relation field "x" refers to an unknown collection "nowhere"')
  })
})

describe('media', () => {
  it('stores uploads where the image resolver looks for the path the CMS writes', () => {
    const root = '/project'
    const contentDir = path.join(root, 'content')
    const written = `${config.public_folder}/upload.jpg`
    expect(resolveContentPath(contentDir, path.join(contentDir, 'blog/post.md'), written)).toBe(
      path.join(root, config.media_folder as string, 'upload.jpg'),
    )
    expect([config.media_folder, config.public_folder]).toEqual([MEDIA.folder, MEDIA.publicFolder])
  })

  it('marks media-only commits so CI skips them, and only those', () => {
    expect(config.backend.commit_messages).toEqual(COMMIT_MESSAGES)
    expect(COMMIT_MESSAGES.uploadMedia).toContain(SKIP_CI)
    expect(COMMIT_MESSAGES.deleteMedia).toContain(SKIP_CI)
    expect(Object.keys(COMMIT_MESSAGES).sort()).toEqual(['deleteMedia', 'uploadMedia'])
  })
})

/** Paths of every image field, e.g. `routes.*.background`, for valuesAt. */
function imageFieldPaths(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (field.widget === 'image') return [`${prefix}${field.name}`]
    if (field.widget === 'object') return imageFieldPaths(field.fields, `${prefix}${field.name}.`)
    if (field.widget === 'list' && field.fields) return imageFieldPaths(field.fields, `${prefix}${field.name}.*.`)
    return []
  })
}

describe('the images the content uses', () => {
  const CONTENT = path.resolve(__dirname, '../../content')
  const entries = collections.flatMap((collection) => {
    const files =
      collection.kind === 'file'
        ? [collection.file]
        : fs.readdirSync(path.join(CONTENT, collection.folder)).map((f) => `${collection.folder}/${f}`)
    return files.map((file) => {
      const text = fs.readFileSync(path.join(CONTENT, file), 'utf8')
      return { file, collection, data: collection.kind === 'file' ? yaml.load(text) : matter(text).data }
    })
  })
  const written = entries.flatMap(({ file, collection, data }) =>
    imageFieldPaths(collection.fields).flatMap((at) => valuesAt(data, at).map((value) => ({ file, value }))),
  )

  it('are all found', () => {
    expect(written.length).toBeGreaterThan(20)
  })

  it('are files directly in the media folder, as the CMS lists them and finds them from an entry', () => {
    const outside = written.filter(({ value }) => !new RegExp(`^${config.public_folder}/[^/]+$`).test(String(value)))
    expect(outside).toEqual([])
    for (const { value } of written) {
      expect(fs.existsSync(path.join(CONTENT, '..', MEDIA.folder, path.basename(String(value))))).toBe(true)
    }
  })
})

describe('drafts and review', () => {
  it('uses the editorial workflow unless DECAP_PUBLISH_MODE says simple, and refuses other modes', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(cmsConfig(cmsSettingsFromEnv({ DECAP_PUBLISH_MODE: 'simple' })).publish_mode).toBe('simple')
    expect(() => cmsSettingsFromEnv({ DECAP_PUBLISH_MODE: 'review' })).toThrow(
      'DECAP_PUBLISH_MODE must be one of "editorial_workflow", "simple", found "review"',
    )
  })

  it('links a draft\'s deploy preview to the entry\'s own page, and offers no "View Live" link, which Decap 3.6 fails to build', () => {
    expect(config.show_preview_links).toBe(true)
    expect(config.site_url).toBeUndefined()
    expect(config.display_url).toBe(settings.siteUrl)
    for (const collection of collections) {
      const cms = byName(collection.name)
      if (collection.kind === 'file') {
        expect([collection.name, cms.preview_path]).toEqual([collection.name, undefined])
        continue
      }
      expect([collection.name, cms.preview_path]).toEqual([collection.name, previewPath(collection)])
      // Decap fills the template from the entry's fields and puts it after the preview's address.
      const filled = String(cms.preview_path).replace(`{{fields.${collection.slugField}}}`, 'an-entry')
      expect(filled).toBe(collection.pathFor('an-entry'))
    }
    expect(byName('blog').preview_path).toBe(paths.blogPost('{{fields.slug}}'))
  })
})

describe('backends', () => {
  it('defaults to GitHub on main, with decap-server on 127.0.0.1 for local editing', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: DEFAULT_SETTINGS.repo, branch: 'main' })
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1', allowed_hosts: ['127.0.0.1', 'localhost'] })
    expect(config.load_config_file).toBe(false)
  })

  it('reads the repository, branch, OAuth provider and local port from the environment', () => {
    const custom = cmsConfig(
      cmsSettingsFromEnv({
        DECAP_REPO: 'acme/site',
        DECAP_BRANCH: 'content',
        DECAP_BASE_URL: 'https://oauth.example.com',
        DECAP_SERVER_PORT: '8091',
      }),
    )
    expect(custom.backend).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'content',
      base_url: 'https://oauth.example.com',
      commit_messages: COMMIT_MESSAGES,
    })
    expect(custom.local_backend).toMatchObject({ url: localBackendUrl(8091) })
  })

  it('takes the repository GitHub Actions builds when DECAP_REPO is not set', () => {
    expect(cmsConfig(cmsSettingsFromEnv({ GITHUB_REPOSITORY: 'acme/site' })).backend).toMatchObject({ repo: 'acme/site' })
    expect(cmsConfig(cmsSettingsFromEnv({ GITHUB_REPOSITORY: 'acme/site', DECAP_REPO: 'acme/content' })).backend).toMatchObject({
      repo: 'acme/content',
    })
  })

  it('supports git-gateway, which needs no repository name', () => {
    expect(cmsConfig(cmsSettingsFromEnv({ DECAP_BACKEND: 'git-gateway' })).backend).toEqual({
      name: 'git-gateway',
      branch: 'main',
      commit_messages: COMMIT_MESSAGES,
    })
  })

  it('refuses settings it cannot use, naming the variable', () => {
    expect(() => cmsSettingsFromEnv({ DECAP_BACKEND: 'gitlab' })).toThrow(
      'DECAP_BACKEND must be one of "github", "git-gateway", found "gitlab"',
    )
    expect(() => cmsSettingsFromEnv({ DECAP_REPO: 'https://github.com/acme/site' })).toThrow(/DECAP_REPO must be written as owner\/name/)
    expect(() => cmsSettingsFromEnv({ DECAP_SERVER_PORT: 'eighty' })).toThrow('DECAP_SERVER_PORT must be a port number, found "eighty"')
  })
})
