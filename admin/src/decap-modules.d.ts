/** Decap's own front-matter format (decap-cms-core/src/formats/frontmatter.ts), which it ships without types. */
declare module 'decap-cms-core/dist/esm/formats/frontmatter' {
  export const FrontmatterInfer: {
    fromFile: (content: string) => Record<string, unknown>
    toFile: (data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>) => string
  }
}
