/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildAdmin, indexHtml } from './build'
import { cmsSettingsFromEnv } from '../src/config/cms-settings'

const ADMIN_NODE_MODULES = `admin${path.sep}node_modules${path.sep}`

describe('the admin bundle', () => {
  let outdir: string
  let inputs: string[]
  beforeAll(async () => {
    outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bundle-'))
    const meta = await buildAdmin(outdir, cmsSettingsFromEnv({ DECAP_REPO: 'acme/site' }))
    inputs = Object.keys(meta.inputs)
  }, 120_000)
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }))

  it("holds one React, the admin's 19, wherever the importing file is (the site's components included)", () => {
    const reacts = inputs.filter((file) => /(^|\/)node_modules\/(react|react-dom)\//.test(file))
    expect(reacts.length).toBeGreaterThan(0)
    expect(reacts.filter((file) => !file.startsWith(ADMIN_NODE_MODULES))).toEqual([])
    expect(inputs).toContain('src/components/Article/Article.tsx')
    const version = JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules/react/package.json'), 'utf8')).version
    expect(version).toMatch(/^19\./)
    expect(fs.readFileSync(path.join(outdir, 'cms.js'), 'utf8')).toContain(`"${version}"`)
  })

  it("draws Gatsby's links with its stand-in, never Gatsby's browser runtime", () => {
    expect(inputs).toContain('admin/shims/gatsby.tsx')
    expect(inputs.filter((file) => /node_modules\/(gatsby|gatsby-link|gatsby-plugin-image)\//.test(file))).toEqual([])
  })

  it("writes the settings it was given, the previews' stylesheet with the CSS Modules, and its page", () => {
    expect(fs.readFileSync(path.join(outdir, 'cms.js'), 'utf8')).toContain('acme/site')
    const css = fs.readFileSync(path.join(outdir, 'cms.css'), 'utf8')
    // A CSS Module's declaration (PricingTable.module.css) and a design token of the global styles.
    expect(css.includes('--cols-desktop: 4')).toBe(true)
    expect(css.includes('--color-ink:')).toBe(true)
    expect(fs.readFileSync(path.join(outdir, 'index.html'), 'utf8')).toBe(indexHtml())
    expect(indexHtml()).not.toContain('cms.css')
    expect(fs.readdirSync(outdir).sort()).toEqual(['cms.css', 'cms.js', 'cms.js.LEGAL.txt', 'favicon.svg', 'index.html', 'static'])
  })
})
