/**
 * The images a Markdown body names. Pure: the build's content check, the build's image rendering and
 * the admin's check of the entry being saved find them alike, so both refuse and accept the same body.
 */

/** A path on this site (`/images/x.jpg`, `../images/x.jpg`), not a URL with a scheme, `//host` or a fragment. */
export const isLocalPath = (src: string): boolean => src !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(src)

/**
 * The local image paths a Markdown body refers to, as Markdown images (`![alt](path "title")`,
 * also `<path>`) or raw `<img src="path">`, in order of appearance.
 */
export function localImagePaths(markdown: string): string[] {
  const markdownImages = /!\[[^\]]*\]\(\s*(?:<([^>]+)>|([^\s)]+))/g
  const rawImages = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi
  const found = [...markdown.matchAll(markdownImages), ...markdown.matchAll(rawImages)]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((match) => match.slice(1).find((group) => group !== undefined) ?? '')
  return found.filter(isLocalPath)
}
