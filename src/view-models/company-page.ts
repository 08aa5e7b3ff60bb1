/** The parts of a company page (src/templates/company-page.tsx) that only company pages show. */
import type { GalleryItem } from '@src/components/Gallery/Gallery'
import type { IconEntry } from '@src/components/IconGrid/IconGrid'
import type { TeamMember } from '@src/components/TeamGrid/TeamGrid'
import { toIconName } from '@src/config/icon-names'
import { toImageSource } from './image'

type CompanyPageData = Queries.CompanyPageQuery['companyPageById']

/** The service icon set: each service's icon with its specialist label. */
export const toIconEntries = (services: Queries.CompanyPageQuery['services']): IconEntry[] =>
  services.items.map(({ icon, title, specialist }) => ({ icon: toIconName(icon), title, caption: specialist }))

export const toTeamMembers = (team: CompanyPageData['team']): TeamMember[] =>
  (team ?? []).map(({ name, role, bio }) => ({ name, role, bio }))

export const toGalleryItems = (gallery: CompanyPageData['gallery']): GalleryItem[] =>
  (gallery ?? []).map(({ image, image_alt, caption }) => ({ image: toImageSource(image), alt: image_alt, caption }))
