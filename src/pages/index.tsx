import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Header } from '../components/Header/Header'
import { HomeLayout } from '../components/Layout/Layout'
import { PageSeo } from '../components/Seo/PageSeo'
import { useSiteChrome } from '../hooks/use-site-chrome'
import { required } from '../lib/required'

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { company, menu } = useSiteChrome()
  const home = required(data.homeYaml, 'home page content')
  return (
    <HomeLayout>
      <PageSeo title={company.name} pathname="/" />
      <Header companyName={company.name} email={company.email} phone={company.phone} menu={menu} onHomePage />
      <main id="main" tabIndex={-1}>
        <section className="container">
          <p>{home.slides[0].small_title}</p>
          <h1>{home.slides[0].title}</h1>
          <p>{home.slides[0].text}</p>
        </section>
        <section id="aboutus" className="container">
          <h2>{home.about.heading}</h2>
          <p>{home.about.text}</p>
        </section>
        <section id="services" className="container">
          <h2>{home.services_section.heading}</h2>
        </section>
      </main>
    </HomeLayout>
  )
}

export const query = graphql`
  query HomePage {
    homeYaml {
      slides {
        small_title
        title
        text
      }
      about {
        heading
        text
      }
      services_section {
        heading
      }
    }
  }
`
