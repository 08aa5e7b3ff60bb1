/**
 * The interface phrases (content/settings/interface.yaml) every page's components read through
 * usePhrases(): selected by the site-wide static query (hooks/use-site-chrome.ts), or read from the
 * CMS entry by the previews and from the file by unit tests.
 */
import { graphql } from 'gatsby'
import { DEFAULT_LOCALE, type Locale } from '../config/locales'
import { collections } from '../content-model/collections'
import type { Field } from '../content-model/types'
import { Phrases } from '../lib/phrases'
import type { PhraseData, SitePhrases } from '../types/phrases'

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

/** The phrases of one language; the interface file holds only the English ones so far. */
export const toPhrases = (data: PhraseData, locale: Locale = DEFAULT_LOCALE): SitePhrases => new Phrases(data, locale)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function fieldValue(field: Field, value: unknown): unknown {
  if (field.widget === 'object') return groupValue(field.fields, value)
  if (field.widget === 'list') return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : []
  if (typeof value === 'string' && value !== '') return value
  return field.required === false ? null : ''
}

const groupValue = (fields: readonly Field[], value: unknown): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, isRecord(value) ? value[field.name] : undefined)]))

const model = collections.find((c) => c.name === 'interface')

/**
 * The phrases of a parsed interface file in the shape the query returns, every field of the model
 * present (empty while an editor has not filled it in), so that a preview still draws.
 */
export function phraseDataOf(raw: unknown): PhraseData {
  if (!model) throw new Error('The content model has no interface collection')
  // The model is the schema's source, so a value built field by field from it has the query's shape.
  return groupValue(model.fields, raw) as unknown as PhraseData
}
