import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { RENDER_ALL_CLASS } from '../../src/hooks/use-active-section'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's WCAG 2.1 A and AA violations on the open page, one line each: "rule (impact): targets". */
export async function axeViolations(page: Page): Promise<string[]> {
  // Off-screen sections are rendered lazily (content-visibility); axe needs them laid out to judge contrast.
  await page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
