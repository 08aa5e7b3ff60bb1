import path from 'path'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { GraphQLObjectType, GraphQLResolveInfo } from 'gatsby/graphql'
import { copiedImageHtml, pictureHtml, type BodyImage } from '../lib/build/body-images'
import { findContentFile, isFileNode, type FileNode, type ResolverContext } from './resolver-context'

/** The widest a body image is shown: the reading column (--measure, 68ch) is narrower. */
export const BODY_IMAGE_WIDTH = 720

/**
 * Renders the images of one Markdown body the way the site's other content images are: a path the
 * CMS writes (`/images/x.jpg`, from the content directory) or one relative to the file becomes a
 * resized, modern-format `<picture>` (or, for an SVG or GIF, a copy of the file), served from
 * `/static/`. Without this the written path would point at nothing in `public/`.
 */
export function bodyImageRenderer(markdownNode: unknown, contentDir: string, context: ResolverContext, info: GraphQLResolveInfo) {
  const markdownFile = context.nodeModel.findRootNodeAncestor(markdownNode, isFileNode) as FileNode
  const fieldResolver = (type: string, field: string) => (info.schema.getType(type) as GraphQLObjectType).getFields()[field].resolve

  return async ({ path: written, alt, title }: BodyImage & { path: string }): Promise<string> => {
    const image = await findContentFile(context, contentDir, markdownFile.absolutePath, written)
    if (!image) {
      const file = path.relative(path.dirname(contentDir), markdownFile.absolutePath)
      throw new Error(`${file} › body: expected an existing image file, but "${written}" was not found`)
    }
    const processed = image.children.map((id) => context.nodeModel.getNodeById({ id, type: 'ImageSharp' })).find(Boolean)
    if (processed) {
      const args = { layout: 'constrained', width: BODY_IMAGE_WIDTH, placeholder: 'none' }
      const data = (await fieldResolver('ImageSharp', 'gatsbyImageData')?.(processed, args, context, info)) as IGatsbyImageData
      return pictureHtml(data, { alt, title })
    }
    const url = (await fieldResolver('File', 'publicURL')?.(image, {}, context, info)) as string
    return copiedImageHtml(url, { alt, title })
  }
}
