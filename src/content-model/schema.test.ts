import { collections } from './collections'
import { rootFieldsFor, typeDefsFor } from './schema'
import type { FileCollection, FolderCollection } from './types'

const sdl = typeDefsFor(collections)
const typeBlock = (name: string) => {
  const match = new RegExp(`type ${name}[^{]*\\{([^}]*)\\}`).exec(sdl)
  if (!match) throw new Error(`no type ${name} in\n${sdl}`)
  return match[1]
}

describe('GraphQL types derived from the content model', () => {
  it('gives every node its locale, the edition it belongs to', () => {
    for (const { typeName } of collections) expect(typeBlock(typeName)).toContain('locale: String!')
  })

  it('declares every YAML collection as a node type that does not infer', () => {
    for (const name of [
      'CompanyYaml',
      'NavigationYaml',
      'BannersYaml',
      'HomeYaml',
      'ServicesYaml',
      'ServicesPageYaml',
      'TestimonialsYaml',
      'PricingYaml',
      'ClientsYaml',
    ]) {
      expect(sdl).toContain(`type ${name} implements Node @dontInfer {`)
    }
  })

  it('links image fields to File nodes through the contentImage resolver', () => {
    expect(typeBlock('BannersYamlRoutes')).toContain('background: File! @contentImage')
    expect(typeBlock('CompanyPageGallery')).toContain('image: File! @contentImage')
    expect(typeBlock('ServicesPageYamlVideo')).toContain('poster: File! @contentImage')
  })

  it('gives flags their default instead of null', () => {
    expect(typeBlock('ClientsYaml')).toContain('show_title: Boolean! @defaultValue(value: true)')
    expect(typeBlock('PricingYamlPlans')).toContain('popular: Boolean! @defaultValue(value: false)')
  })

  it('keeps optional fields nullable so an empty one cannot break a query', () => {
    expect(typeBlock('CompanyYamlAddress')).toContain('po_box: String\n')
    expect(typeBlock('TestimonialsYamlItems')).toContain('role: String\n')
  })

  it('declares one node type per Markdown collection, non-null where that collection requires the field', () => {
    expect(sdl).toContain('type BlogPost implements Node & ScheduledEntry & DatedEntry @dontInfer {')
    expect(sdl).toContain('type CaseStudy implements Node & ScheduledEntry & DatedEntry @dontInfer {')
    expect(sdl).toContain('type CompanyPage implements Node @dontInfer {')
    const post = typeBlock('BlogPost')
    expect(post).toContain('title: String!')
    expect(post).toContain('date: Date! @dateformat')
    expect(post).toContain('image: File! @contentImage')
    expect(post).toContain('author: String!')
    expect(post).toContain('facts: [BlogPostFacts!]!')
    expect(post).not.toContain('body')
    const study = typeBlock('CaseStudy')
    expect(study).toMatch(/author: String\n/) // optional on case studies
    expect(study).toContain('focus: String!')
    const page = typeBlock('CompanyPage')
    expect(page).toMatch(/sections: \[String!\]\n/)
    expect(page).not.toContain('image')
  })

  it('gives every entry its page path and its HTML body', () => {
    for (const name of ['BlogPost', 'CaseStudy', 'CompanyPage']) {
      expect(typeBlock(name)).toContain('path: String!')
      expect(typeBlock(name)).toContain('html: String! @markdownHtml')
    }
  })

  it('refuses a front matter field that clashes with a field every entry has', () => {
    const blog = collections.find((c) => c.name === 'blog') as FolderCollection
    const clash: FolderCollection = { ...blog, fields: [...blog.fields, { name: 'path', label: 'Path', widget: 'string' }] }
    expect(() => typeDefsFor([clash])).toThrow('Front matter field "path" of blog clashes with a field every entry has')
  })
})

describe('Root query fields derived from the content model', () => {
  const fields = rootFieldsFor(collections)
  const byName = Object.fromEntries(fields.map((field) => [field.name, field]))

  it('gives every YAML file a non-null field named after its collection', () => {
    expect(byName.home).toMatchObject({ type: 'HomeYaml!' })
    expect(byName.pricing).toMatchObject({ type: 'PricingYaml!' })
    expect(byName.servicesPage).toMatchObject({ type: 'ServicesPageYaml!' })
    for (const collection of collections.filter((c) => c.kind === 'file')) {
      expect(byName[collection.name]).toEqual({
        name: collection.name,
        type: `${collection.typeName}!`,
        args: { locale: 'String!' },
        collection,
      })
    }
  })

  it('asks a YAML file without editions for no locale', () => {
    const home = collections.find((c) => c.name === 'home') as FileCollection
    expect(rootFieldsFor([{ ...home, i18n: undefined }])[0]).not.toHaveProperty('args')
  })

  it('gives every Markdown collection a non-null field that finds an entry by id', () => {
    expect(byName.blogPostById).toMatchObject({ type: 'BlogPost!', args: { id: 'String!' } })
    expect(byName.caseStudyById).toMatchObject({ type: 'CaseStudy!', args: { id: 'String!' } })
    expect(byName.companyPageById).toMatchObject({ type: 'CompanyPage!', args: { id: 'String!' } })
    expect(fields).toHaveLength(collections.length + collections.filter((c) => c.kind === 'folder').length)
    for (const { type } of fields) expect(type).toMatch(/!$/)
  })

  it('gives every Markdown collection a non-null list of the entries with the ids given', () => {
    expect(byName.blogPostsById).toMatchObject({ type: '[BlogPost!]!', args: { ids: '[String!]!' } })
    expect(byName.caseStudiesById).toMatchObject({ type: '[CaseStudy!]!', args: { ids: '[String!]!' } })
    expect(byName.companyPagesById).toMatchObject({ type: '[CompanyPage!]!', args: { ids: '[String!]!' } })
  })

  it('refuses a collection whose field would clash with a root field Gatsby or another collection has', () => {
    const home = collections.find((c) => c.name === 'home') as FileCollection
    expect(() => rootFieldsFor([home, { ...home, name: 'homeYaml', typeName: 'OtherYaml' }])).toThrow(
      'Root query field "homeYaml" of collection homeYaml clashes with another root field',
    )
    expect(() => rootFieldsFor([home, { ...home, typeName: 'OtherYaml' }])).toThrow('Root query field "home" of collection home clashes')
  })

  it('declares the field sets entry types share as interfaces, with each field as the types give it', () => {
    expect(sdl).toMatch(
      /^interface ScheduledEntry \{\n {2}draft: Boolean!\n {2}scheduled: String\n {2}publish_at: String\n {2}unpublish_at: String\n\}/,
    )
    expect(sdl).toContain('interface DatedEntry {\n  path: String!\n  title: String!\n  date: Date!\n')
  })

  it('refuses entry types that give a shared field different types', () => {
    const [blog, cases] = ['blog', 'caseStudies'].map((name) => collections.find((c) => c.name === name)!)
    const optionalTitle = {
      ...cases,
      fields: cases.fields.map((field) => (field.name === 'title' ? { ...field, required: false } : field)),
    } as FolderCollection
    expect(() => typeDefsFor([blog, optionalTitle])).toThrow('DatedEntry: CaseStudy has title: String where BlogPost has title: String!')
  })
})
