/**
 * Editorial compositions: the About image, blog cards and case-study cards.
 * One family — same palette, pattern language and light/navy alternation —
 * with a topic-specific motif in each.
 */
import { Canvas } from './canvas'
import { arabiaDots, bars, gear, lattice, ledger, lineChart, medallionLayer, palm, ripples, skylineLayer } from './motifs'
import { between, mulberry32, Rng, seedFrom } from './prng'
import { arc, bar, C, circle, donutSegment, f, line, path, pointedArch, Pt, rect, smooth } from './svg'

const W = 1600
const H = 1000

function lightBase(cv: Canvas, patternCorner: Pt = [cv.w, 0]): void {
  cv.washLin(0, 0, cv.w, cv.h, [
    [0, '#FBFAF6'],
    [1, '#EEEAE1'],
  ])
  lattice(cv, {
    cell: 96,
    color: C.slate,
    opacity: 0.2,
    width: 1,
    mask: cv.maskRad(patternCorner[0], patternCorner[1], Math.max(cv.w, cv.h) * 0.75, [
      [0, '#fff', 1],
      [1, '#fff', 0],
    ]),
  })
}

function navyBase(cv: Canvas, glow: Pt, patternCorner: Pt = [cv.w, 0]): void {
  cv.washLin(0, 0, cv.w, cv.h, [
    [0, C.deep],
    [0.55, C.ink],
    [1, '#143456'],
  ])
  cv.washRad(glow[0], glow[1], Math.max(cv.w, cv.h) * 0.6, [
    [0, C.teal, 0.4],
    [0.5, C.teal, 0.12],
    [1, C.teal, 0],
  ])
  lattice(cv, {
    cell: 96,
    color: C.paper,
    opacity: 0.08,
    width: 1,
    mask: cv.maskRad(patternCorner[0], patternCorner[1], Math.max(cv.w, cv.h) * 0.75, [
      [0, '#fff', 1],
      [1, '#fff', 0],
    ]),
  })
}

const shadow = (cv: Canvas, x: number, y: number, w: number, h: number, r: number, o = 0.18, blur = 26): void => {
  cv.add(rect(x + 10, y + 24, w, h, `rx="${r}" fill="${C.ink}" fill-opacity="${o}" ${cv.blur(blur)}`))
}

/** Rows of abstract "label" and "amount" bars used as text stand-ins. */
function labelRows(
  cv: Canvas,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  rows: number,
  rowH: number,
  label: string,
  amount: string,
  lo: number,
  ao: number,
): void {
  let l = ''
  let a = ''
  for (let i = 0; i < rows; i++) {
    const cy = y + i * rowH + rowH / 2
    const lw = between(rng, 0.25, 0.45) * w
    const aw = between(rng, 0.1, 0.2) * w
    l += bar(x, cy + 5, lw, 10, 5)
    a += bar(x + w - aw, cy + 5, aw, 10, 5)
  }
  cv.add(path(l, `fill="${label}" fill-opacity="${lo}"`), path(a, `fill="${amount}" fill-opacity="${ao}"`))
}

// ---------------------------------------------------------------------------

export function about(): Canvas {
  const cv = new Canvas(1400, 1600)
  const rng = mulberry32(seedFrom('about'))
  lightBase(cv, [1400, 0])
  // dotted grid ornament
  let dots = ''
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) dots += circle(110 + j * 34, 150 + i * 34, 3.2, '')
  cv.add(`<g fill="${C.slate}" fill-opacity="0.55">${dots}</g>`)

  const ax = 300
  const aw = 800
  const archD = pointedArch(ax, 1600, aw, 760, 0.8)
  cv.add(path(archD, `fill="${C.ink}" fill-opacity="0.16" transform="translate(14 26)" ${cv.blur(30)}`))
  cv.add(
    path(
      archD,
      `fill="${cv.lin(0, 160, 0, 1600, [
        [0, C.mid],
        [0.55, C.ink],
        [1, C.deep],
      ])}"`,
    ),
  )
  const clip = cv.clip(archD)
  cv.add(`<g ${clip}>`)
  cv.add(
    circle(
      700,
      760,
      520,
      `fill="${cv.rad(700, 760, 520, [
        [0, C.teal, 0.55],
        [1, C.teal, 0],
      ])}"`,
    ),
  )
  lattice(cv, { cell: 100, color: C.tealLight, opacity: 0.2, width: 1.1 })
  cv.add(
    circle(
      760,
      720,
      132,
      `fill="${cv.lin(0, 588, 0, 852, [
        [0, '#E3C889'],
        [1, C.gold],
      ])}"`,
    ),
  )
  cv.add(circle(760, 720, 182, `fill="none" stroke="${C.gold}" stroke-opacity="0.4" stroke-width="1.5"`))
  skylineLayer(
    cv,
    rng,
    {
      x0: 280,
      x1: 1120,
      baseY: 1080,
      hMin: 60,
      hMax: 240,
      wMin: 30,
      wMax: 70,
      profile: (t) => 0.4 + 0.6 * Math.sin(t * Math.PI),
    },
    { fill: '#1A4068', opacity: 0.95 },
  )
  skylineLayer(
    cv,
    rng,
    {
      x0: 280,
      x1: 1120,
      baseY: 1080,
      hMin: 30,
      hMax: 140,
      wMin: 36,
      wMax: 80,
      landmarks: [
        { x: 540, kind: 'mosque', w: 170, h: 200 },
        { x: 800, kind: 'spire', w: 60, h: 420 },
        { x: 960, kind: 'sail', w: 70, h: 200 },
      ],
      windows: 0.06,
      windowSize: 2.5,
    },
    { fill: C.deep, windowFill: C.gold, windowOpacity: 0.55 },
  )
  cv.add(
    rect(
      280,
      1080,
      840,
      520,
      `fill="${cv.lin(0, 1080, 0, 1600, [
        [0, '#0A1D33'],
        [1, C.deep],
      ])}"`,
    ),
  )
  ripples(cv, rng, 300, 1100, 1090, 1560, 60, C.tealLight, 0.22)
  // the sun's shimmer on the water
  let shimmer = ''
  for (let i = 0; i < 16; i++) {
    const y = 1100 + i * 22 + i * i * 0.8
    const half = (90 - i * 4.2) * between(rng, 0.6, 1)
    const off = between(rng, -18, 18)
    shimmer += `M${f(760 + off - half)} ${f(y)}h${f(half * 2)}`
  }
  cv.add(
    path(
      shimmer,
      `fill="none" stroke="${C.gold}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round" ${cv.maskLin(0, 1090, 0, 1520, [
        [0, '#fff', 1],
        [1, '#fff', 0],
      ])}`,
    ),
  )
  cv.add(line(300, 1080, 1100, 1080, `stroke="${C.gold}" stroke-opacity="0.5" stroke-width="1.5"`))
  cv.add(`</g>`)
  cv.add(path(archD, `fill="none" stroke="${C.gold}" stroke-opacity="0.7" stroke-width="2" transform="translate(0 0)"`))
  cv.add(path(pointedArch(ax - 26, 1600, aw + 52, 760, 0.8), `fill="none" stroke="${C.ink}" stroke-opacity="0.25" stroke-width="1.2"`))

  // teal disc
  cv.add(
    circle(
      1130,
      360,
      130,
      `fill="${cv.lin(1000, 230, 1260, 490, [
        [0, C.tealLight],
        [1, C.teal],
      ])}"`,
    ),
  )
  cv.add(circle(1130, 360, 185, `fill="none" stroke="${C.teal}" stroke-opacity="0.45" stroke-width="1.5"`))
  medallionLayer(cv, 1130, 360, 105, C.paper, 0.4, 1.2)

  // chart card
  const cx = 110
  const cy = 1110
  const cw = 560
  const ch = 370
  shadow(cv, cx, cy, cw, ch, 20, 0.2, 24)
  cv.add(rect(cx, cy, cw, ch, `rx="20" fill="#FFFFFF"`))
  cv.add(rect(cx + 40, cy + 38, 150, 12, `rx="6" fill="${C.ink}" fill-opacity="0.8"`))
  cv.add(rect(cx + 40, cy + 62, 90, 10, `rx="5" fill="${C.slate}" fill-opacity="0.6"`))
  cv.add(rect(cx + cw - 120, cy + 36, 80, 30, `rx="15" fill="${C.teal}" fill-opacity="0.14"`))
  cv.add(rect(cx + cw - 104, cy + 47, 48, 8, `rx="4" fill="${C.teal}"`))
  const gx = cx + 40
  const gb = cy + ch - 40
  cv.add(path(ledger(gx, cy + 110, cw - 80, 180, 45, []), `fill="none" stroke="${C.mist}" stroke-width="1"`))
  const hs = [70, 95, 84, 120, 112, 150, 172]
  bars(cv, gx + 8, gb, 44, 28, hs, (i) => (i === hs.length - 1 ? C.teal : i % 2 ? C.mid : C.ink), 5)
  const pts = hs.map((h, i): Pt => [gx + 8 + i * 72 + 22, gb - h - 30])
  cv.add(path(smooth(pts, 0.4), `fill="none" stroke="${C.gold}" stroke-width="3" stroke-linecap="round"`))
  cv.add(circle(pts[pts.length - 1][0], pts[pts.length - 1][1], 7, `fill="${C.gold}" stroke="#fff" stroke-width="3"`))
  return cv
}

// ---------------------------------------------------------------------------

export function cashFlow(): Canvas {
  const cv = new Canvas(W, H)
  const rng = mulberry32(seedFrom('cash-flow'))
  lightBase(cv, [W, 0])
  cv.add(
    circle(
      1120,
      430,
      330,
      `fill="${cv.rad(1120, 430, 330, [
        [0, C.tealLight, 0.14],
        [1, C.tealLight, 0],
      ])}"`,
    ),
  )
  cv.add(path(ledger(120, 260, 1360, 600, 60, []), `fill="none" stroke="${C.mist}" stroke-width="1"`))
  // bars (monthly in/out)
  const n = 16
  const bw = 46
  const gap = (1360 - n * bw) / (n - 1)
  const hs = Array.from({ length: n }, (_, i) => 150 + 90 * Math.sin(i * 0.7 + 0.6) + i * 12 + between(rng, -20, 20))
  bars(
    cv,
    120,
    860,
    bw,
    gap,
    hs,
    (i) =>
      i % 4 === 3
        ? cv.lin(0, 500, 0, 860, [
            [0, C.tealLight],
            [1, C.teal],
          ])
        : cv.lin(0, 500, 0, 860, [
            [0, C.mid, 0.9],
            [1, C.ink, 0.9],
          ]),
    6,
  )
  cv.add(line(120, 860, 1480, 860, `stroke="${C.ink}" stroke-opacity="0.5" stroke-width="2"`))
  // flowing ribbons
  const ribbons = 7
  for (let r = 0; r < ribbons; r++) {
    const pts: Pt[] = []
    const off = (r - (ribbons - 1) / 2) * 16
    for (let i = 0; i <= 16; i++) {
      const t = i / 16
      const x = -60 + t * (W + 120)
      const y = 500 - t * 160 + Math.sin(t * Math.PI * 2.1 + 0.4) * (110 + r * 4) + off * (1 + 0.6 * Math.cos(t * Math.PI * 2))
      pts.push([x, y])
    }
    const mid = r === 3
    const stroke = cv.lin(0, 0, W, 0, [
      [0, C.ink, mid ? 0.9 : 0.35],
      [0.5, C.teal, mid ? 1 : 0.45],
      [1, C.tealLight, mid ? 1 : 0.4],
    ])
    cv.add(path(smooth(pts, 0.5), `fill="none" stroke="${stroke}" stroke-width="${mid ? 5 : 1.6}" stroke-linecap="round"`))
    if (mid) {
      for (const k of [3, 7, 11, 14]) {
        const p = pts[k]
        cv.add(circle(p[0], p[1], 15, `fill="${C.gold}" stroke="#FBFAF6" stroke-width="4"`))
      }
    }
  }
  return cv
}

// ---------------------------------------------------------------------------

export function taxSavings(): Canvas {
  const cv = new Canvas(W, H)
  const rng = mulberry32(seedFrom('tax-savings'))
  navyBase(cv, [1200, 500], [W, H])
  // ledger card
  const x = 220
  const y = 170
  const w = 600
  const h = 660
  shadow(cv, x, y, w, h, 18, 0.5, 30)
  cv.add(rect(x, y, w, h, `rx="18" fill="${C.paper}"`))
  cv.add(path(`M${x} ${y + 18}a18 18 0 0 1 18 -18h${w - 36}a18 18 0 0 1 18 18v72h${-w}Z`, `fill="${C.mid}"`))
  cv.add(rect(x + 40, y + 36, 170, 12, `rx="6" fill="${C.paper}" fill-opacity="0.85"`))
  cv.add(rect(x + 40, y + 58, 100, 9, `rx="4.5" fill="${C.paper}" fill-opacity="0.4"`))
  const ry0 = y + 120
  const rowH = 56
  const rows = 8
  cv.add(rect(x + 16, ry0 + rowH * 4, w - 32, rowH, `rx="8" fill="${C.teal}" fill-opacity="0.12"`))
  cv.add(path(ledger(x + 40, ry0, w - 80, rowH * rows, rowH, []), `fill="none" stroke="${C.mist}" stroke-width="1.2"`))
  cv.add(path(`M${x + w - 200} ${ry0}v${rowH * rows}`, `stroke="${C.mist}" stroke-width="1.2"`))
  labelRows(cv, rng, x + 40, ry0, w - 80, rows, rowH, C.ink, C.slate, 0.55, 0.8)
  cv.add(rect(x + w - 40 - 110, ry0 + rowH * 4 + rowH / 2 - 5, 110, 10, `rx="5" fill="${C.teal}"`))
  const ty = ry0 + rowH * rows + 22
  cv.add(path(`M${x + w - 220} ${ty}h180M${x + w - 220} ${ty + 6}h180`, `stroke="${C.gold}" stroke-width="2"`))
  cv.add(rect(x + w - 40 - 140, ty + 26, 140, 14, `rx="7" fill="${C.ink}"`))
  cv.add(rect(x + 40, ty + 28, 120, 10, `rx="5" fill="${C.ink}" fill-opacity="0.5"`))

  // percentage-like glyph
  const gx = 1210
  const gy = 500
  cv.add(
    circle(
      gx,
      gy,
      330,
      `fill="${cv.rad(gx, gy, 330, [
        [0, '#1C4670', 0.9],
        [1, '#1C4670', 0.15],
      ])}"`,
    ),
  )
  medallionLayer(cv, gx, gy, 320, C.paper, 0.12, 1.2)
  cv.add(line(gx + 130, gy - 200, gx - 130, gy + 200, `stroke="${C.paper}" stroke-width="34" stroke-linecap="round"`))
  cv.add(circle(gx - 120, gy - 120, 66, `fill="none" stroke="${C.tealLight}" stroke-width="30"`))
  cv.add(circle(gx + 120, gy + 120, 66, `fill="none" stroke="${C.gold}" stroke-width="30"`))
  // downward savings chevrons
  for (let i = 0; i < 3; i++) {
    const cx = 1500
    const cy = 250 + i * 34
    cv.add(
      path(
        `M${cx - 22} ${cy}l22 18l22 -18`,
        `fill="none" stroke="${C.tealLight}" stroke-opacity="${0.9 - i * 0.3}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`,
      ),
    )
  }
  return cv
}

// ---------------------------------------------------------------------------

export function debt(): Canvas {
  const cv = new Canvas(W, H)
  lightBase(cv, [0, 0])
  cv.add(path(ledger(140, 180, 1320, 680, 68, []), `fill="none" stroke="${C.mist}" stroke-width="1"`))
  const steps = 7
  const sx = 200
  const sw = 160
  const base = 860
  const tops: Pt[] = []
  for (let i = 0; i < steps; i++) {
    const top = 230 + i * 82
    const x = sx + i * (sw + 12)
    const t = i / (steps - 1)
    const c1 = t < 0.5 ? C.ink : t < 0.85 ? C.mid : C.teal
    const c2 = t < 0.5 ? C.mid : t < 0.85 ? '#245282' : C.tealLight
    cv.add(
      path(
        bar(x, base, sw, base - top, 8),
        `fill="${cv.lin(0, top, 0, base, [
          [0, c2],
          [1, c1],
        ])}"`,
      ),
    )
    cv.add(rect(x + 18, top + 22, sw - 36, 6, `rx="3" fill="${C.paper}" fill-opacity="0.35"`))
    tops.push([x + sw / 2, top - 40])
  }
  // descending path
  const d = tops.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('')
  cv.add(path(d, `fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"`))
  let nodes = ''
  for (const p of tops.slice(0, -1)) nodes += circle(p[0], p[1], 7, '')
  cv.add(`<g fill="#FBFAF6" stroke="${C.gold}" stroke-width="3">${nodes}</g>`)
  const last = tops[tops.length - 1]
  cv.add(
    circle(
      last[0],
      last[1],
      60,
      `fill="${cv.rad(last[0], last[1], 60, [
        [0, C.gold, 0.35],
        [1, C.gold, 0],
      ])}"`,
    ),
  )
  cv.add(circle(last[0], last[1], 16, `fill="${C.gold}"`))
  cv.add(circle(last[0], last[1], 28, `fill="none" stroke="${C.gold}" stroke-opacity="0.6" stroke-width="2"`))
  cv.add(line(140, base, 1460, base, `stroke="${C.ink}" stroke-opacity="0.6" stroke-width="2"`))
  return cv
}

// ---------------------------------------------------------------------------

export function budgeting(): Canvas {
  const cv = new Canvas(W, H)
  const rng = mulberry32(seedFrom('budgeting'))
  navyBase(cv, [560, 500], [W, H])
  const cx = 560
  const cy = 500
  const segs: [number, string][] = [
    [0.32, C.teal],
    [0.22, C.tealLight],
    [0.16, C.gold],
    [0.16, '#2E5A86'],
    [0.14, C.mist],
  ]
  cv.add(circle(cx, cy, 320, `fill="none" stroke="${C.paper}" stroke-opacity="0.14" stroke-width="1.5" stroke-dasharray="3 9"`))
  cv.add(circle(cx + 8, cy + 20, 280, `fill="${C.deep}" fill-opacity="0.5" ${cv.blur(24)}`))
  let a = -Math.PI / 2
  const gapA = 0.025
  segs.forEach(([frac, col], i) => {
    const a1 = a + frac * Math.PI * 2
    const rOut = i === 2 ? 296 : 280
    cv.add(path(donutSegment(cx, cy, 175, rOut, a + gapA, a1 - gapA), `fill="${col}"`))
    a = a1
  })
  cv.add(
    circle(
      cx,
      cy,
      160,
      `fill="${cv.rad(cx, cy - 40, 200, [
        [0, '#173A60'],
        [1, C.deep],
      ])}"`,
    ),
  )
  medallionLayer(cv, cx, cy, 130, C.gold, 0.45, 1.2)

  // legend
  const lx = 1000
  segs.forEach(([frac, col], i) => {
    const y = 300 + i * 88
    cv.add(rect(lx, y, 28, 28, `rx="7" fill="${col}"`))
    cv.add(rect(lx + 56, y + 2, between(rng, 150, 240), 11, `rx="5.5" fill="${C.paper}" fill-opacity="0.7"`))
    cv.add(rect(lx + 56, y + 20, between(rng, 80, 120), 8, `rx="4" fill="${C.paper}" fill-opacity="0.25"`))
    const vw = frac * 420
    cv.add(rect(1460 - vw, y + 8, vw, 12, `rx="6" fill="${col}" fill-opacity="0.85"`))
  })
  cv.add(line(lx, 760, 1460, 760, `stroke="${C.paper}" stroke-opacity="0.15" stroke-width="1.2"`))
  // allocation strip
  let x = lx
  segs.forEach(([frac, col]) => {
    const ww = frac * 460 - 4
    cv.add(rect(x, 790, ww, 16, `rx="4" fill="${col}"`))
    x += frac * 460
  })
  return cv
}

// ---------------------------------------------------------------------------

export function gccInvestment(): Canvas {
  const cv = new Canvas(W, H)
  cv.washLin(0, 0, W, H, [
    [0, '#FBFAF6'],
    [1, '#EEEAE1'],
  ])
  const map = arabiaDots(W, H, 40, 40, 38, 20, 4.4)
  const fadeRight = cv.maskLin(1000, 0, 1450, 0, [
    [0, '#fff', 1],
    [1, '#fff', 0],
  ])
  cv.add(path(map.sea, `fill="${C.slate}" fill-opacity="0.2" ${fadeRight}`))
  cv.add(
    path(
      map.other,
      `fill="${C.slate}" fill-opacity="0.45" ${cv.maskLin(1000, 0, 1450, 0, [
        [0, '#fff', 1],
        [1, '#fff', 0.25],
      ])}`,
    ),
  )
  cv.add(path(map.land, `fill="${C.mid}" fill-opacity="0.72"`))
  cv.add(path(map.highlight, `fill="${C.teal}"`))
  const cities: [string, number, number, number][] = [
    ['dubai', 55.27, 25.2, 230],
    ['abudhabi', 54.37, 24.45, 150],
    ['riyadh', 46.7, 24.7, 130],
    ['doha', 51.53, 25.29, 100],
    ['muscat', 58.4, 23.6, 84],
    ['kuwait', 47.98, 29.37, 72],
    ['jeddah', 39.2, 21.5, 92],
  ]
  const hub = map.project(55.27, 25.2)
  let arcs = ''
  for (const [name, lon, lat] of cities) {
    if (name === 'dubai' || name === 'abudhabi') continue
    const p = map.project(lon, lat)
    const mx = (p[0] + hub[0]) / 2
    const my = Math.min(p[1], hub[1]) - Math.hypot(p[0] - hub[0], p[1] - hub[1]) * 0.3
    arcs += `M${f(hub[0])} ${f(hub[1])}Q${f(mx)} ${f(my)} ${f(p[0])} ${f(p[1])}`
  }
  cv.add(path(arcs, `fill="none" stroke="${C.gold}" stroke-width="2.2" stroke-dasharray="1 8" stroke-linecap="round"`))
  // rising bars from the cities
  for (const [name, lon, lat, hgt] of cities) {
    const [px, py] = map.project(lon, lat)
    const main = name === 'dubai'
    const bw = main ? 24 : 16
    cv.add(`<ellipse cx="${f(px)}" cy="${f(py)}" rx="${bw * 1.5}" ry="${bw * 0.5}" fill="${C.ink}" fill-opacity="0.2"/>`)
    cv.add(
      path(
        bar(px - bw / 2, py, bw, hgt, 4),
        `fill="${cv.lin(0, py - hgt, 0, py, [
          [0, main ? C.tealLight : C.mid],
          [1, main ? C.teal : C.ink],
        ])}"`,
      ),
    )
    cv.add(rect(px - bw / 2, py - hgt, bw / 2, hgt, `fill="#FFFFFF" fill-opacity="0.1"`))
    if (main) {
      cv.add(circle(px, py - hgt - 26, 9, `fill="${C.gold}"`))
      cv.add(circle(px, py - hgt - 26, 18, `fill="none" stroke="${C.gold}" stroke-opacity="0.5" stroke-width="2"`))
    }
  }
  // portfolio card
  const bx = 1190
  const bb = 830
  shadow(cv, bx - 50, 380, 370, 520, 18, 0.12, 24)
  cv.add(rect(bx - 50, 380, 370, 520, `rx="18" fill="#FFFFFF"`))
  cv.add(rect(bx - 10, 414, 130, 11, `rx="5.5" fill="${C.ink}" fill-opacity="0.8"`))
  cv.add(rect(bx - 10, 436, 80, 9, `rx="4.5" fill="${C.slate}" fill-opacity="0.6"`))
  cv.add(path(ledger(bx - 10, 480, 290, 350, 50, []), `fill="none" stroke="${C.mist}" stroke-width="1"`))
  const hs = [80, 118, 150, 196, 240, 300]
  bars(
    cv,
    bx + 4,
    bb,
    30,
    18,
    hs,
    (i) =>
      i === hs.length - 1
        ? C.teal
        : cv.lin(0, 500, 0, bb, [
            [0, C.mid],
            [1, C.ink],
          ]),
    5,
  )
  const tp = hs.map((h, i): Pt => [bx + 4 + i * 48 + 15, bb - h - 26])
  cv.add(path(smooth(tp, 0.4), `fill="none" stroke="${C.gold}" stroke-width="3" stroke-linecap="round"`))
  cv.add(circle(tp[5][0], tp[5][1], 7, `fill="${C.gold}" stroke="#fff" stroke-width="3"`))
  return cv
}

// ---------------------------------------------------------------------------

export function retirement(): Canvas {
  const cv = new Canvas(W, H)
  const rng = mulberry32(seedFrom('retirement'))
  const hz = 640
  const sunX = 1060
  cv.washLin(0, 0, 0, hz + 40, [
    [0, C.deep],
    [0.55, C.ink],
    [0.85, '#1E3F63'],
    [1, '#35506B'],
  ])
  cv.washRad(
    sunX,
    hz,
    900,
    [
      [0, C.gold, 0.55],
      [0.3, C.gold, 0.18],
      [1, C.gold, 0],
    ],
    420,
  )
  lattice(cv, {
    cell: 110,
    color: C.paper,
    opacity: 0.06,
    width: 1,
    mask: cv.maskLin(0, 0, 0, 480, [
      [0, '#fff', 1],
      [1, '#fff', 0],
    ]),
  })
  let stars = ''
  for (let i = 0; i < 55; i++) stars += circle(between(rng, 0, W), Math.pow(rng(), 1.6) * 420, between(rng, 0.8, 1.9), '')
  cv.add(`<g fill="${C.paper}" fill-opacity="0.45">${stars}</g>`)
  cv.add(
    circle(
      sunX,
      hz - 8,
      104,
      `fill="${cv.lin(0, hz - 112, 0, hz + 96, [
        [0, '#EBD3A0'],
        [1, C.gold],
      ])}"`,
    ),
  )
  cv.add(circle(sunX, hz - 8, 150, `fill="none" stroke="${C.gold}" stroke-opacity="0.35" stroke-width="1.5"`))
  cv.add(circle(sunX, hz - 8, 205, `fill="none" stroke="${C.gold}" stroke-opacity="0.15" stroke-width="1.2"`))
  // distant skyline on the horizon
  skylineLayer(
    cv,
    rng,
    {
      x0: 1230,
      x1: 1560,
      baseY: hz + 6,
      hMin: 14,
      hMax: 62,
      wMin: 12,
      wMax: 26,
      landmarks: [{ x: 1400, kind: 'spire', w: 22, h: 150 }],
    },
    { fill: '#2E4C6B' },
  )
  // dunes, back to front, with sun-lit crests
  const ridge = (y: number, amps: number[]): string => {
    const pts: Pt[] = amps.map((a, i) => [-40 + (i * (W + 80)) / (amps.length - 1), y - a])
    return smooth(pts, 0.55)
  }
  const layers: [number, number[], string, string, number][] = [
    [hz + 8, [0, 10, 22, 6, 14, 4, 18, 8], '#4C6079', '#3B5270', 0.55],
    [hz + 110, [30, 70, 40, 10, 55, 85, 35, 20], '#2F4B69', '#223F5E', 0.4],
    [hz + 225, [80, 40, 10, 60, 95, 50, 20, 45], '#1B3757', '#132E4C', 0.28],
    [hz + 330, [40, 85, 60, 20, 10, 30, 70, 50], '#0C2038', C.deep, 0.18],
  ]
  layers.forEach(([y, amps, c1, c2, glow], i) => {
    const crest = ridge(y, amps)
    if (i === 2) {
      // palms stand behind the third ridge, which hides their bases
      cv.add(path(palm(330, y + 10, 430, 36) + palm(452, y + 10, 300, -26), `fill="${C.deep}"`))
    }
    cv.add(
      path(
        `${crest}L${W + 40} ${H}L-40 ${H}Z`,
        `fill="${cv.lin(0, y - 100, 0, Math.min(H, y + 220), [
          [0, c1],
          [1, c2],
        ])}"`,
      ),
    )
    cv.add(
      path(
        crest,
        `fill="none" stroke="${C.gold}" stroke-opacity="${glow}" stroke-width="${i === 0 ? 1.5 : 2}" ${cv.maskRad(
          sunX,
          hz,
          1000,
          [
            [0, '#fff', 1],
            [1, '#fff', 0.15],
          ],
          500,
        )}`,
      ),
    )
  })
  return cv
}

// ---------------------------------------------------------------------------

export function startupGrowth(): Canvas {
  const cv = new Canvas(W, H)
  const rng = mulberry32(seedFrom('startup'))
  navyBase(cv, [1300, 200], [W, 0])
  cv.add(
    path(
      ledger(120, 160, 1360, 700, 70, [230, 460, 690, 920, 1150]),
      `fill="none" stroke="${C.paper}" stroke-opacity="0.06" stroke-width="1"`,
    ),
  )
  const hs = Array.from({ length: 14 }, (_, i) => 40 + Math.pow(i / 13, 2.2) * 420 + between(rng, -10, 14))
  bars(
    cv,
    160,
    860,
    52,
    40,
    hs,
    cv.lin(0, 400, 0, 860, [
      [0, C.tealLight, 0.25],
      [1, C.teal, 0.04],
    ]),
    6,
  )
  const pts: Pt[] = []
  for (let i = 0; i <= 12; i++) {
    const t = i / 12
    pts.push([170 + t * 1040, 820 - Math.pow(t, 2.4) * 520 + (i > 0 && i < 12 ? between(rng, -8, 8) : 0)])
  }
  lineChart(cv, pts, 860, {
    stroke: C.tealLight,
    width: 4,
    areaColor: C.tealLight,
    areaOpacity: 0.25,
    node: C.tealLight,
    nodeFill: C.ink,
    nodeR: 5,
  })
  // launch rings
  const s = pts[0]
  for (const r of [16, 34, 56])
    cv.add(circle(s[0], s[1], r, `fill="none" stroke="${C.gold}" stroke-opacity="${(0.9 - r / 80).toFixed(2)}" stroke-width="2"`))
  cv.add(circle(s[0], s[1], 7, `fill="${C.gold}"`))
  // rocket-like arrow continuing the curve
  const a = pts[pts.length - 2]
  const b = pts[pts.length - 1]
  const ang = Math.atan2(b[1] - a[1], b[0] - a[0])
  const tip: Pt = [b[0] + Math.cos(ang) * 150, b[1] + Math.sin(ang) * 150]
  const deg = (ang * 180) / Math.PI
  const tr = `transform="translate(${f(tip[0])} ${f(tip[1])}) rotate(${f(deg)})"`
  // trail
  cv.add(`<g ${tr}>`)
  for (const [dy, len, o] of [
    [-20, 230, 0.5],
    [0, 330, 0.9],
    [20, 200, 0.5],
  ] as const) {
    cv.add(
      rect(
        -len - 70,
        dy - 2,
        len,
        4,
        `rx="2" fill="${cv.lin(-len - 70, 0, -70, 0, [
          [0, C.gold, 0],
          [1, C.gold, o],
        ])}"`,
      ),
    )
  }
  cv.add(
    circle(
      -30,
      0,
      90,
      `fill="${cv.rad(-30, 0, 90, [
        [0, C.tealLight, 0.35],
        [1, C.tealLight, 0],
      ])}"`,
    ),
  )
  cv.add(path(`M0 0L-110 -44L-82 0L-110 44Z`, `fill="${C.paper}"`))
  cv.add(path(`M0 0L-110 -44L-82 0Z`, `fill="#FFFFFF"`))
  cv.add(path(`M-82 0L-110 44L-124 62L-96 0Z`, `fill="${C.tealLight}"`))
  cv.add(path(`M-82 0L-110 -44L-124 -62L-96 0Z`, `fill="${C.teal}"`))
  cv.add(`</g>`)
  return cv
}

// ---------------------------------------------------------------------------

export function manufacturing(): Canvas {
  const cv = new Canvas(W, H)
  lightBase(cv, [W, 0])
  cv.add(path(ledger(980, 300, 520, 560, 56, []), `fill="none" stroke="${C.mist}" stroke-width="1"`))
  // gears
  const g1: Pt = [420, 330]
  const r1 = 150
  const r2 = 96
  const dist = r1 + r2 - 16
  const ga = (38 * Math.PI) / 180
  const g2: Pt = [g1[0] + dist * Math.cos(ga), g1[1] + dist * Math.sin(ga)]
  cv.add(
    path(
      gear(g1[0], g1[1], r1, 16, 22, 46, 0.1),
      `fill="${cv.lin(270, 180, 570, 480, [
        [0, C.tealLight],
        [1, C.teal],
      ])}" fill-rule="evenodd"`,
    ),
  )
  cv.add(circle(g1[0], g1[1], 92, `fill="none" stroke="${C.paper}" stroke-opacity="0.45" stroke-width="2"`))
  cv.add(path(gear(g2[0], g2[1], r2, 11, 20, 28, 0.32), `fill="${C.mid}" fill-rule="evenodd"`))
  cv.add(circle(g2[0], g2[1], 56, `fill="none" stroke="${C.paper}" stroke-opacity="0.35" stroke-width="2"`))
  // factory
  const fb = 880
  const fx = 110
  let fd = `M${fx} ${fb}V${fb - 180}`
  const teeth = 4
  const tw = 170
  for (let i = 0; i < teeth; i++) {
    const x = fx + i * tw
    fd += `L${x} ${fb - 180}L${x + tw * 0.72} ${fb - 265}V${fb - 180}`
  }
  fd += `H${fx + teeth * tw + 60}V${fb}Z`
  fd += `M${fx + 40} ${fb}V${fb - 400}h44V${fb}Z`
  fd += `M${fx + 150} ${fb}V${fb - 340}h36V${fb}Z`
  cv.add(
    path(
      fd,
      `fill="${cv.lin(0, fb - 400, 0, fb, [
        [0, C.mid],
        [1, C.ink],
      ])}"`,
    ),
  )
  cv.add(rect(fx + 36, fb - 412, 52, 14, `rx="3" fill="${C.ink}"`))
  cv.add(rect(fx + 146, fb - 352, 44, 12, `rx="3" fill="${C.ink}"`))
  let wins = ''
  for (let i = 0; i < teeth; i++) for (let j = 0; j < 3; j++) wins += rect(fx + 28 + i * tw + j * 44, fb - 130, 30, 44, `rx="4"`)
  cv.add(`<g fill="${C.tealLight}" fill-opacity="0.75">${wins}</g>`)
  cv.add(rect(fx + teeth * tw - 40, fb - 96, 72, 96, `rx="4" fill="${C.paper}" fill-opacity="0.9"`))
  cv.add(path(`M${fx + teeth * tw - 40} ${fb - 64}h72M${fx + teeth * tw - 40} ${fb - 32}h72`, `stroke="${C.mist}" stroke-width="2"`))
  for (const [x, y, r, o] of [
    [fx + 66, fb - 448, 18, 0.22],
    [fx + 84, fb - 492, 26, 0.15],
    [fx + 112, fb - 548, 34, 0.09],
  ] as const) {
    cv.add(circle(x, y, r, `fill="${C.slate}" fill-opacity="${o}"`))
  }
  cv.add(line(60, fb, 1540, fb, `stroke="${C.ink}" stroke-opacity="0.6" stroke-width="2"`))
  // downward cost bars
  const hs = [470, 420, 350, 300, 240, 190]
  const bx = 1000
  bars(
    cv,
    bx + 10,
    860,
    58,
    24,
    hs,
    (i) =>
      i === hs.length - 1
        ? C.teal
        : cv.lin(0, 380, 0, 860, [
            [0, C.mid],
            [1, C.ink],
          ]),
    6,
  )
  const tp = hs.map((h, i): Pt => [bx + 10 + i * 82 + 29, 860 - h - 36])
  const dd = tp.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('')
  cv.add(path(dd, `fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="10 8" stroke-linecap="round"`))
  const l = tp[tp.length - 1]
  const ang = Math.atan2(l[1] - tp[tp.length - 2][1], l[0] - tp[tp.length - 2][0])
  cv.add(
    path(
      `M-14 -11L4 0L-14 11`,
      `fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" transform="translate(${f(l[0] + 12 * Math.cos(ang))} ${f(l[1] + 12 * Math.sin(ang))}) rotate(${f((ang * 180) / Math.PI)})"`,
    ),
  )
  return cv
}

// ---------------------------------------------------------------------------

export function retailCashFlow(): Canvas {
  const cv = new Canvas(W, H)
  navyBase(cv, [800, 360], [0, 0])
  // circular flow
  const cx = 800
  const cy = 340
  const r = 210
  cv.add(
    circle(
      cx,
      cy,
      r + 70,
      `fill="${cv.rad(cx, cy, r + 70, [
        [0, C.deep, 0.55],
        [1, C.deep, 0],
      ])}"`,
    ),
  )
  medallionLayer(cv, cx, cy, 150, C.gold, 0.35, 1.2)
  const segs = 3
  const gapA = 0.42
  const cols = [C.tealLight, C.gold, C.paper]
  for (let i = 0; i < segs; i++) {
    const a0 = -Math.PI / 2 + (i * 2 * Math.PI) / segs + gapA / 2
    const a1 = a0 + (2 * Math.PI) / segs - gapA
    cv.add(path(arc(cx, cy, r, a0, a1), `fill="none" stroke="${cols[i]}" stroke-width="14" stroke-linecap="round"`))
    const ex = cx + r * Math.cos(a1)
    const ey = cy + r * Math.sin(a1)
    const tan = ((a1 + Math.PI / 2) * 180) / Math.PI
    cv.add(path(`M-10 -22L22 0L-10 22Z`, `fill="${cols[i]}" transform="translate(${f(ex)} ${f(ey)}) rotate(${f(tan)})"`))
    const na = a1 + gapA / 2
    const nx = cx + r * Math.cos(na)
    const ny = cy + r * Math.sin(na)
    cv.add(circle(nx, ny, 24, `fill="${C.ink}" stroke="${cols[(i + 1) % segs]}" stroke-width="3"`))
    cv.add(circle(nx, ny, 8, `fill="${cols[(i + 1) % segs]}"`))
  }
  // storefront arcade
  const top = 620
  const fx = 120
  const fw = 1360
  cv.add(rect(fx - 20, top - 30, fw + 40, 30, `rx="6" fill="${C.mid}"`))
  cv.add(rect(fx - 40, top - 44, fw + 80, 14, `rx="5" fill="${C.gold}" fill-opacity="0.8"`))
  cv.add(
    rect(
      fx,
      top,
      fw,
      H - top,
      `fill="${cv.lin(0, top, 0, H, [
        [0, '#153557'],
        [1, '#0C2440'],
      ])}"`,
    ),
  )
  const arches = 5
  const aw = 190
  const gap = (fw - arches * aw) / (arches + 1)
  for (let i = 0; i < arches; i++) {
    const x = fx + gap + i * (aw + gap)
    const d = pointedArch(x, 940, aw, 740, 0.8)
    cv.add(
      path(
        d,
        `fill="${cv.lin(0, 620, 0, 940, [
          [0, '#2C6390'],
          [0.55, '#1B4A72'],
          [1, '#12385C'],
        ])}"`,
      ),
    )
    cv.add(
      path(
        d,
        `fill="${cv.rad(x + aw / 2, 700, aw * 0.9, [
          [0, C.paper, 0.22],
          [1, C.paper, 0],
        ])}"`,
      ),
    )
    cv.add(path(d, `fill="none" stroke="${C.gold}" stroke-opacity="0.6" stroke-width="2"`))
    cv.add(path(pointedArch(x - 14, 940, aw + 28, 740, 0.8), `fill="none" stroke="${C.paper}" stroke-opacity="0.15" stroke-width="1.5"`))
    // shelves / goods
    for (let s = 0; s < 2; s++) {
      const sy = 800 + s * 60
      cv.add(rect(x + 20, sy, aw - 40, 4, `fill="${C.ink}" fill-opacity="0.5"`))
      for (let k = 0; k < 4; k++)
        cv.add(
          rect(
            x + 30 + k * 36,
            sy - 26 + ((k + s) % 2) * 8,
            24,
            26 - ((k + s) % 2) * 8,
            `rx="3" fill="${k % 2 ? C.tealLight : C.paper}" fill-opacity="0.55"`,
          ),
        )
    }
  }
  cv.add(rect(0, 940, W, 60, `fill="${C.deep}"`))
  cv.add(line(0, 940, W, 940, `stroke="${C.gold}" stroke-opacity="0.45" stroke-width="1.5"`))
  return cv
}
