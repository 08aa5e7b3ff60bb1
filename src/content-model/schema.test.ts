import { collections } from './collections'
import { typeDefsFor } from './schema'
import type { FolderCollection } from './types'

const sdl = typeDefsFor(collections)
const typeBlock = (name: string) => {
  const match = new RegExp(`type ${name}[^{]*\\{([^}]*)\\}`).exec(sdl)
  if (!match) throw new Error(`no type ${name} in\n${sdl}`)
  return match[1]
}

describe('GraphQL types derived from the content model', () => {
  it('declares every YAML collection as a node type that does not infer', () => {
    for (const name of ['CompanyYaml', 'NavigationYaml', 'BannersYaml', 'HomeYaml', 'ServicesYaml', 'ServicesPageYaml', 'TestimonialsYaml', 'PricingYaml', 'ClientsYaml']) {
      expect(sdl).toContain(`type ${name} implements Node @dontInfer {`)
    }
  })

  it('links image fields to File nodes through the contentImage resolver', () => {
    expect(typeBlock('BannersYamlRoutes')).toContain('background: File! @contentImage')
    expect(typeBlock('MarkdownRemarkFrontmatterGallery')).toContain('image: File! @contentImage')
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

  it('merges front matter: non-null only where every Markdown collection requires the field', () => {
    const frontmatter = typeBlock('MarkdownRemarkFrontmatter')
    expect(frontmatter).toContain('title: String!')
    expect(frontmatter).toContain('date: Date! @dateformat')
    expect(frontmatter).toMatch(/image: File @contentImage\n/) // nor an image
    expect(frontmatter).toMatch(/sections: \[String!\]\n/) // company pages only
    expect(frontmatter).toMatch(/author: String\n/) // optional on case studies
    expect(frontmatter).toMatch(/focus: String\n/) // case studies only
    expect(frontmatter).toContain('facts: [MarkdownRemarkFrontmatterFacts!]')
    expect(frontmatter).not.toContain('body')
  })

  it('keeps a field non-null when every Markdown collection in the model requires it', () => {
    const articles = collections.filter((c) => c.name === 'blog' || c.name === 'caseStudies')
    const frontmatter = new RegExp(`type MarkdownRemarkFrontmatter \\{([^}]*)\\}`).exec(typeDefsFor(articles))?.[1]
    expect(frontmatter).toContain('image: File! @contentImage')
  })

  it('refuses two collections that give one front matter field different shapes', () => {
    const blog = collections.find((c) => c.name === 'blog') as FolderCollection
    const clash: FolderCollection = { ...blog, name: 'clash', folder: 'clash', fields: [{ name: 'title', label: 'Title', widget: 'number', valueType: 'int' }] }
    expect(() => typeDefsFor([blog, clash])).toThrow('Front matter field "title" has different definitions')
  })
})
