/**
 * Names an editor may give a service or feature icon: the content model's options, each drawn by
 * components/Icon.
 */
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

/** Narrows an icon name read from content; the content check has already limited it to ICON_NAMES. */
export function toIconName(name: string): IconName {
  if (!(ICON_NAMES as readonly string[]).includes(name))
    throw new Error(`Unknown icon "${name}"; the content check should have caught this`)
  return name as IconName
}
