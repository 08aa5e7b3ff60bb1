/** The how-we-work section (about-company3) of the services page. */
import type { AboutCompany3Props } from '@src/components/AboutCompany3/AboutCompany3'
import type { Company } from '@src/types/site'
import { toImageSource } from './image'

type HowWeWorkData = Queries.ServicesPageQuery['servicesPage']['about_company3']

export const toAboutCompany3Props = (how: HowWeWorkData, company: Company, contactLabel: string): AboutCompany3Props => ({
  eyebrow: how.eyebrow,
  heading: how.heading,
  text: how.text,
  points: [...how.points],
  image: toImageSource(how.image),
  imageAlt: how.image_alt,
  contactLabel,
  chatUrl: company.chatUrl,
})
