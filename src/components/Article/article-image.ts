import { graphql } from 'gatsby'

/** The hero image of a blog post or case study page, as Article shows it. */
export const articleImage = graphql`
  fragment ArticleImage on File {
    childImageSharp {
      gatsbyImageData(width: 960, layout: CONSTRAINED, sizes: "(min-width: 1040px) 960px, 100vw")
    }
    publicURL
  }
`
