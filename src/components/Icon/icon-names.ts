/** Names an editor may give a service or feature icon; Icon.tsx maps each to its SVG. */
export const ICON_NAMES = [
  'revolving-credit',
  'mortgage',
  'business-banking',
  'asset-finance',
  'business-setup',
  'account-opening',
  'shield',
  'chart',
  'handshake',
  'target',
  'scale',
  'savings',
  'calculator',
  'globe',
] as const

export type IconName = (typeof ICON_NAMES)[number]
