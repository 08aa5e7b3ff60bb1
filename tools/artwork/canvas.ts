/**
 * Tiny accumulator for an SVG document: collects <defs> and body markup and
 * hands out unique ids for gradients, masks and clip paths.
 */
import type { Paint } from './backdrop'
import { doc, fadeMask, linear, radial, radialMask, Stop } from './svg'

export class Canvas {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  /** full-canvas gradient layers painted (in float) beneath the SVG body */
  readonly under: Paint[] = []
  /** full-canvas gradient layers painted (in float) above the SVG body */
  readonly over: Paint[] = []
  private n = 0

  constructor(
    public readonly w: number,
    public readonly h: number,
  ) {}

  uid(prefix: string): string {
    this.n += 1
    return `${prefix}${this.n}`
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  add(...markup: string[]): this {
    this.body.push(...markup)
    return this
  }

  /** Linear gradient (user space) → returns `url(#id)`. */
  lin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.uid('lg')
    this.def(linear(id, x1, y1, x2, y2, stops))
    return `url(#${id})`
  }

  /** Radial gradient (user space) → returns `url(#id)`. */
  rad(cx: number, cy: number, r: number, stops: Stop[], ry?: number): string {
    const id = this.uid('rg')
    this.def(radial(id, cx, cy, r, stops, ry))
    return `url(#${id})`
  }

  /** Linear fade mask → returns the attribute string `mask="url(#id)"`. */
  maskLin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.uid('mk')
    this.def(fadeMask(id, this.w, this.h, x1, y1, x2, y2, stops))
    return `mask="url(#${id})"`
  }

  /** Radial fade mask → returns `mask="url(#id)"`. */
  maskRad(cx: number, cy: number, r: number, stops: Stop[], ry?: number): string {
    const id = this.uid('mk')
    this.def(radialMask(id, this.w, this.h, cx, cy, r, stops, ry))
    return `mask="url(#${id})"`
  }

  /** Mask built from arbitrary white/grey markup → `mask="url(#id)"`. */
  maskOf(markup: string): string {
    const id = this.uid('mk')
    this.def(`<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${markup}</mask>`)
    return `mask="url(#${id})"`
  }

  /** Clip path from a path `d` → returns `clip-path="url(#id)"`. */
  clip(d: string): string {
    const id = this.uid('cp')
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
    return `clip-path="url(#${id})"`
  }

  /** Gaussian blur filter → returns `filter="url(#id)"`. */
  blur(std: number): string {
    const id = this.uid('bl')
    this.def(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`)
    return `filter="url(#${id})"`
  }

  /** Full-canvas rectangle with the given fill (+ extra attributes). */
  fillAll(fill: string, extra = ''): this {
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="${fill}" ${extra}/>`)
  }

  /** Smooth full-canvas linear wash, below (default) or above the body. */
  washLin(x1: number, y1: number, x2: number, y2: number, stops: Stop[], above = false): this {
    ;(above ? this.over : this.under).push({ kind: 'linear', x1, y1, x2, y2, stops })
    return this
  }

  /** Smooth full-canvas radial wash, below (default) or above the body. */
  washRad(cx: number, cy: number, r: number, stops: Stop[], ry?: number, above = false): this {
    ;(above ? this.over : this.under).push({ kind: 'radial', cx, cy, r, ry, stops })
    return this
  }

  /** The SVG body alone (transparent where no wash is painted). */
  foreground(): string {
    return doc(this.w, this.h, this.defs.join(''), this.body.join(''))
  }

  /** Self-contained SVG (washes emitted as gradient rectangles) for previews. */
  toString(): string {
    const wash = (p: Paint, i: string): string =>
      p.kind === 'linear' ? linear(i, p.x1, p.y1, p.x2, p.y2, p.stops) : radial(i, p.cx, p.cy, p.r, p.stops, p.ry)
    const layers = (list: Paint[], tag: string): [string, string] => {
      let defs = ''
      let body = ''
      list.forEach((p, k) => {
        defs += wash(p, `${tag}${k}`)
        body += `<rect width="${this.w}" height="${this.h}" fill="url(#${tag}${k})"/>`
      })
      return [defs, body]
    }
    const [ud, ub] = layers(this.under, 'wu')
    const [od, ob] = layers(this.over, 'wo')
    return doc(this.w, this.h, this.defs.join('') + ud + od, ub + this.body.join('') + ob)
  }
}
