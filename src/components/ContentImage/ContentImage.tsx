import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { intrinsicSize } from '@src/lib/shared/image-size'
import type { ImageSource } from '@src/types/image'
import * as styles from './ContentImage.module.css'

export type { ImageSource }

interface Props {
  image: ImageSource
  alt: string
  className?: string
  /** The page's largest image: load it eagerly and early. */
  priority?: boolean
}

/**
 * Reserves the image's box before it loads, as each gatsby-plugin-image layout does: a constrained
 * image takes its own width at most, a full-width one the container's width, a fixed one exactly
 * its size. The constrained box comes from a blank canvas of the image's size, which, like an
 * image, shrinks with its container: gatsby-plugin-image's empty SVG <img> for this made Chromium
 * build an SVG document per page while parsing the HTML.
 */
function Sizer(data: IGatsbyImageData) {
  const { layout, width, height } = data
  if (layout === 'fullWidth') return <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />
  if (layout === 'fixed') return <div aria-hidden="true" style={{ width, height }} />
  const canvas = intrinsicSize(data)
  return (
    <div aria-hidden="true" style={{ maxWidth: width }}>
      <canvas width={canvas.width} height={canvas.height} className={styles.sizer} />
    </div>
  )
}

/**
 * Renders gatsby-plugin-image's processed sources (AVIF, WebP and a JPEG/PNG fallback at several
 * widths) as a plain <picture> with native lazy loading. GatsbyImage itself would add an inline
 * script per image and load a chunk of react-dom/server on every page; the markup it produces
 * for a server-rendered page is the same.
 */
export function ContentImage({ image, alt, className = '', priority = false }: Props) {
  const loading = priority ? 'eager' : 'lazy'
  // The largest image is drawn in the same frame as the text over and beside it, not a frame later.
  const decoding = priority ? 'sync' : 'async'
  if (!('data' in image)) {
    return <img src={image.src} alt={alt} className={className} loading={loading} decoding={decoding} />
  }
  const { data } = image
  const { fallback, sources = [] } = data.images
  const { width, height } = intrinsicSize(data)
  return (
    <div className={`${styles.wrapper} ${styles[data.layout] ?? ''} ${className}`} style={{ backgroundColor: data.backgroundColor }}>
      <Sizer {...data} />
      <picture>
        {sources.map(({ type, srcSet, sizes, media }) => (
          <source key={`${type ?? ''}${media ?? ''}`} type={type} srcSet={srcSet} sizes={sizes} media={media} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          decoding={decoding}
          {...(priority ? { fetchpriority: 'high' } : {})}
        />
      </picture>
    </div>
  )
}
