import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { ImageSource } from '@src/types/image'

/** An image field as queries select it. */
export interface QueriedFile {
  childImageSharp?: { gatsbyImageData: unknown } | null
  publicURL?: string | null
}

/** A queried image file as components take it: processed data for rasters, the file URL for SVG. */
export function toImageSource(file: QueriedFile): ImageSource {
  const data = file.childImageSharp?.gatsbyImageData
  if (data) return { data: data as IGatsbyImageData }
  if (file.publicURL) return { src: file.publicURL }
  throw new Error('An image field resolved to a file that is neither an image nor has a URL')
}
