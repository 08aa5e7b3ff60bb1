/**
 * Composite motifs used by several compositions: pattern layers, skyline
 * layers with water reflections, chart pieces, coins, gears, palms
 * and a dotted map of the Arabian Peninsula.
 */
import { Canvas } from './canvas'
import { medallion, octagonLattice } from './pattern'
import { between, Rng } from './prng'
import { Skyline, skyline, SkylineOpts } from './skyline'
import { bar, C, circle, f, path, Pt, smooth } from './svg'

export interface LatticeOpts {
  /** draw the small inner star in each rosette (default true) */
  inner?: boolean
  cell: number
  color: string
  opacity: number
  width?: number
  mask?: string
  x?: number
  y?: number
  w?: number
  h?: number
  transform?: string
}

export function lattice(cv: Canvas, o: LatticeOpts): void {
  const d = octagonLattice({ x: o.x ?? 0, y: o.y ?? 0, w: o.w ?? cv.w, h: o.h ?? cv.h, cell: o.cell, inner: o.inner })
  cv.add(
    `<g ${o.mask ?? ''}><path d="${d}" fill="none" stroke="${o.color}" stroke-opacity="${o.opacity}" stroke-width="${o.width ?? 1}" stroke-linejoin="round"${o.transform ? ` transform="${o.transform}"` : ''}/></g>`,
  )
}

export function medallionLayer(
  cv: Canvas,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
  width = 1.2,
  mask = '',
): void {
  cv.add(
    `<g ${mask}><path d="${medallion(cx, cy, r)}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}"/></g>`,
  )
}

export interface LayerStyle {
  fill: string
  opacity?: number
  windowFill?: string
  windowOpacity?: number
  /** extra attributes for the wrapping <g> (e.g. a fade mask) */
  extra?: string
}

/** Draws a skyline layer; returns the markup so it can be reused for reflections. */
export function skylineLayer(cv: Canvas, rng: Rng, o: SkylineOpts, s: LayerStyle): string {
  const sk: Skyline = skyline(rng, o)
  let g = `<path d="${sk.d}" fill="${s.fill}"${s.opacity !== undefined ? ` fill-opacity="${s.opacity}"` : ''}/>`
  if (sk.windows && s.windowFill) {
    g += `<path d="${sk.windows}" fill="${s.windowFill}" fill-opacity="${s.windowOpacity ?? 0.4}"/>`
  }
  const wrapped = `<g ${s.extra ?? ''}>${g}</g>`
  cv.add(wrapped)
  return wrapped
}

/** Mirror markup around a horizontal water line, fading out with depth. */
export function reflection(cv: Canvas, markup: string, baseY: number, depth: number, opacity: number): void {
  const mask = cv.maskLin(0, baseY, 0, baseY + depth, [
    [0, '#fff', 1],
    [1, '#fff', 0],
  ])
  cv.add(`<g ${mask} opacity="${opacity}"><g transform="matrix(1 0 0 -1 0 ${f(2 * baseY)})">${markup}</g></g>`)
}

/** Horizontal ripple strokes on water. */
export function ripples(
  cv: Canvas,
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  n: number,
  color: string,
  opacity: number,
): void {
  let d = ''
  for (let i = 0; i < n; i++) {
    const t = rng()
    const y = y0 + (y1 - y0) * t * t
    const len = between(rng, 20, 140) * (0.5 + t)
    const x = between(rng, x0, x1 - len)
    d += `M${f(x)} ${f(y)}h${f(len)}`
  }
  cv.add(path(d, `fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="1.2" stroke-linecap="round"`))
}

/** A rising series with gentle noise, returned as points. */
export function series(rng: Rng, x0: number, x1: number, n: number, yStart: number, yEnd: number, noise: number, shape = 1.4): Pt[] {
  const pts: Pt[] = []
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const base = yStart + (yEnd - yStart) * Math.pow(t, shape)
    const jitter = i === 0 || i === n - 1 ? 0 : (rng() - 0.5) * 2 * noise
    pts.push([x0 + (x1 - x0) * t, base + jitter])
  }
  return pts
}

/** Line chart with area fill, nodes and a highlighted last point. */
export function lineChart(
  cv: Canvas,
  pts: Pt[],
  baseY: number,
  o: {
    stroke: string
    width: number
    areaColor: string
    areaOpacity: number
    node?: string
    nodeFill?: string
    nodeR?: number
    accent?: string
  },
): void {
  const d = smooth(pts, 0.45)
  const last = pts[pts.length - 1]
  const first = pts[0]
  const top = Math.min(...pts.map((p) => p[1]))
  const area = `${d}L${f(last[0])} ${f(baseY)}L${f(first[0])} ${f(baseY)}Z`
  cv.add(
    path(
      area,
      `fill="${cv.lin(0, top, 0, baseY, [
        [0, o.areaColor, o.areaOpacity],
        [1, o.areaColor, 0],
      ])}"`,
    ),
  )
  cv.add(path(d, `fill="none" stroke="${o.stroke}" stroke-width="${o.width}" stroke-linecap="round" stroke-linejoin="round"`))
  if (o.node) {
    const r = o.nodeR ?? 5
    let nodes = ''
    for (const p of pts.slice(1, -1)) nodes += circle(p[0], p[1], r, '')
    cv.add(`<g fill="${o.nodeFill ?? C.ink}" stroke="${o.node}" stroke-width="${Math.max(1.5, o.width * 0.7)}">${nodes}</g>`)
  }
  if (o.accent) {
    const r = (o.nodeR ?? 5) * 1.6
    cv.add(
      circle(
        last[0],
        last[1],
        r * 4.5,
        `fill="${cv.rad(last[0], last[1], r * 4.5, [
          [0, o.accent, 0.45],
          [1, o.accent, 0],
        ])}"`,
      ),
    )
    cv.add(circle(last[0], last[1], r * 2.2, `fill="none" stroke="${o.accent}" stroke-opacity="0.5" stroke-width="1.5"`))
    cv.add(circle(last[0], last[1], r, `fill="${o.accent}"`))
  }
}

/** Row of bars with rounded tops; heights in px. */
export function bars(
  cv: Canvas,
  x0: number,
  baseY: number,
  bw: number,
  gap: number,
  heights: number[],
  fill: string | ((i: number) => string),
  radius = 4,
  extra = '',
): void {
  let out = ''
  heights.forEach((h, i) => {
    const fl = typeof fill === 'function' ? fill(i) : fill
    out += path(bar(x0 + i * (bw + gap), baseY, bw, h, radius), `fill="${fl}"`)
  })
  cv.add(`<g ${extra}>${out}</g>`)
}

/** Ledger grid: horizontal rules with optional column rules. */
export function ledger(x: number, y: number, w: number, h: number, rowH: number, cols: number[]): string {
  let d = ''
  for (let yy = y; yy <= y + h + 0.1; yy += rowH) d += `M${f(x)} ${f(yy)}h${f(w)}`
  for (const c of cols) d += `M${f(x + c)} ${f(y)}v${f(h)}`
  return d
}

/** An isometric coin stack (drawn bottom-up). */
export function coinStack(
  cx: number,
  baseY: number,
  rx: number,
  n: number,
  o: { side: string; face: string; rim: string; thick?: number },
): string {
  const ry = rx * 0.32
  const th = o.thick ?? rx * 0.16
  let out = ''
  for (let i = 0; i < n; i++) {
    const y = baseY - i * th
    const side = `M${f(cx - rx)} ${f(y - th)}V${f(y)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(y)}V${f(y - th)}Z`
    out += path(side, `fill="${o.side}"`)
    out += `<ellipse cx="${f(cx)}" cy="${f(y - th)}" rx="${f(rx)}" ry="${f(ry)}" fill="${o.face}"/>`
    if (i === n - 1) {
      out += `<ellipse cx="${f(cx)}" cy="${f(y - th)}" rx="${f(rx * 0.74)}" ry="${f(ry * 0.74)}" fill="none" stroke="${o.rim}" stroke-width="1.5"/>`
    } else {
      out += path(
        `M${f(cx - rx)} ${f(y - th)}A${f(rx)} ${f(ry)} 0 0 0 ${f(cx + rx)} ${f(y - th)}`,
        `fill="none" stroke="${o.rim}" stroke-opacity="0.35" stroke-width="1"`,
      )
    }
  }
  return out
}

/** Gear outline with a centre hole (use fill-rule evenodd). */
export function gear(cx: number, cy: number, r: number, teeth: number, depth: number, hole: number, rot = 0): string {
  const pts: Pt[] = []
  const step = (Math.PI * 2) / teeth
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * step
    const spans: [number, number][] = [
      [a - step * 0.5, r - depth],
      [a - step * 0.3, r - depth],
      [a - step * 0.18, r],
      [a + step * 0.18, r],
      [a + step * 0.3, r - depth],
    ]
    for (const [ang, rr] of spans) pts.push([cx + rr * Math.cos(ang), cy + rr * Math.sin(ang)])
  }
  let d = pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p[0])} ${f(p[1])}`).join('') + 'Z'
  d += `M${f(cx - hole)} ${f(cy)}A${f(hole)} ${f(hole)} 0 1 0 ${f(cx + hole)} ${f(cy)}A${f(hole)} ${f(hole)} 0 1 0 ${f(cx - hole)} ${f(cy)}Z`
  return d
}

/** Date palm silhouette: tapered, gently curved trunk and arched fronds. */
export function palm(x: number, baseY: number, h: number, lean: number): string {
  const topX = x + lean
  const topY = baseY - h
  const tb = h * 0.034 // trunk half-width at the base
  const tt = h * 0.018 // at the crown
  const cx = x + lean * 0.15
  const cy = baseY - h * 0.55
  let d =
    `M${f(x - tb)} ${f(baseY)}Q${f(cx - tb)} ${f(cy)} ${f(topX - tt)} ${f(topY)}` +
    `L${f(topX + tt)} ${f(topY)}Q${f(cx + tb)} ${f(cy)} ${f(x + tb)} ${f(baseY)}Z`
  // fronds: [angle in degrees (0 = right, -90 = up), relative length]
  const fronds: [number, number][] = [
    [-172, 0.78],
    [-150, 0.95],
    [-128, 0.9],
    [-104, 0.7],
    [-80, 0.66],
    [-56, 0.88],
    [-32, 0.98],
    [-10, 0.8],
    [14, 0.56],
    [166, 0.52],
  ]
  for (const [deg, rel] of fronds) {
    const a = (deg * Math.PI) / 180
    const L = h * 0.46 * rel
    const ux = Math.cos(a)
    const uy = Math.sin(a)
    const horiz = Math.abs(ux)
    const ex = topX + ux * L
    const ey = topY + uy * L * 0.5 + L * (0.12 + 0.72 * horiz * horiz)
    const mx = topX + ux * L * 0.55
    const my = topY + uy * L * 0.62 - L * 0.16 * horiz
    // normal to the chord, for leaf width
    const nx = -(ey - topY)
    const ny = ex - topX
    const nl = Math.hypot(nx, ny) || 1
    const w = h * 0.065 * rel
    const ox = (nx / nl) * w
    const oy = (ny / nl) * w
    const upper = oy < 0 ? 1 : -1 // widen towards the top side
    d +=
      `M${f(topX)} ${f(topY)}Q${f(mx + ox * upper)} ${f(my + oy * upper)} ${f(ex)} ${f(ey)}` +
      `Q${f(mx - ox * upper * 0.25)} ${f(my - oy * upper * 0.25)} ${f(topX)} ${f(topY + tt)}Z`
  }
  // date clusters
  d += `M${f(topX - tt * 2.2)} ${f(topY + tt * 1.5)}a${f(tt * 1.8)} ${f(tt * 1.8)} 0 1 0 ${f(tt * 3.6)} 0a${f(tt * 1.8)} ${f(tt * 1.8)} 0 1 0 ${f(-tt * 3.6)} 0Z`
  return d
}

/** Rough outline of the Arabian Peninsula (lon, lat). */
const ARABIA: Pt[] = [
  [35.0, 29.5],
  [34.8, 28.0],
  [35.6, 27.6],
  [36.6, 25.9],
  [38.2, 24.0],
  [39.1, 22.3],
  [40.8, 19.6],
  [42.4, 16.8],
  [42.8, 15.2],
  [43.3, 12.7],
  [44.6, 12.7],
  [45.9, 13.3],
  [48.6, 14.0],
  [51.2, 15.2],
  [52.2, 15.9],
  [53.6, 16.7],
  [55.1, 17.4],
  [56.6, 18.2],
  [57.7, 19.1],
  [58.5, 20.4],
  [59.8, 22.4],
  [59.2, 23.0],
  [58.6, 23.6],
  [57.4, 23.9],
  [56.4, 24.9],
  [56.3, 25.8],
  [56.1, 26.3],
  [55.5, 25.6],
  [54.7, 24.7],
  [53.9, 24.1],
  [52.6, 24.2],
  [51.6, 24.3],
  [51.4, 24.6],
  [51.6, 25.3],
  [51.5, 26.1],
  [51.0, 26.0],
  [50.8, 25.3],
  [50.6, 25.0],
  [50.1, 25.9],
  [50.0, 26.7],
  [49.4, 27.2],
  [48.8, 27.7],
  [48.4, 28.6],
  [47.9, 29.5],
  [48.2, 29.9],
  [47.7, 30.1],
  [46.5, 29.1],
  [44.7, 29.2],
  [42.1, 31.1],
  [39.2, 32.2],
  [38.0, 31.5],
  [36.9, 30.6],
  [35.9, 29.6],
]

/** Land to the north (Levant, Iraq, Iran coast) so the Gulf reads as a gulf. */
const NORTH: Pt[] = [
  [30.0, 36.0],
  [75.0, 36.0],
  [75.0, 24.0],
  [66.5, 25.4],
  [61.6, 25.2],
  [57.3, 25.8],
  [56.3, 27.1],
  [54.8, 26.6],
  [52.5, 27.4],
  [51.4, 27.9],
  [50.3, 29.3],
  [49.0, 30.4],
  [48.2, 30.0],
  [47.7, 30.1],
  [46.5, 29.1],
  [44.7, 29.2],
  [42.1, 31.1],
  [39.2, 32.2],
  [38.0, 31.5],
  [36.9, 30.6],
  [35.9, 29.6],
  [35.0, 29.5],
  [34.2, 31.3],
  [30.0, 31.5],
]

/** North-east Africa and Sinai across the Red Sea. */
const AFRICA: Pt[] = [
  [30.0, 31.5],
  [34.2, 31.3],
  [34.9, 29.5],
  [34.3, 27.9],
  [33.8, 27.2],
  [35.5, 23.9],
  [37.2, 21.0],
  [38.6, 18.0],
  [39.7, 15.5],
  [41.2, 14.3],
  [43.1, 12.0],
  [44.5, 10.4],
  [47.0, 11.1],
  [51.2, 11.8],
  [51.0, 10.4],
  [49.0, 6.0],
  [30.0, 6.0],
]

const UAE_BOX = (lon: number, lat: number): boolean =>
  lat > 22.6 && lat < 26.3 && lon > 51.6 && lon < 56.4 && lat < 26.3 - (lon < 54 ? 1.9 - (lon - 51.6) * 0.1 : 0)

function inside(pt: Pt, poly: Pt[]): boolean {
  let c = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]
    const [xj, yj] = poly[j]
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) c = !c
  }
  return c
}

export interface MapDots {
  /** GCC / Arabian Peninsula */
  land: string
  /** neighbouring land */
  other: string
  /** the UAE */
  highlight: string
  /** sea grid */
  sea: string
  project: (lon: number, lat: number) => Pt
}

/**
 * Dotted map on a staggered grid covering the whole canvas: the peninsula,
 * the UAE, neighbouring land and sea are returned as separate dot paths.
 */
export function arabiaDots(w: number, h: number, ox: number, oy: number, scale: number, pitch: number, dotR: number): MapDots {
  const ky = scale * 1.08
  const project = (lon: number, lat: number): Pt => [ox + (lon - 34.5) * scale, oy + (32.5 - lat) * ky]
  const dot = (x: number, y: number, r: number): string =>
    `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0Z`
  let land = ''
  let other = ''
  let hi = ''
  let sea = ''
  const rowH = pitch * 0.866
  let row = 0
  for (let y = pitch / 2; y < h; y += rowH, row++) {
    for (let x = (row % 2 ? pitch / 2 : 0) + pitch / 2; x < w; x += pitch) {
      const lon = 34.5 + (x - ox) / scale
      const lat = 32.5 - (y - oy) / ky
      const p: Pt = [lon, lat]
      if (inside(p, ARABIA)) {
        if (UAE_BOX(lon, lat)) hi += dot(x, y, dotR)
        else land += dot(x, y, dotR)
      } else if (inside(p, NORTH) || inside(p, AFRICA)) other += dot(x, y, dotR * 0.9)
      else sea += dot(x, y, dotR * 0.42)
    }
  }
  return { land, other, highlight: hi, sea, project }
}
