import React from 'react'
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { PricingTable, type PricingTableProps } from './PricingTable'

interface PricingYaml {
  section: { eyebrow: string; heading: string; intro: string }
  currency: string
  period: string
  popular_label: string
  features: Array<{ id: string; label: string }>
  plans: Array<{ name: string; price: string; popular?: boolean; features: string[]; link: string; link_label: string }>
}

/** The props the template builds from the English edition of content/pricing/pricing.yaml. */
function propsFromContent(): PricingTableProps {
  const file = path.resolve(__dirname, '../../../content/pricing/pricing.yaml')
  const data = (yaml.load(fs.readFileSync(file, 'utf8')) as { en: PricingYaml }).en
  return {
    heading: data.section,
    currency: data.currency,
    period: data.period,
    popularLabel: data.popular_label,
    features: data.features,
    plans: data.plans.map((p) => ({
      name: p.name,
      price: p.price,
      popular: p.popular ?? false,
      features: p.features,
      link: p.link,
      linkLabel: p.link_label,
    })),
  }
}

const plan = (name: string) => screen.getByRole('listitem', { name })

/** Which features each plan includes (docs/specification.md#pricing). */
const SPEC_MATRIX: Record<string, boolean[]> = {
  Standard: [true, true, true, false, false, false],
  Ultimate: [true, true, true, true, false, false],
  Advanced: [true, true, true, true, false, false],
  Professional: [true, true, true, true, true, true],
}
const FEATURES = [
  '25k Transactions for more',
  'Get Low Pricing',
  'White Labelled Farms',
  'Advanced Route Optimization',
  'Broadcast Feature',
  'Branded Agent Dashboard',
]

describe('PricingTable with the site content', () => {
  beforeEach(() => render(<PricingTable {...propsFromContent()} />))

  it('shows the four plans with their monthly prices in tabular figures', () => {
    const prices = { Standard: '$00.99', Ultimate: '$19.99', Advanced: '$29.99', Professional: '$49.99' }
    for (const [name, price] of Object.entries(prices)) {
      const card = plan(name)
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(name)
      const amount = card.querySelector('.tabular')
      expect(amount).toHaveTextContent(price)
      expect(card).toHaveTextContent('/ month')
    }
  })

  it('announces and shows every feature exactly as the specification includes it', () => {
    for (const [name, expected] of Object.entries(SPEC_MATRIX)) {
      const items = within(plan(name)).getAllByRole('listitem')
      expect(items).toHaveLength(FEATURES.length)
      items.forEach((item, i) => {
        expect(item).toHaveTextContent(FEATURES[i])
        expect(item).toHaveTextContent(expected[i] ? ': included' : ': not included')
        expect(item).toHaveAttribute('data-included', String(expected[i]))
        expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
        expect(item.querySelector('svg')?.getAttribute('class')).toContain(expected[i] ? 'lucide-check' : 'lucide-x')
      })
    }
  })

  it('flags only Ultimate as Most Popular', () => {
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
    expect(within(plan('Ultimate')).getByText('Most Popular')).toBeInTheDocument()
  })

  it("sends each plan's Read More to /company/faq", () => {
    for (const name of Object.keys(SPEC_MATRIX)) {
      const link = within(plan(name)).getByRole('link', { name: new RegExp(`^Read More\\s*:\\s*${name}$`) })
      expect(link).toHaveAttribute('href', '/company/faq')
    }
  })
})

describe('PricingTable driven by props', () => {
  it('follows a changed price and a changed inclusion without code changes', () => {
    const props = propsFromContent()
    props.plans[0] = { ...props.plans[0], price: '05.49', features: [...props.plans[0].features, 'broadcast'] }
    render(<PricingTable {...props} />)
    const standard = plan('Standard')
    expect(standard).toHaveTextContent('$05.49')
    expect(standard).not.toHaveTextContent('$00.99')
    expect(within(standard).getByText('Broadcast Feature').parentElement).toHaveAttribute('data-included', 'true')
    expect(within(standard).getByText('Branded Agent Dashboard').parentElement).toHaveAttribute('data-included', 'false')
  })
})

describe('PricingTable with Arabic plan names', () => {
  it('labels each plan by its own name, with ids that stay distinct', () => {
    const props = propsFromContent()
    // The plan names of content-ar/pricing/pricing.yaml.
    const names = ['الباقة القياسية', 'الباقة الشاملة', 'الباقة المتقدمة', 'الباقة الاحترافية']
    props.plans = props.plans.map((p, i) => ({ ...p, name: names[i] }))
    const { container } = render(<PricingTable {...props} />)
    for (const name of names) expect(within(plan(name)).getByRole('heading', { level: 3 })).toHaveTextContent(name)
    const ids = [...container.querySelectorAll('h3')].map((h) => h.id)
    expect(new Set(ids).size).toBe(names.length)
  })
})
