/** @jest-environment node */
/**
 * Which content each page query reads, as Gatsby tracks it. A query that reads a list through
 * Gatsby's own fields (`allBlogPost`) depends on every entry of the type: Gatsby runs it again
 * whenever any post is added or changed. Pages made per entry or per listing page, thousands on a
 * large blog, read the entries they show by id instead (`blogPostsById`, src/content-model/schema.ts),
 * so that a new post runs again only the queries of the pages it changes.
 */
import fs from 'fs'
import path from 'path'
import { parse, visit } from 'graphql'
import { listFiles } from '../../src/lib/build/list-files'

const SRC = path.resolve(__dirname, '../../src')

/** Pages of which each edition has one, whose lists depend on every entry by nature. */
const ONE_PAGE_LISTS = ['pages/index.tsx', 'templates/case-study-index.tsx']

/** Each file's graphql`…` texts. */
const queries = ['templates', 'pages'].flatMap((folder) =>
  listFiles(path.join(SRC, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({
      file: path.relative(SRC, file),
      texts: [...fs.readFileSync(file, 'utf8').matchAll(/graphql`([\s\S]*?)`/g)].map((match) => match[1]),
    })),
)

/** The root fields a query text reads, by name. */
const rootFields = (text: string): string[] => {
  const names: string[] = []
  visit(parse(text), {
    OperationDefinition(node) {
      for (const selection of node.selectionSet.selections) if (selection.kind === 'Field') names.push(selection.name.value)
    },
  })
  return names
}

describe('the page queries', () => {
  it('of the templates and pages are all found', () => {
    expect(queries.map((q) => q.file)).toEqual(
      expect.arrayContaining(['templates/blog-post.tsx', 'templates/post-listing.tsx', ...ONE_PAGE_LISTS]),
    )
  })

  it("read no list of every entry through Gatsby's all… fields, but on the pages of which each edition has one", () => {
    const connections = queries.flatMap(({ file, texts }) =>
      texts
        .flatMap(rootFields)
        .filter((name) => /^all[A-Z]/.test(name))
        .map((name) => `${file} › ${name}`),
    )
    expect(connections.filter((where) => !ONE_PAGE_LISTS.some((file) => where.startsWith(file)))).toEqual([])
  })
})
