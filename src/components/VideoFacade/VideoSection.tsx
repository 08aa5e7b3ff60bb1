import React from 'react'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { VideoFacade, type VideoFacadeProps } from './VideoFacade'
import * as styles from './VideoFacade.module.css'

export interface VideoSectionProps {
  heading: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  video: VideoFacadeProps
  id?: string
}

/** A section heading above the video facade. */
export function VideoSection({ heading, video, id = 'video' }: VideoSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <div className={`container ${styles.sectionInner}`}>
        <SectionHeading {...heading} align="center" inverted id={headingId} />
        <VideoFacade {...video} />
      </div>
    </section>
  )
}
