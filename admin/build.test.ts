/**
 * @jest-environment node
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildAdminOnce, indexHtml, stampsOf, unchanged } from './build'
import { cmsSettingsFromEnv } from '../src/config/cms-settings'

const ADMIN_NODE_MODULES = `admin${path.sep}node_modules${path.sep}`
const SETTINGS = cmsSettingsFromEnv({ DECAP_REPO: 'acme/site' })

describe('the admin bundle', () => {
  let folder: string
  let outdir: string
  let inputs: string[]
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bundle-'))
    outdir = path.join(folder, 'admin')
    const first = await buildAdminOnce(outdir, SETTINGS)
    expect(first.rebuilt).toBe(true)
    inputs = first.inputs
  }, 120_000)
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

  it('is left as it is by a build that finds nothing it is made from changed', async () => {
    const written = fs.statSync(path.join(outdir, 'cms.js')).mtimeMs
    // The same files it was made from, whether it was built or kept.
    expect(await buildAdminOnce(outdir, SETTINGS)).toEqual({ rebuilt: false, inputs })
    expect(fs.statSync(path.join(outdir, 'cms.js')).mtimeMs).toBe(written)
  })

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

describe('the record of what the admin was made from', () => {
  it('holds while every file keeps its size and time, and not once one changes or goes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-record-'))
    try {
      fs.writeFileSync(path.join(root, 'a.tsx'), 'one')
      fs.writeFileSync(path.join(root, 'b.css'), 'two')
      const recorded = stampsOf(root, ['a.tsx', 'b.css'])!
      expect(unchanged(recorded, root)).toBe(true)
      const later = new Date(Date.now() + 5000)
      fs.utimesSync(path.join(root, 'b.css'), later, later)
      expect(unchanged(recorded, root)).toBe(false)
      expect(unchanged(stampsOf(root, ['a.tsx', 'b.css'])!, root)).toBe(true)
      fs.rmSync(path.join(root, 'a.tsx'))
      expect(unchanged(recorded, root)).toBe(false)
      expect(stampsOf(root, ['a.tsx'])).toBeUndefined()
      expect(unchanged({}, root)).toBe(false)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
