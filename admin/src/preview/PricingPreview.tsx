import React from 'react'
import { PricingTable } from '@src/components/PricingTable/PricingTable'
import { toPricingProps } from '@src/view-models/pricing'
import { entryData, group, groups, optionalText, text, texts } from './entry-data'
import type { PreviewProps } from './preview-locale'

/** The pricing file being edited, in the edition shown, drawn as the pricing table of the services and pricing pages. */
export function PricingPreview({ entry, locale }: PreviewProps) {
  const data = entryData(entry)
  const section = group(data.section)
  const pricing: Queries.PricingSectionFragment = {
    section: { eyebrow: text(section.eyebrow), heading: text(section.heading), intro: optionalText(section.intro) },
    currency: text(data.currency),
    period: text(data.period),
    popular_label: text(data.popular_label),
    features: groups(data.features).map((f) => ({ id: text(f.id), label: text(f.label) })),
    plans: groups(data.plans).map((plan) => ({
      name: text(plan.name),
      price: text(plan.price),
      // An unset flag is false, as the schema's default says.
      popular: plan.popular === true,
      features: texts(plan.features),
      link: text(plan.link),
      link_label: text(plan.link_label),
    })),
  }
  return <PricingTable {...toPricingProps(pricing, locale)} />
}
