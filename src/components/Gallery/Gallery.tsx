import React from 'react'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import * as styles from './Gallery.module.css'

export interface GalleryItem {
  image: ImageSource
  alt: string
  caption: string
}

/** Images with captions in a responsive grid. */
export function Gallery({ items }: { items: GalleryItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map(({ image, alt, caption }) => (
        <li key={caption}>
          <figure className={styles.figure}>
            <ContentImage image={image} alt={alt} className={styles.image} />
            <figcaption className={styles.caption}>{caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
