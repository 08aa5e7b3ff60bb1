import React from 'react'
import {
  Building2,
  Calculator,
  ChartColumn,
  FileCheck,
  Globe,
  Handshake,
  House,
  Landmark,
  PiggyBank,
  RefreshCcw,
  Scale,
  Shield,
  Target,
  Truck,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { IconName } from '../../config/icon-names'

/** Each icon name an editor may use, mapped to its lucide-react SVG. */
export const ICONS: Record<IconName, LucideIcon> = {
  'revolving-credit': RefreshCcw,
  mortgage: House,
  'business-banking': Landmark,
  'asset-finance': Truck,
  'business-setup': Building2,
  'account-opening': FileCheck,
  shield: Shield,
  chart: ChartColumn,
  handshake: Handshake,
  target: Target,
  scale: Scale,
  savings: PiggyBank,
  calculator: Calculator,
  globe: Globe,
}

export interface IconProps {
  name: IconName
  size?: number
  className?: string
  strokeWidth?: number
}

/** A decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className, strokeWidth = 1.75 }: IconProps) {
  const Svg = ICONS[name]
  return <Svg size={size} className={className} strokeWidth={strokeWidth} aria-hidden="true" focusable="false" />
}
