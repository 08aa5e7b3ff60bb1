/**
 * Islamic geometric line-work: the classic star-and-cross (khatam) lattice
 * and a large rosette medallion. Output is plain path data so callers can
 * stroke it at low opacity.
 */
import { f, starPolygon } from './svg'

export interface PatternOpts {
  x: number
  y: number
  w: number
  h: number
  cell: number
  /** add the small inner star in every rosette (khatam lattice only) */
  inner?: boolean
}

/**
 * Outline of an 8-point star made from two overlapping squares (the khatam),
 * tip radius `rt`, tips on the axes when rot = 0.
 */
export function khatam(cx: number, cy: number, rt: number, rot = 0): string {
  const ri = (rt * Math.cos(Math.PI / 4)) / Math.cos(Math.PI / 8)
  let d = ''
  for (let k = 0; k < 16; k++) {
    const r = k % 2 ? ri : rt
    const a = rot + (k * Math.PI) / 8
    d += `${k ? 'L' : 'M'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`
  }
  return d + 'Z'
}

/**
 * Star-and-cross lattice: khatam stars on a square grid whose axial tips
 * touch, leaving cross-shaped interstices; optional small inner stars.
 */
export function octagonLattice(o: PatternOpts): string {
  const s = o.cell
  let d = ''
  const i0 = Math.floor(o.x / s) - 1
  const i1 = Math.ceil((o.x + o.w) / s) + 1
  const j0 = Math.floor(o.y / s) - 1
  const j1 = Math.ceil((o.y + o.h) / s) + 1
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      d += khatam(i * s, j * s, s / 2)
      if (o.inner !== false) d += khatam(i * s, j * s, s * 0.24, Math.PI / 8)
    }
  }
  return d
}

/**
 * A single medallion (rosette): concentric rings, a 16-point rosette made of
 * two rotated khatam stars, an inner 8-point star and a small ring — used as
 * a large, very faint focal ornament.
 */
export function medallion(cx: number, cy: number, r: number): string {
  const ring = (rr: number): string =>
    `M${f(cx - rr)} ${f(cy)}A${f(rr)} ${f(rr)} 0 1 0 ${f(cx + rr)} ${f(cy)}A${f(rr)} ${f(rr)} 0 1 0 ${f(cx - rr)} ${f(cy)}Z`
  let d = ring(r)
  d += khatam(cx, cy, r * 0.94, -Math.PI / 2)
  d += khatam(cx, cy, r * 0.94, -Math.PI / 2 + Math.PI / 8)
  d += ring(r * 0.6)
  d += starPolygon(cx, cy, r * 0.6, 8, 3, -Math.PI / 2)
  d += khatam(cx, cy, r * 0.3, -Math.PI / 2 + Math.PI / 8)
  d += ring(r * 0.14)
  return d
}
