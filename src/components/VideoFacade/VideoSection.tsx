import React from 'react'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { VideoFacade, type VideoFacadeProps } from './VideoFacade'
import * as styles from './VideoFacade.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface VideoSectionProps extends SectionPlacement {
  heading: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  video: VideoFacadeProps
  id?: string
}

/** A section heading above the video facade. */
export function VideoSection({ heading, video, id = 'video', later }: VideoSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section data-later={later || undefined} className={styles.section} aria-labelledby={headingId} id={id}>
      <div className="container">
        <SectionHeading {...heading} align="center" inverted id={headingId} />
        <VideoFacade {...video} />
      </div>
    </section>
  )
}
