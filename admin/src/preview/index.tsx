import React, { useLayoutEffect } from 'react'
import { BlogPostPreview, CaseStudyPreview } from './ArticlePreviews'
import { BannersPreview } from './BannersPreview'
import { HomePreview } from './HomePreview'
import { PreviewBoundary } from './PreviewBoundary'
import { PricingPreview } from './PricingPreview'
import { WithPhrases } from './WithPhrases'
import { previewDocumentLanguage, previewLocale, type DecapPreviewProps, type PreviewProps } from './preview-locale'

type Preview = React.ComponentType<DecapPreviewProps>

/**
 * The preview frame's <html> says the edition shown, as the pages' own do: `lang="ar" dir="rtl"`
 * for Arabic, which sets the text right to left in the Arabic face (tokens.css, `:root:lang(ar)`,
 * whose Kufi font the admin's stylesheet declares). Decap keeps one frame while the editor switches
 * languages, so it is set again on every switch.
 */
function DocumentLanguage({ document, locale }: { document: Document | undefined; locale: PreviewProps['locale'] }) {
  useLayoutEffect(() => {
    const root = document?.documentElement
    if (!root) return
    const { lang, dir } = previewDocumentLanguage(locale)
    root.setAttribute('lang', lang)
    root.setAttribute('dir', dir)
  }, [document, locale])
  return null
}

/**
 * Each preview in the edition the editor shows, with that edition's interface phrases, which the
 * site's components read, and guarded, so that content still being typed shows a note rather than
 * an empty pane.
 */
const guarded = (Template: React.ComponentType<PreviewProps>): Preview =>
  function GuardedPreview(props: DecapPreviewProps) {
    const locale = previewLocale(props.locale)
    return (
      <>
        <DocumentLanguage document={props.document} locale={locale} />
        {/* Keyed by the edition: what a preview loaded for one edition is not shown in the other. */}
        <WithPhrases key={locale} getCollection={props.getCollection} locale={locale}>
          <PreviewBoundary resetKey={props.entry}>
            <Template {...props} locale={locale} />
          </PreviewBoundary>
        </WithPhrases>
      </>
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
