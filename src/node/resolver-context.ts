import path from 'path'
import type { Store } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { resolveContentPath } from '../content-model/content-path'

/** The parts of Gatsby's resolver context and nodes that the site's resolvers use. */
export interface FileNode {
  id: string
  internal: { type: string }
  absolutePath: string
  children: string[]
}

export interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor: (obj: unknown, predicate: (node: { internal?: { type?: string } }) => boolean) => unknown
    findOne: (args: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<unknown>
    getNodeById: (args: { id: string; type: string }) => unknown | null
  }
}

export const isFileNode = (node: { internal?: { type?: string } }): boolean => node.internal?.type === 'File'

/** The content directory of the site being built. */
export function contentDirOf(store: Store): string {
  const { program } = store.getState() as { program: { directory: string } }
  return path.join(program.directory, CONTENT_DIR)
}

/** The File node a path written in a content file points at (`/images/x.jpg` or relative), or null. */
export async function findContentFile(
  context: ResolverContext,
  contentDir: string,
  containingFile: string,
  written: string,
): Promise<FileNode | null> {
  const absolutePath = resolveContentPath(contentDir, containingFile, written)
  return (await context.nodeModel.findOne({ type: 'File', query: { filter: { absolutePath: { eq: absolutePath } } } })) as FileNode | null
}
