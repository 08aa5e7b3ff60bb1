/**
 * SVG building blocks: palette, gradients, number formatting and small
 * geometry helpers shared by every composition.
 */
export const C = {
  deep: '#071627',
  ink: '#0B2239',
  mid: '#16365A',
  teal: '#0F7B6C',
  tealLight: '#2BA58F',
  gold: '#C8A45C',
  paper: '#F7F5F0',
  mist: '#D9DEE5',
  slate: '#8A94A3',
} as const

export type Pt = [number, number]
export type Stop = [offset: number, color: string, opacity?: number]

/** Format a number compactly (1 decimal) to keep the SVG strings small. */
export const f = (n: number): string => {
  const v = Math.round(n * 10) / 10
  return Object.is(v, -0) ? '0' : String(v)
}

export function doc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `<defs>${defs}</defs>${body}</svg>`
}

const stopsXml = (stops: Stop[]): string =>
  stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')

/** Linear gradient in user space (absolute pixel coordinates). */
export function linear(id: string, x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsXml(stops)}</linearGradient>`
}

/** Radial gradient in user space; optional ry for an elliptical glow. */
export function radial(id: string, cx: number, cy: number, r: number, stops: Stop[], ry?: number): string {
  if (ry !== undefined && ry !== r) {
    const sy = ry / r
    return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${f(r)}" gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${sy.toFixed(4)})">${stopsXml(stops)}</radialGradient>`
  }
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stopsXml(stops)}</radialGradient>`
}

/** A mask that fades content in with a linear ramp. */
export function fadeMask(id: string, w: number, h: number, x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
  return (
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
    linear(`${id}-g`, x1, y1, x2, y2, stops) +
    `<rect width="${w}" height="${h}" fill="url(#${id}-g)"/></mask>`
  )
}

/** A mask that fades content with a radial ramp. */
export function radialMask(id: string, w: number, h: number, cx: number, cy: number, r: number, stops: Stop[], ry?: number): string {
  return (
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}">` +
    radial(`${id}-g`, cx, cy, r, stops, ry) +
    `<rect width="${w}" height="${h}" fill="url(#${id}-g)"/></mask>`
  )
}

export const rect = (x: number, y: number, w: number, h: number, attrs: string): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" ${attrs}/>`

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`

export const path = (d: string, attrs: string): string => `<path d="${d}" ${attrs}/>`

export const poly = (pts: Pt[], close = true): string =>
  pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p[0])} ${f(p[1])}`).join('') + (close ? 'Z' : '')

/** Smooth open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: Pt[], tension = 0.5): string {
  if (pts.length < 2) return ''
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[Math.min(pts.length - 1, i + 2)]
    const k = tension / 3
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k]
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k]
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`
  }
  return d
}

/** Bar with rounded top corners only (bottom sits flat on the baseline). */
export function bar(x: number, baseY: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h)
  const top = baseY - h
  return (
    `M${f(x)} ${f(baseY)}V${f(top + rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + rr)} ${f(top)}` +
    `H${f(x + w - rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + w)} ${f(top + rr)}V${f(baseY)}Z`
  )
}

/** Arc path (open) from angle a0 to a1 (radians, clockwise in screen space). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const x0 = cx + r * Math.cos(a0)
  const y0 = cy + r * Math.sin(a0)
  const x1 = cx + r * Math.cos(a1)
  const y1 = cy + r * Math.sin(a1)
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0
  const sweep = a1 > a0 ? 1 : 0
  return `M${f(x0)} ${f(y0)}A${f(r)} ${f(r)} 0 ${large} ${sweep} ${f(x1)} ${f(y1)}`
}

/** Annular sector (donut segment) as a closed path. */
export function donutSegment(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  const large = a1 - a0 > Math.PI ? 1 : 0
  const p = (r: number, a: number): string => `${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`
  return `M${p(r1, a0)}A${f(r1)} ${f(r1)} 0 ${large} 1 ${p(r1, a1)}` + `L${p(r0, a1)}A${f(r0)} ${f(r0)} 0 ${large} 0 ${p(r0, a0)}Z`
}

/** Pointed (two-centred) Islamic arch; `k` ≥ 0.5 controls how pointed it is. */
export function pointedArch(x: number, baseY: number, w: number, springY: number, k = 0.85): string {
  const r = w * k
  const rise = Math.sqrt(r * r - (r - w / 2) * (r - w / 2))
  const apexY = springY - rise
  return (
    `M${f(x)} ${f(baseY)}V${f(springY)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w / 2)} ${f(apexY)}` +
    `A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(springY)}V${f(baseY)}Z`
  )
}

/** Star polygon {n/k} as a closed path. */
export function starPolygon(cx: number, cy: number, r: number, n: number, k: number, rot = -Math.PI / 2): string {
  const pts: Pt[] = []
  let idx = 0
  const seen = new Set<number>()
  // Handles compound stars (gcd(n,k) > 1) by emitting several closed loops.
  let d = ''
  for (let start = 0; start < n; start++) {
    if (seen.has(start)) continue
    pts.length = 0
    idx = start
    do {
      seen.add(idx)
      const a = rot + (idx * 2 * Math.PI) / n
      pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
      idx = (idx + k) % n
    } while (idx !== start)
    d += poly(pts)
  }
  return d
}
