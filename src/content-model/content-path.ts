import path from 'path'

/**
 * Where a path written in a content file points: `/images/x.jpg` is taken from the content
 * directory (the form the CMS writes), anything else relative to the file that contains it.
 */
export function resolveContentPath(contentDir: string, containingFile: string, written: string): string {
  return written.startsWith('/') ? path.join(contentDir, written) : path.resolve(path.dirname(containingFile), written)
}
