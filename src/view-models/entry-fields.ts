/**
 * The fields that the queries of dated entries share, each set once: an entry's schedule, from which its
 * state is read (live, scheduled, taken down, draft), and the head of a dated entry. Their types are the
 * interfaces the content model declares (ENTRY_INTERFACES, src/content-model/schema.ts).
 */
import { graphql } from 'gatsby'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const entryScheduleFragment = graphql`
  fragment EntrySchedule on ScheduledEntry {
    draft
    scheduled
    publish_at
    unpublish_at
  }
`

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const datedEntryHeadFragment = graphql`
  fragment DatedEntryHead on DatedEntry {
    path
    title
    date
    excerpt
    category
    ...EntrySchedule
  }
`
