import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { intrinsicSize } from '../shared/image-size'
import { isLocalPath } from '../shared/body-image-paths'

/** An `<img>` of sanitised HTML: attribute values exactly as written there, that is HTML-escaped. */
export interface BodyImage {
  src: string
  alt: string
  title?: string
}

const unescapeAttribute = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/**
 * Replaces each `<img>` with a local `src` in sanitised HTML (sanitize-html writes every attribute
 * double-quoted) by what `render` returns for it; an image `render` leaves undefined stays as it is.
 */
export async function replaceLocalImages(
  html: string,
  render: (image: BodyImage & { path: string }) => Promise<string | undefined>,
): Promise<string> {
  const tags = [...html.matchAll(/<img\b[^>]*>/g)]
  const replacements = await Promise.all(
    tags.map(([tag]) => {
      const attributes = Object.fromEntries([...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
      const path = unescapeAttribute(attributes.src ?? '')
      if (!isLocalPath(path)) return undefined
      return render({ path, src: attributes.src, alt: attributes.alt ?? '', ...(attributes.title && { title: attributes.title }) })
    }),
  )
  let index = 0
  return html.replace(/<img\b[^>]*>/g, (tag) => replacements[index++] ?? tag)
}

/**
 * A responsive `<picture>` for processed image data, as gatsby-plugin-image would render it without
 * its wrapper and inline styles (which the site's Content-Security-Policy does not allow): modern
 * formats first, whole-pixel width and height against layout shift, loaded when near the viewport.
 */
export function pictureHtml(image: IGatsbyImageData, { alt, title }: Pick<BodyImage, 'alt' | 'title'>): string {
  const { width, height } = intrinsicSize(image)
  const { fallback, sources = [] } = image.images
  const sizes = escapeAttribute(fallback?.sizes ?? sources[0]?.sizes ?? '')
  const sourceTags = sources.map(
    (source) => `<source type="${escapeAttribute(source.type ?? '')}" srcset="${escapeAttribute(source.srcSet)}" sizes="${sizes}" />`,
  )
  const img = [
    `<img src="${escapeAttribute(fallback?.src ?? '')}"`,
    fallback?.srcSet ? ` srcset="${escapeAttribute(fallback.srcSet)}" sizes="${sizes}"` : '',
    ` width="${width}" height="${height}" alt="${alt}"`,
    title ? ` title="${title}"` : '',
    ' loading="lazy" decoding="async" />',
  ].join('')
  return `<picture>${sourceTags.join('')}${img}</picture>`
}

/** The same image at a copied address (an SVG or GIF, which are not resized), loaded when near the viewport. */
export const copiedImageHtml = (url: string, { alt, title }: Pick<BodyImage, 'alt' | 'title'>): string =>
  `<img src="${escapeAttribute(url)}" alt="${alt}"${title ? ` title="${title}"` : ''} loading="lazy" decoding="async" />`
