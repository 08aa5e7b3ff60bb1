import type { IGatsbyImageData } from 'gatsby-plugin-image'

/**
 * The whole-pixel width and height an <img> or <canvas> of processed image data declares (HTML
 * allows only non-negative integers there). gatsby-plugin-image describes a full-width image by its
 * aspect ratio alone (width 1, height 1 / aspect ratio, e.g. 0.3333…), and a constrained one's height
 * is its width over the aspect ratio, which need not be whole. A full-width image is given the size
 * of its widest rendition in the srcset, so that width and height keep the image's proportions.
 */
export function intrinsicSize({ layout, width, height, images }: IGatsbyImageData): { width: number; height: number } {
  const aspectRatio = width / height
  const widest = layout === 'fullWidth' ? widestCandidate(images.fallback?.srcSet ?? images.sources?.[0]?.srcSet ?? '') : undefined
  const w = Math.round(widest ?? width)
  return { width: w, height: Math.max(1, Math.round(w / aspectRatio)) }
}

/** The largest width descriptor of a srcset ("a.jpg 480w, b.jpg 1920w" → 1920), if it has any. */
function widestCandidate(srcSet: string): number | undefined {
  const widths = [...srcSet.matchAll(/\s(\d+)w(?:\s*,|\s*$)/g)].map((match) => Number(match[1]))
  return widths.length ? Math.max(...widths) : undefined
}
