/**
 * Procedural Gulf-city skyline silhouettes: stepped towers, a needle-spired
 * super-tall, a sail hotel, slanted and capsule-topped towers, and mosques
 * with domes and minarets. Every sub-path is wound clockwise so the whole
 * silhouette can be filled as a single nonzero path (a clean union).
 */
import { between, intBetween, Rng } from './prng'
import { f } from './svg'

export type Kind = 'block' | 'stepped' | 'spire' | 'sail' | 'slant' | 'capsule' | 'taper' | 'mosque' | 'twin'

const R = (x: number, top: number, w: number, base: number): string => `M${f(x)} ${f(base)}V${f(top)}H${f(x + w)}V${f(base)}Z`

interface Built {
  d: string
  /** optional area for lit windows: [x, top, w, bottom] */
  body?: [number, number, number, number]
}

function block(rng: Rng, x: number, w: number, h: number, base: number): Built {
  let d = R(x, base - h, w, base)
  if (rng() < 0.35) {
    const aw = Math.max(1.5, w * 0.04)
    d += R(x + w * between(rng, 0.25, 0.7), base - h - h * between(rng, 0.06, 0.14), aw, base - h + 2)
  }
  return { d, body: [x, base - h, w, base] }
}

function stepped(rng: Rng, x: number, w: number, h: number, base: number): Built {
  const tiers = intBetween(rng, 2, 3)
  let d = ''
  let cw = w
  let cx = x
  for (let t = 0; t < tiers; t++) {
    const top = t === tiers - 1 ? base - h : base - h * (0.55 + 0.2 * t)
    d += R(cx, top, cw, base)
    const nw = cw * between(rng, 0.6, 0.78)
    cx += (cw - nw) * between(rng, 0.2, 0.8)
    cw = nw
  }
  return { d, body: [x, base - h * 0.55, w, base] }
}

/** Needle super-tall with asymmetric setbacks (Burj-like, abstracted). */
function spire(_rng: Rng, x: number, w: number, h: number, base: number): Built {
  const cx = x + w / 2
  const body = h * 0.74
  const tiers = 7
  let d = ''
  for (let t = 0; t < tiers; t++) {
    const frac = 1 - t / tiers
    const tw = w * (0.22 + 0.78 * frac)
    const off = (t % 3 === 1 ? 0.08 : t % 3 === 2 ? -0.06 : 0) * w
    const top = base - body * ((t + 1) / tiers) ** 0.92
    d += R(cx - tw / 2 + off, top, tw, base)
  }
  const nb = w * 0.11
  d += `M${f(cx - nb)} ${f(base - body + 2)}L${f(cx - nb * 0.15)} ${f(base - h)}L${f(cx + nb * 0.15)} ${f(base - h)}L${f(cx + nb)} ${f(base - body + 2)}Z`
  return { d }
}

/** Sail-shaped hotel with a mast on the land side. */
function sail(_rng: Rng, x: number, w: number, h: number, base: number): Built {
  const mast = Math.max(2, w * 0.05)
  let d = `M${f(x)} ${f(base)}V${f(base - h)}H${f(x + mast)}V${f(base)}Z`
  d +=
    `M${f(x + mast * 0.5)} ${f(base)}V${f(base - h * 0.9)}` +
    `C${f(x + w * 0.55)} ${f(base - h * 0.86)} ${f(x + w * 1.02)} ${f(base - h * 0.55)} ${f(x + w)} ${f(base)}Z`
  // helipad disc
  d += `M${f(x + w * 0.28)} ${f(base - h * 0.7)}h${f(w * 0.3)}v${f(h * 0.015)}h${f(-w * 0.3)}Z`
  return { d }
}

function slant(rng: Rng, x: number, w: number, h: number, base: number): Built {
  const rise = h * between(rng, 0.08, 0.18)
  const left = rng() < 0.5
  const d = left
    ? `M${f(x)} ${f(base)}V${f(base - h)}L${f(x + w)} ${f(base - h + rise)}V${f(base)}Z`
    : `M${f(x)} ${f(base)}V${f(base - h + rise)}L${f(x + w)} ${f(base - h)}V${f(base)}Z`
  return { d, body: [x, base - h + rise, w, base] }
}

function capsule(_rng: Rng, x: number, w: number, h: number, base: number): Built {
  const r = w / 2
  const d = `M${f(x)} ${f(base)}V${f(base - h + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(base - h + r)}V${f(base)}Z`
  return { d, body: [x, base - h + r, w, base] }
}

function taper(rng: Rng, x: number, w: number, h: number, base: number): Built {
  const inset = w * between(rng, 0.1, 0.2)
  let d = `M${f(x)} ${f(base)}L${f(x + inset)} ${f(base - h)}H${f(x + w - inset)}L${f(x + w)} ${f(base)}Z`
  const aw = Math.max(1.5, w * 0.035)
  d += R(x + w / 2 - aw / 2, base - h - h * 0.12, aw, base - h + 2)
  return { d, body: [x + inset, base - h, w - 2 * inset, base] }
}

/** Twin towers with pointed crowns. */
function twin(rng: Rng, x: number, w: number, h: number, base: number): Built {
  const tw = w * 0.4
  const h2 = h * between(rng, 0.82, 0.9)
  const crown = (xx: number, hh: number): string =>
    `M${f(xx)} ${f(base)}V${f(base - hh * 0.86)}L${f(xx + tw / 2)} ${f(base - hh)}L${f(xx + tw)} ${f(base - hh * 0.86)}V${f(base)}Z`
  return { d: crown(x, h) + crown(x + w - tw, h2), body: [x, base - h2 * 0.86, w, base] }
}

/** Mosque: drum + onion dome + two minarets with galleries. */
function mosque(_rng: Rng, x: number, w: number, h: number, base: number): Built {
  const cx = x + w / 2
  const hallH = h * 0.24
  const hallW = w * 0.72
  let d = R(cx - hallW / 2, base - hallH, hallW, base)
  const dw = w * 0.46
  const drumH = h * 0.08
  d += R(cx - dw / 2, base - hallH - drumH, dw, base - hallH + 1)
  const dTop = base - hallH - drumH
  const domeH = h * 0.34
  d +=
    `M${f(cx - dw / 2)} ${f(dTop + 1)}` +
    `C${f(cx - dw * 0.62)} ${f(dTop - domeH * 0.55)} ${f(cx - dw * 0.12)} ${f(dTop - domeH * 0.72)} ${f(cx)} ${f(dTop - domeH)}` +
    `C${f(cx + dw * 0.12)} ${f(dTop - domeH * 0.72)} ${f(cx + dw * 0.62)} ${f(dTop - domeH * 0.55)} ${f(cx + dw / 2)} ${f(dTop + 1)}Z`
  const fw = Math.max(1.5, w * 0.015)
  d += R(cx - fw / 2, dTop - domeH - h * 0.06, fw, dTop - domeH + 2)
  // small side domes
  const sd = w * 0.16
  for (const sx of [cx - hallW / 2 + sd * 0.35, cx + hallW / 2 - sd * 1.35]) {
    d += `M${f(sx)} ${f(base - hallH + 1)}A${f(sd / 2)} ${f(sd / 2)} 0 0 1 ${f(sx + sd)} ${f(base - hallH + 1)}Z`
  }
  // minarets
  const mw = Math.max(3, w * 0.055)
  for (const mx of [x, x + w - mw]) {
    const mTop = base - h
    const gal = base - h * 0.72
    d += R(mx, gal, mw, base)
    d += R(mx - mw * 0.3, gal - h * 0.025, mw * 1.6, gal + 1)
    d += R(mx + mw * 0.12, mTop + h * 0.12, mw * 0.76, gal - h * 0.02)
    d += R(mx - mw * 0.15, mTop + h * 0.115 - h * 0.02, mw * 1.3, mTop + h * 0.12 + 1)
    d += `M${f(mx + mw * 0.05)} ${f(mTop + h * 0.1)}L${f(mx + mw / 2)} ${f(mTop)}L${f(mx + mw * 0.95)} ${f(mTop + h * 0.1)}Z`
  }
  return { d }
}

const builders: Record<Kind, (rng: Rng, x: number, w: number, h: number, base: number) => Built> = {
  block,
  stepped,
  spire,
  sail,
  slant,
  capsule,
  taper,
  mosque,
  twin,
}

export interface Landmark {
  /** centre position, absolute x */
  x: number
  kind: Kind
  w: number
  h: number
}

export interface SkylineOpts {
  x0: number
  x1: number
  baseY: number
  hMin: number
  hMax: number
  wMin: number
  wMax: number
  /** height multiplier along the run, t in [0,1] */
  profile?: (t: number) => number
  kinds?: Kind[]
  landmarks?: Landmark[]
  /** probability a window cell is lit (0 = no windows) */
  windows?: number
  windowSize?: number
}

export interface Skyline {
  d: string
  windows: string
}

export function skyline(rng: Rng, o: SkylineOpts): Skyline {
  const kinds: Kind[] = o.kinds ?? ['block', 'block', 'stepped', 'slant', 'capsule', 'taper', 'block', 'stepped']
  let d = ''
  let win = ''
  const emitWindows = (b: Built): void => {
    if (!b.body || !o.windows) return
    const [bx, top, bw, bottom] = b.body
    const ws = o.windowSize ?? 3
    const pitchX = ws * 3.2
    const pitchY = ws * 3.6
    const cols = Math.floor((bw - ws * 2) / pitchX)
    const rows = Math.floor((bottom - top - ws * 3) / pitchY)
    const ox = bx + (bw - cols * pitchX) / 2 + (pitchX - ws) / 2
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (rng() < o.windows) {
          win += `M${f(ox + c * pitchX)} ${f(top + ws * 2 + r * pitchY)}h${f(ws)}v${f(ws * 1.3)}h${f(-ws)}Z`
        }
      }
    }
  }
  let x = o.x0
  while (x < o.x1) {
    const w = between(rng, o.wMin, o.wMax)
    const t = (x + w / 2 - o.x0) / (o.x1 - o.x0)
    const mult = o.profile ? o.profile(Math.min(1, Math.max(0, t))) : 1
    const h = (o.hMin + (o.hMax - o.hMin) * Math.pow(rng(), 1.3)) * mult
    const kind = kinds[Math.floor(rng() * kinds.length)]
    if (h > 4) {
      const b = builders[kind](rng, x, w, h, o.baseY)
      d += b.d
      emitWindows(b)
    }
    x += w * between(rng, 0.75, 1.15)
  }
  for (const lm of o.landmarks ?? []) {
    const b = builders[lm.kind](rng, lm.x - lm.w / 2, lm.w, lm.h, o.baseY)
    d += b.d
    emitWindows(b)
  }
  return { d, windows: win }
}
