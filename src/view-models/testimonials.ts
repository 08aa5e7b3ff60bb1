/** The testimonials of the home page and the company pages, and of the home page's CMS preview. */
import { graphql } from 'gatsby'
import type { Testimonial } from '@src/components/Testimonials/Testimonials'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const testimonialsFragment = graphql`
  fragment TestimonialsSection on TestimonialsYaml {
    items {
      name
      role
      text
      rating
      reviews_label
    }
  }
`

// `||` where `??` would do: Babel writes `??` out long, and an empty role is shown as none either way.
export const toTestimonials = ({ items }: Queries.TestimonialsSectionFragment): Testimonial[] =>
  items.map((t) => ({ name: t.name, role: t.role || undefined, text: t.text, rating: t.rating, reviewsLabel: t.reviews_label }))
