import type { Company } from '../types/site'
import { chatUrl } from './chat-link'

export type CompanyData = NonNullable<Queries.SiteChromeQuery['companyYaml']>

/** The company details every page shows, with the chat link built from phone, greeting and name. */
export function toCompany(company: CompanyData): Company {
  return {
    name: company.name,
    phone: company.phone,
    email: company.email,
    address: { ...company.address, poBox: company.address.po_box ?? undefined },
    chatUrl: chatUrl(company.phone, company.chat_greeting, company.name),
    footer: company.footer,
  }
}
