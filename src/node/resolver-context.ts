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
