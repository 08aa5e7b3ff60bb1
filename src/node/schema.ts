import path from 'path'
import type { GatsbyNode } from 'gatsby'
import type { GraphQLObjectType, GraphQLResolveInfo } from 'gatsby/graphql'
import { CONTENT_DIR } from '../config/constants'
import { collections } from '../content-model/collections'
import { resolveContentPath } from '../content-model/content-path'
import { typeDefsFor } from '../content-model/schema'
import { sanitizeContentHtml } from '../lib/sanitize-content-html'

interface FileNode {
  internal: { type: string }
  absolutePath: string
}

interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor: (obj: unknown, predicate: (node: { internal?: { type?: string } }) => boolean) => unknown
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>
    getNodeById: (args: { id: string; type: string }) => unknown
  }
}

type FieldSource = Record<string, unknown>
type FieldInfo = { fieldName: string }

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const contentDir = path.join(program.directory, CONTENT_DIR)

  // An image path written in content (by hand or by the CMS) always resolves to its File node,
  // on cold and cached builds alike, without relying on inference or remark plugins.
  actions.createFieldExtension({
    name: 'contentImage',
    extend: () => ({
      async resolve(source: FieldSource, _args: unknown, context: ResolverContext, info: FieldInfo) {
        const written = source[info.fieldName]
        if (typeof written !== 'string' || written === '') return null
        const fileNode = context.nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === 'File') as FileNode
        const absolutePath = resolveContentPath(contentDir, fileNode.absolutePath, written)
        return context.nodeModel.findOne({ type: 'File', query: { filter: { absolutePath: { eq: absolutePath } } } })
      },
    }),
  })

  actions.createFieldExtension({
    name: 'defaultValue',
    args: { value: 'Boolean!' },
    extend: (options: { value: boolean }) => ({
      resolve: (source: FieldSource, _args: unknown, _context: unknown, info: FieldInfo) => source[info.fieldName] ?? options.value,
    }),
  })

  // An entry's body is its parent MarkdownRemark's html, so it passes through the same sanitising
  // resolver (createResolvers below) and the same cache as any other use of that html.
  actions.createFieldExtension({
    name: 'markdownHtml',
    extend: () => ({
      resolve(source: { parent: string }, args: unknown, context: ResolverContext, info: GraphQLResolveInfo) {
        const markdown = context.nodeModel.getNodeById({ id: source.parent, type: 'MarkdownRemark' })
        const { html } = (info.schema.getType('MarkdownRemark') as GraphQLObjectType).getFields()
        return html.resolve?.(markdown, args, context, info)
      },
    }),
  })

  actions.createTypes(typeDefsFor(collections))
}

type OriginalResolver = (source: unknown, args: unknown, context: unknown, info: unknown) => Promise<string> | string

/** Content HTML is sanitised where it is produced, so no page can receive unsafe markup. */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    MarkdownRemark: {
      html: {
        async resolve(source: unknown, args: unknown, context: unknown, info: { originalResolver: OriginalResolver }) {
          return sanitizeContentHtml(await info.originalResolver(source, args, context, info))
        },
      },
    },
  })
}
