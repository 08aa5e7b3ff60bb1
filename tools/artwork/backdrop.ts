/**
 * Float-precision gradient layers, composited outside librsvg and dithered
 * once at the end. Large, dark, low-contrast gradients (the navy skies and
 * glows) span only a handful of 8-bit levels, so rasterising them directly
 * produces visible bands; computing them here in floating point and
 * dithering the final result keeps them perfectly smooth.
 */
import type { Rng } from './prng'
import type { Stop } from './svg'

export type Paint =
  | { kind: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: Stop[] }
  | { kind: 'radial'; cx: number; cy: number; r: number; ry?: number; stops: Stop[] }

interface PreparedStop {
  o: number
  r: number
  g: number
  b: number
  a: number
}

const hex = (c: string): [number, number, number] => {
  const h = c.replace('#', '')
  const full =
    h.length === 3
      ? h
          .split('')
          .map((x) => x + x)
          .join('')
      : h
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)]
}

function prepare(stops: Stop[]): PreparedStop[] {
  return stops.map(([o, c, a]) => {
    const [r, g, b] = hex(c)
    return { o, r, g, b, a: a ?? 1 }
  })
}

/** Composite one gradient layer (source-over) onto a float RGB buffer. */
function paint(buf: Float32Array, w: number, h: number, p: Paint): void {
  const st = prepare(p.stops)
  const last = st.length - 1
  let lx = 0
  let ly = 0
  let len2 = 1
  let inv = 1
  let sy = 1
  if (p.kind === 'linear') {
    lx = p.x2 - p.x1
    ly = p.y2 - p.y1
    len2 = lx * lx + ly * ly || 1
  } else {
    inv = 1 / p.r
    sy = p.r / (p.ry ?? p.r)
  }
  for (let y = 0; y < h; y++) {
    const py = y + 0.5
    for (let x = 0; x < w; x++) {
      const px = x + 0.5
      let t: number
      if (p.kind === 'linear') {
        t = ((px - p.x1) * lx + (py - p.y1) * ly) / len2
      } else {
        const dx = px - p.cx
        const dy = (py - p.cy) * sy
        t = Math.sqrt(dx * dx + dy * dy) * inv
      }
      let s0 = st[0]
      let s1 = st[0]
      let k = 0
      if (t <= st[0].o) {
        s0 = s1 = st[0]
      } else if (t >= st[last].o) {
        s0 = s1 = st[last]
      } else {
        let i = 0
        while (i < last && t > st[i + 1].o) i++
        s0 = st[i]
        s1 = st[i + 1]
        const span = s1.o - s0.o
        k = span > 0 ? (t - s0.o) / span : 0
      }
      // premultiplied interpolation avoids dark fringes when fading out
      const a = s0.a + (s1.a - s0.a) * k
      if (a <= 0) continue
      const r = (s0.r * s0.a + (s1.r * s1.a - s0.r * s0.a) * k) / a
      const g = (s0.g * s0.a + (s1.g * s1.a - s0.g * s0.a) * k) / a
      const b = (s0.b * s0.a + (s1.b * s1.a - s0.b * s0.a) * k) / a
      const i3 = (y * w + x) * 3
      buf[i3] += (r - buf[i3]) * a
      buf[i3 + 1] += (g - buf[i3 + 1]) * a
      buf[i3 + 2] += (b - buf[i3 + 2]) * a
    }
  }
}

/**
 * under-layers → SVG foreground (RGBA, straight alpha) → over-layers, all in
 * float; then TPDF-dither (plus optional film grain) down to 8-bit RGB.
 */
export function composite(w: number, h: number, under: Paint[], fg: Buffer, over: Paint[], rng: Rng, grain: number): Buffer {
  const buf = new Float32Array(w * h * 3)
  for (const p of under) paint(buf, w, h, p)
  for (let i = 0, j = 0; i < buf.length; i += 3, j += 4) {
    const a = fg[j + 3] / 255
    if (a === 0) continue
    buf[i] += (fg[j] - buf[i]) * a
    buf[i + 1] += (fg[j + 1] - buf[i + 1]) * a
    buf[i + 2] += (fg[j + 2] - buf[i + 2]) * a
  }
  for (const p of over) paint(buf, w, h, p)
  const out = Buffer.alloc(w * h * 3)
  const amp = 1 + grain
  for (let i = 0; i < buf.length; i += 3) {
    const n = (rng() + rng() - 1) * amp // same offset on all channels: luma-only grain
    for (let c = 0; c < 3; c++) {
      const v = Math.round(buf[i + c] + n)
      out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v
    }
  }
  return out
}
