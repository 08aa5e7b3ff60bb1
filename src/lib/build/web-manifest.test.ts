/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { BRAND_COLORS, SITE_FILES } from '../../config/constants'
import { APP_ICONS, webManifest } from './web-manifest'

const ROOT = path.resolve(__dirname, '../../..')

/** Width and height from a PNG file's header. */
function pngSize(sitePath: string): [number, number] {
  const header = fs.readFileSync(path.join(ROOT, 'static', sitePath)).subarray(0, 24)
  expect(header.subarray(1, 4).toString()).toBe('PNG')
  return [header.readUInt32BE(16), header.readUInt32BE(20)]
}

describe('the web app manifest', () => {
  const manifest = webManifest({ name: 'Meridian Gulf Advisory', description: 'Advice.' })

  it('names the site from content and starts at the home page', () => {
    expect(manifest).toMatchObject({ name: 'Meridian Gulf Advisory', description: 'Advice.', start_url: '/', display: 'standalone' })
  })

  it('lists committed icons of the sizes it claims, including a maskable one', () => {
    for (const icon of APP_ICONS) expect(pngSize(icon.src)).toEqual([icon.size, icon.size])
    expect(pngSize(SITE_FILES.appleTouchIcon)).toEqual([180, 180])
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  })

  it('uses the design tokens’ ink and surface colours', () => {
    const tokens = fs.readFileSync(path.join(ROOT, 'src/styles/tokens.css'), 'utf8')
    const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1]
    expect(BRAND_COLORS.theme).toBe(token('--color-ink'))
    expect(BRAND_COLORS.background).toBe(token('--color-surface'))
  })
})
