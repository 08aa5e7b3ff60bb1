/**
 * The interface phrases (content/settings/interface.yaml) every page's components read through
 * usePhrases(): selected by the site-wide static query (hooks/use-site-chrome.ts); the CMS previews
 * read them from the entry (admin/src/preview/phrase-data.ts).
 */
import { graphql } from 'gatsby'
import { DEFAULT_LOCALE, type Locale } from '@src/config/locales'
import { Phrases } from '@src/lib/shared/phrases'
import type { PhraseData, SitePhrases } from '@src/types/phrases'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const interfacePhrases = graphql`
  fragment InterfacePhrases on InterfaceYaml {
    page {
      skip_to_content
      loading
      back_to_top
      title
      opens_chat
      separator
    }
    header {
      home_link
      menu_button
      menu
      breadcrumb
      other_language
      other_language_label
      other_language_home_label
    }
    footer {
      contact
      explore
      explore_menu
      company
    }
    contact {
      address
      phone
      email
    }
    home {
      slider
      slider_kind
      slide_kind
      slide_position
      previous_slide
      next_slide
      pause
      play
      about_phone
      about_email
      counters
      previous_posts
      next_posts
      read_case_study
    }
    articles {
      draft
      scheduled
      taken_down
      published
      author
      comments
      comment_count {
        zero
        one
        two
        few
        many
        other
      }
      facts
      category
      date
      focus
      results
      more
      previous
      next
      related
      tags
      no_case_studies
      last_reviewed
    }
    listings {
      topic
      articles {
        zero
        one
        two
        few
        many
        other
      }
      tag_intro
      page_title
      page_link
      blog_pages
      tag_pages
    }
    pricing {
      included
      not_included
      per_period
    }
    testimonials {
      rating
    }
    search {
      link
      label
      hint
      results {
        zero
        one
        two
        few
        many
        other
      }
      none
      searching
      failed
      needs_js
      kind_post
      kind_case_study
      kind_service
      kind_company
    }
    not_found {
      title
      text
      link
    }
    dates {
      months
      day
      month
    }
  }
`

/** The phrases of one edition of the interface file (its `en:` or `ar:` half). */
export const toPhrases = (data: PhraseData, locale: Locale = DEFAULT_LOCALE): SitePhrases => new Phrases(data, locale)
