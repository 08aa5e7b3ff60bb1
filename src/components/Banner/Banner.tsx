import React from 'react'
import { Link } from 'gatsby'
import ChevronRight from 'lucide-react/icons/chevron-right'
import { sentences } from '@src/lib/shared/sentences'
import { usePhrases } from '@src/hooks/use-phrases'
import { paths } from '@src/config/constants'
import { localisedPath } from '@src/config/locales'
import { useLocale } from '@src/hooks/use-locale'
import type { BannerContent, BannerCopy } from '@src/types/site'
import { ContentImage } from '../ContentImage/ContentImage'
import * as styles from './Banner.module.css'

export interface BannerProps {
  banner: BannerContent
  copy: BannerCopy
}

/** The inner-page banner: background, fixed tagline and heading, Home breadcrumb, watermark. */
export function Banner({ banner, copy }: BannerProps) {
  const phrases = usePhrases()
  const home = localisedPath(useLocale().locale, paths.home)
  return (
    <section className={styles.banner} aria-label={banner.title}>
      <ContentImage image={banner.background} alt="" className={styles.background} priority />
      <div className={`container ${styles.inner}`}>
        <p className={styles.tagline}>
          {sentences(copy.tagline).map((sentence, i) => (
            <span key={i} className={styles.phrase}>
              {i > 0 && ' '}
              {sentence}
            </span>
          ))}
        </p>
        <p className={styles.heading}>{copy.heading}</p>
        <nav aria-label={phrases.text('header.breadcrumb')}>
          <ol className={styles.crumbs}>
            <li>
              <Link to={home}>{copy.homeCrumb}</Link>
            </li>
            <li aria-current="page">
              <ChevronRight aria-hidden="true" size={16} className="directional" />
              {banner.crumb}
            </li>
          </ol>
        </nav>
      </div>
      <span className={`${styles.watermark} pin-end`} aria-hidden="true">
        {banner.watermark}
      </span>
    </section>
  )
}
