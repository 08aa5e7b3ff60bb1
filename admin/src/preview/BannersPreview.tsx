import React from 'react'
import type { PreviewProps } from './preview-locale'
import { Banner } from '@src/components/Banner/Banner'
import { toBannerCopy, toBanners, type BannersData } from '@src/view-models/site-chrome'
import { entryData, groups, previewFile, text } from './entry-data'
import * as styles from './preview.module.css'

/** Every page banner in the file being edited, each under the address it is shown on. */
export function BannersPreview({ entry, getAsset }: PreviewProps) {
  const data = entryData(entry)
  const banners: BannersData = {
    tagline: text(data.tagline),
    heading: text(data.heading),
    home_crumb: text(data.home_crumb),
    routes: groups(data.routes).map((r) => ({
      route: text(r.route),
      title: text(r.title),
      crumb: text(r.crumb),
      watermark: text(r.watermark),
      background: previewFile(getAsset, r.background),
    })),
  }
  const copy = toBannerCopy(banners)
  return (
    <>
      {toBanners(banners).map((banner, i) => (
        <React.Fragment key={i}>
          <p className={styles.route}>{banner.route}</p>
          <Banner banner={banner} copy={copy} />
        </React.Fragment>
      ))}
    </>
  )
}
