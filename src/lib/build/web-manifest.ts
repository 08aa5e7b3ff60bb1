/** The web app manifest and the icons it lists; the icons are drawn by tools/make-icons.ts. */
import { BRAND_COLORS } from '../../config/constants'

export interface AppIcon {
  src: string
  size: number
  /** Maskable icons keep the mark inside the safe zone, so launchers may crop them to any shape. */
  purpose: 'any' | 'maskable'
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
]

export interface WebManifest {
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: 'browser' | 'minimal-ui' | 'standalone'
  theme_color: string
  background_color: string
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
}

export function webManifest(site: { name: string; description: string }): WebManifest {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS.theme,
    background_color: BRAND_COLORS.background,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  }
}
