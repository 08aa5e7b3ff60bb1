import type { IGatsbyImageData } from 'gatsby-plugin-image'

/**
 * An image as components receive it: processed image data on the site, or a plain URL where no
 * processing happened (SVG files, and the editor's preview of an entry being edited).
 */
export type ImageSource = { data: IGatsbyImageData } | { src: string }
