/** Plain props shared by the site chrome (header, footer, banner); never GraphQL result shapes. */
import type { HomeSectionId } from '../config/constants'
import type { ImageSource } from './image'

export interface Address {
  street: string
  area: string
  poBox?: string
  city: string
  country: string
}

export interface Company {
  name: string
  phone: string
  email: string
  address: Address
  /** The chat link, already built from phone, greeting and name. */
  chatUrl: string
  footer: { heading: string; blurb: string; copyright: string }
}

export interface MenuItem {
  label: string
  section: HomeSectionId
}

export interface SiteLink {
  label: string
  to: string
}

export interface BannerContent {
  title: string
  crumb: string
  watermark: string
  background: ImageSource
}

export interface BannerCopy {
  tagline: string
  heading: string
  homeCrumb: string
}
