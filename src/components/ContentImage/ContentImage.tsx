import React from 'react'
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image'
import * as styles from './ContentImage.module.css'

/**
 * An image as components receive it: processed image data on the site, or a plain URL where no
 * processing happened (the editor's preview of an entry being edited).
 */
export type ImageSource = { data: IGatsbyImageData } | { src: string }

interface Props {
  image: ImageSource
  alt: string
  className?: string
  /** The page's largest image: load it eagerly and early. */
  priority?: boolean
}

export function ContentImage({ image, alt, className, priority = false }: Props) {
  if ('data' in image) {
    return (
      <GatsbyImage
        image={image.data}
        alt={alt}
        className={priority ? `${styles.priority} ${className ?? ''}` : className}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchpriority: 'high' } : {})}
      />
    )
  }
  return <img src={image.src} alt={alt} className={className} loading={priority ? 'eager' : 'lazy'} decoding="async" />
}
