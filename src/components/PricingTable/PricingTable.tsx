import React from 'react'
import { Link } from 'gatsby'
import Check from 'lucide-react/icons/check'
import X from 'lucide-react/icons/x'
import { headingIds } from '@src/lib/shared/heading-ids'
import { usePhrases } from '@src/hooks/use-phrases'
import { buttonClass } from '@src/styles/button-class'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import * as styles from './PricingTable.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface PricingFeature {
  id: string
  label: string
}

export interface PricingPlan {
  name: string
  /** The price as written in content, e.g. "19.99". */
  price: string
  popular: boolean
  /** Ids of the included features. */
  features: string[]
  link: string
  linkLabel: string
}

export interface PricingTableProps extends SectionPlacement {
  heading: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  currency: string
  period: string
  features: PricingFeature[]
  plans: PricingPlan[]
  popularLabel: string
  id?: string
}

/** Monthly plans side by side, each listing every feature as included or not. */
export function PricingTable({ heading, currency, period, features, plans, popularLabel, id = 'pricing', later }: PricingTableProps) {
  const headingId = `${id}-heading`
  const nameIds = headingIds(
    id,
    plans.map((plan) => plan.name),
  )
  const phrases = usePhrases()
  return (
    <section data-later={later || undefined} className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading {...heading} align="center" id={headingId} />
        <ul className={styles.plans}>
          {plans.map((plan, i) => {
            const included = new Set(plan.features)
            const nameId = nameIds[i]
            return (
              <li key={plan.name} className={`${styles.plan} ${plan.popular ? styles.popular : ''}`} aria-labelledby={nameId}>
                <div className={styles.top}>
                  <h3 className={styles.name} id={nameId}>
                    {plan.name}
                  </h3>
                  {plan.popular && <p className={styles.badge}>{popularLabel}</p>}
                </div>
                <p className={styles.price}>
                  <span className={`${styles.amount} tabular ltr`}>
                    <span className={styles.currency}>{currency}</span>
                    {plan.price}
                  </span>
                  <span className={styles.period}>{phrases.text('pricing.per_period', { period })}</span>
                </p>
                <ul className={styles.features}>
                  {features.map((feature) => {
                    const has = included.has(feature.id)
                    return (
                      <li key={feature.id} className={has ? styles.included : styles.excluded} data-included={has}>
                        {has ? (
                          <Check className={styles.mark} size={18} strokeWidth={2.25} aria-hidden="true" />
                        ) : (
                          <X className={styles.mark} size={18} strokeWidth={2.25} aria-hidden="true" />
                        )}
                        <span>
                          {feature.label}
                          {/* Screen-reader wording of the feature's state; the check and cross icons carry it visually. */}
                          <span className="visually-hidden">: {phrases.text(has ? 'pricing.included' : 'pricing.not_included')}</span>
                        </span>
                      </li>
                    )
                  })}
                </ul>
                <Link to={plan.link} className={buttonClass(plan.popular ? 'primary' : 'secondary', styles.cta)}>
                  {plan.linkLabel}
                  <span className="visually-hidden">: {plan.name}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
