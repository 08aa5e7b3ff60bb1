import React from 'react'
import Building2 from 'lucide-react/icons/building-2'
import Calculator from 'lucide-react/icons/calculator'
import ChartColumn from 'lucide-react/icons/chart-column'
import FileCheck from 'lucide-react/icons/file-check'
import Globe from 'lucide-react/icons/globe'
import Handshake from 'lucide-react/icons/handshake'
import House from 'lucide-react/icons/house'
import Landmark from 'lucide-react/icons/landmark'
import PiggyBank from 'lucide-react/icons/piggy-bank'
import RefreshCcw from 'lucide-react/icons/refresh-ccw'
import Scale from 'lucide-react/icons/scale'
import Shield from 'lucide-react/icons/shield'
import Target from 'lucide-react/icons/target'
import Truck from 'lucide-react/icons/truck'
import type { LucideIcon } from 'lucide-react'
import type { IconName } from '@src/config/icon-names'

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
