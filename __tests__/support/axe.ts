import fs from 'fs'
import path from 'path'
import { createRequire } from 'module'
import type { Page } from '@playwright/test'
import { renderAll } from './page-visit'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The axe-core that @axe-core/playwright runs, minified (its `source` is not, and takes twice as long to evaluate). */
const AXE_SOURCE = fs.readFileSync(
  path.join(path.dirname(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/package.json')), 'axe.min.js'),
  'utf8',
)

interface AxeRun {
  run(
    context: Document,
    options: object,
  ): Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }> }>
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the open page, one line each: "rule (impact): targets".
 *
 * axe-core runs once in the page itself, as AxeBuilder's legacy mode does, but evaluated once:
 * AxeBuilder evaluates its source twice per analysis and by default opens a second page to merge
 * the results of each frame, which together cost more than the analysis. The pages have no frame
 * that this leaves out (the video's frame of another origin exists only once a reader plays it).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Off-screen sections are rendered lazily (content-visibility); axe needs them laid out to judge contrast.
  await renderAll(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: AxeRun }
    // Passes and the rest are not read here: only violations are collected in full.
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, WCAG_21_AA)
}
