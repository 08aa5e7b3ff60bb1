import type { GatsbyNode } from 'gatsby'
import type { GraphQLObjectType, GraphQLResolveInfo, GraphQLSchema } from 'gatsby/graphql'
import { CONTENT_DIR } from '../config/constants'
import { DEFAULT_LOCALE } from '../config/locales'
import { collections } from '../content-model/collections'
import { rootFieldsFor, typeDefsFor, type RootField } from '../content-model/schema'
import { sanitizeContentHtml } from '../lib/shared/sanitize-content-html'
import { replaceLocalImages } from '../lib/build/body-images'
import { bodyImageRenderer } from './body-images'
import { contentDirOf, findContentFile, isFileNode, type FileNode, type ResolverContext } from './resolver-context'

type FieldSource = Record<string, unknown>
type FieldInfo = { fieldName: string }

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, store }) => {
  const contentDir = contentDirOf(store)

  // An image path written in content (by hand or by the CMS) always resolves to its File node,
  // on cold and cached builds alike, without relying on inference or remark plugins.
  actions.createFieldExtension({
    name: 'contentImage',
    extend: () => ({
      async resolve(source: FieldSource, _args: unknown, context: ResolverContext, info: FieldInfo) {
        const written = source[info.fieldName]
        if (typeof written !== 'string' || written === '') return null
        const fileNode = context.nodeModel.findRootNodeAncestor(source, isFileNode) as FileNode
        return findContentFile(context, contentDir, fileNode.absolutePath, written)
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

/** Resolves a root field of the content model to its entry or entries, failing loudly if the content is missing. */
function resolveRootField({ collection, args }: RootField) {
  if (collection.kind === 'file') {
    return async (_source: unknown, { locale = DEFAULT_LOCALE }: { locale?: string }, context: ResolverContext) => {
      const node = await context.nodeModel.findOne({ type: collection.typeName, query: { filter: { locale: { eq: locale } } } })
      if (!node)
        throw new Error(`No ${collection.label} content in the edition "${locale}": ${CONTENT_DIR}/${collection.file} is missing it`)
      return node
    }
  }
  const entry = (id: string, context: ResolverContext) => {
    const node = context.nodeModel.getNodeById({ id, type: collection.typeName })
    if (!node) throw new Error(`No ${collection.labelSingular} with id ${id} in ${CONTENT_DIR}/${collection.folder}`)
    return node
  }
  if (args && 'ids' in args)
    return (_source: unknown, { ids }: { ids: string[] }, context: ResolverContext) => ids.map((id) => entry(id, context))
  return (_source: unknown, { id }: { id: string }, context: ResolverContext) => entry(id, context)
}

/**
 * Content HTML is sanitised where it is produced, so no page can receive unsafe markup; and every
 * collection gets a non-null root field (src/content-model/schema.ts) that pages query instead of
 * Gatsby's nullable `homeYaml` or `blogPost(id: …)`.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create, intermediateSchema, store }) => {
  const contentDir = contentDirOf(store)
  const gatsbyRootFields = (intermediateSchema as GraphQLSchema).getQueryType()?.getFields() ?? {}
  const query: Record<string, unknown> = {}
  for (const field of rootFieldsFor(collections)) {
    if (field.name in gatsbyRootFields)
      throw new Error(`Root query field "${field.name}" of collection ${field.collection.name} clashes with one of Gatsby's root fields`)
    query[field.name] = { type: field.type, ...(field.args && { args: field.args }), resolve: resolveRootField(field) }
  }
  create({
    Query: query,
    MarkdownRemark: {
      html: {
        async resolve(source: unknown, args: unknown, context: unknown, info: { originalResolver: OriginalResolver }) {
          const html = sanitizeContentHtml(await info.originalResolver(source, args, context, info))
          return replaceLocalImages(
            html,
            bodyImageRenderer(source, contentDir, context as ResolverContext, info as unknown as GraphQLResolveInfo),
          )
        },
      },
    },
  })
}
