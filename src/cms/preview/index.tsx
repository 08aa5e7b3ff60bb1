import React from 'react'
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { BlogPostPreview, CaseStudyPreview } from './ArticlePreviews'
import { BannersPreview } from './BannersPreview'
import { HomePreview } from './HomePreview'
import { PreviewBoundary } from './PreviewBoundary'
import { PricingPreview } from './PricingPreview'
import { WithPhrases } from './WithPhrases'

type Preview = React.ComponentType<PreviewTemplateComponentProps>

/**
 * Each preview with the interface phrases the site's components read, and guarded, so that content
 * still being typed shows a note rather than an empty pane.
 */
const guarded = (Template: Preview): Preview =>
  function GuardedPreview(props: PreviewTemplateComponentProps) {
    return (
      <WithPhrases getCollection={props.getCollection}>
        <PreviewBoundary resetKey={props.entry}>
          <Template {...props} />
        </PreviewBoundary>
      </WithPhrases>
    )
  }

/**
 * Preview templates by the name Decap looks them up by: the collection name for Markdown folders,
 * the file name for YAML files (which is the collection name, see src/content-model/cms-config.ts).
 */
export const PREVIEWS: Readonly<Record<string, Preview>> = {
  blog: guarded(BlogPostPreview),
  caseStudies: guarded(CaseStudyPreview),
  pricing: guarded(PricingPreview),
  banners: guarded(BannersPreview),
  home: guarded(HomePreview),
}
