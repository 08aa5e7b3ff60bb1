/**
 * Large dark compositions: page banners, hero slides, video poster and the
 * default social card. All keep the left side dark and calm for overlaid copy.
 */
import { Canvas } from './canvas'
import { bars, coinStack, lattice, ledger, lineChart, medallionLayer, reflection, ripples, series, skylineLayer } from './motifs'
import { between, mulberry32, seedFrom } from './prng'
import { C, circle, f, line, path, rect } from './svg'

const smoothstep = (a: number, b: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)))
  return t * t * (3 - 2 * t)
}

/** Shared dark navy base with a soft teal glow. */
function darkBase(cv: Canvas, glow: { x: number; y: number; r: number; ry?: number; o: number }): void {
  const { w, h } = cv
  cv.washLin(0, 0, w, h * 0.9, [
    [0, C.deep],
    [0.5, C.ink],
    [1, '#12304F'],
  ])
  cv.washRad(
    glow.x,
    glow.y,
    glow.r,
    [
      [0, C.teal, glow.o],
      [0.45, C.teal, glow.o * 0.35],
      [1, C.teal, 0],
    ],
    glow.ry,
  )
}

/** Darken the copy area (left) and add a gentle top vignette. */
function copyShade(cv: Canvas, until: number, strength = 0.9): void {
  const { w, h } = cv
  cv.washLin(
    0,
    0,
    w * until,
    0,
    [
      [0, C.deep, strength],
      [0.55, C.deep, strength * 0.55],
      [1, C.deep, 0],
    ],
    true,
  )
  cv.washLin(
    0,
    0,
    0,
    h * 0.4,
    [
      [0, C.deep, 0.35],
      [1, C.deep, 0],
    ],
    true,
  )
}

function horizonLine(cv: Canvas, x0: number, x1: number, y: number, color: string, o: number): void {
  cv.add(
    rect(
      x0,
      y - 0.75,
      x1 - x0,
      1.5,
      `fill="${cv.lin(x0, 0, x1, 0, [
        [0, color, 0],
        [0.5, color, o],
        [1, color, 0],
      ])}"`,
    ),
  )
}

// ---------------------------------------------------------------------------

export function bannerSolutions(): Canvas {
  const W = 2400
  const H = 800
  const rng = mulberry32(seedFrom('banner-solutions'))
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 1800, y: 820, r: 1100, ry: 620, o: 0.5 })
  cv.washRad(2220, 140, 520, [
    [0, C.tealLight, 0.1],
    [1, C.tealLight, 0],
  ])

  lattice(cv, {
    cell: 104,
    color: C.paper,
    opacity: 0.085,
    width: 1.1,
    mask: cv.maskLin(750, 0, 1750, 0, [
      [0, '#fff', 0],
      [1, '#fff', 1],
    ]),
  })
  medallionLayer(cv, 1960, 300, 250, C.gold, 0.16, 1.2)

  const base = H
  skylineLayer(
    cv,
    rng,
    {
      x0: 720,
      x1: 2440,
      baseY: base,
      hMin: 70,
      hMax: 250,
      wMin: 34,
      wMax: 80,
      profile: (t) => 0.35 + 0.65 * smoothstep(0, 0.5, t),
    },
    {
      fill: cv.lin(0, 420, 0, H, [
        [0, '#1B4168'],
        [1, '#102A48'],
      ]),
      opacity: 0.8,
      extra: cv.maskLin(720, 0, 1250, 0, [
        [0, '#fff', 0],
        [1, '#fff', 1],
      ]),
    },
  )
  skylineLayer(
    cv,
    rng,
    {
      x0: 960,
      x1: 2440,
      baseY: base,
      hMin: 50,
      hMax: 200,
      wMin: 40,
      wMax: 96,
      profile: (t) => 0.3 + 0.7 * smoothstep(0, 0.45, t),
      landmarks: [
        { x: 1420, kind: 'mosque', w: 210, h: 230 },
        { x: 1870, kind: 'spire', w: 86, h: 520 },
        { x: 2050, kind: 'twin', w: 92, h: 300 },
        { x: 2265, kind: 'sail', w: 92, h: 270 },
      ],
      windows: 0.05,
      windowSize: 3,
    },
    { fill: '#0B1F36', windowFill: C.gold, windowOpacity: 0.45 },
  )
  skylineLayer(
    cv,
    rng,
    {
      x0: 880,
      x1: 2440,
      baseY: base,
      hMin: 20,
      hMax: 90,
      wMin: 50,
      wMax: 120,
      profile: (t) => 0.4 + 0.6 * t,
      windows: 0.035,
      windowSize: 3,
    },
    { fill: C.deep, windowFill: C.paper, windowOpacity: 0.22 },
  )
  horizonLine(cv, 900, 2400, H - 2, C.gold, 0.5)
  copyShade(cv, 0.58)
  return cv
}

// ---------------------------------------------------------------------------

export function bannerBlog(): Canvas {
  const W = 2400
  const H = 800
  const rng = mulberry32(seedFrom('banner-blog'))
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 1900, y: 700, r: 1000, ry: 560, o: 0.42 })
  const gridMask = cv.maskLin(800, 0, 1600, 0, [
    [0, '#fff', 0],
    [1, '#fff', 1],
  ])
  cv.add(path(ledger(0, 40, W, 720, 60, []), `fill="none" stroke="${C.paper}" stroke-opacity="0.06" stroke-width="1" ${gridMask}`))
  let cols = ''
  for (let x = 1080; x < W; x += 180) cols += `M${x} 40v720`
  cv.add(path(cols, `fill="none" stroke="${C.paper}" stroke-opacity="0.035" stroke-width="1" ${gridMask}`))

  lattice(cv, {
    cell: 120,
    color: C.tealLight,
    opacity: 0.08,
    width: 1,
    mask: cv.maskRad(2150, 120, 700, [
      [0, '#fff', 1],
      [1, '#fff', 0],
    ]),
  })

  // accounting "totals" double rule
  cv.add(path(`M1180 662H2320M1180 670H2320`, `fill="none" stroke="${C.gold}" stroke-opacity="0.35" stroke-width="1.2"`))
  // faint bars
  const nB = 16
  const heights = Array.from({ length: nB }, (_, i) => 70 + i * 24 + between(rng, -20, 25))
  bars(
    cv,
    1190,
    650,
    44,
    28,
    heights,
    cv.lin(0, 200, 0, 650, [
      [0, C.tealLight, 0.28],
      [1, C.teal, 0.05],
    ]),
    5,
  )

  const pts = series(rng, 1160, 2300, 12, 560, 190, 34, 1.35)
  const pts2 = series(rng, 1160, 2300, 12, 600, 360, 22, 1.1)
  cv.add(
    path(
      pts2.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join(''),
      `fill="none" stroke="${C.mist}" stroke-opacity="0.3" stroke-width="1.5" stroke-dasharray="6 8"`,
    ),
  )
  lineChart(cv, pts, 650, {
    stroke: C.tealLight,
    width: 3.5,
    areaColor: C.tealLight,
    areaOpacity: 0.22,
    node: C.tealLight,
    nodeFill: C.ink,
    nodeR: 5,
    accent: C.gold,
  })
  copyShade(cv, 0.6)
  return cv
}

// ---------------------------------------------------------------------------

function cityWithWater(cv: Canvas, seed: string, base: number, scale: number, xStart: number): void {
  const { w: W, h: H } = cv
  const rng = mulberry32(seedFrom(seed))
  // the low outskirts dissolve into the dark copy area instead of ending abruptly
  const fade =
    xStart > 0
      ? cv.maskLin(xStart - 200, 0, xStart + 260, 0, [
          [0, '#fff', 0],
          [1, '#fff', 1],
        ])
      : ''
  const far = skylineLayer(
    cv,
    rng,
    {
      x0: xStart - 200,
      x1: W + 40,
      baseY: base,
      hMin: 60 * scale,
      hMax: 300 * scale,
      wMin: 34 * scale,
      wMax: 80 * scale,
      profile: (t) => 0.25 + 0.75 * smoothstep(0.05, 0.55, t),
    },
    {
      fill: cv.lin(0, base - 400 * scale, 0, base, [
        [0, '#1C4570'],
        [1, '#12304F'],
      ]),
      opacity: 0.8,
      extra: fade,
    },
  )
  const mid = skylineLayer(
    cv,
    rng,
    {
      x0: xStart,
      x1: W + 40,
      baseY: base,
      hMin: 50 * scale,
      hMax: 230 * scale,
      wMin: 40 * scale,
      wMax: 96 * scale,
      profile: (t) => 0.3 + 0.7 * smoothstep(0, 0.45, t),
      landmarks: [
        { x: xStart + (W - xStart) * 0.28, kind: 'mosque', w: 250 * scale, h: 280 * scale },
        { x: xStart + (W - xStart) * 0.58, kind: 'spire', w: 100 * scale, h: 640 * scale },
        { x: xStart + (W - xStart) * 0.72, kind: 'twin', w: 110 * scale, h: 360 * scale },
        { x: xStart + (W - xStart) * 0.9, kind: 'sail', w: 110 * scale, h: 330 * scale },
      ],
      windows: 0.05,
      windowSize: 3 * scale,
    },
    { fill: '#0B1F36', windowFill: C.gold, windowOpacity: 0.5 },
  )
  const near = skylineLayer(
    cv,
    rng,
    {
      x0: xStart - 100,
      x1: W + 40,
      baseY: base,
      hMin: 18 * scale,
      hMax: 100 * scale,
      wMin: 50 * scale,
      wMax: 130 * scale,
      profile: (t) => 0.35 + 0.65 * t,
      windows: 0.03,
      windowSize: 3 * scale,
    },
    { fill: C.deep, windowFill: C.paper, windowOpacity: 0.25, extra: fade },
  )
  // water
  cv.add(
    rect(
      0,
      base,
      W,
      H - base,
      `fill="${cv.lin(0, base, 0, H, [
        [0, '#0A1D33'],
        [1, C.deep],
      ])}"`,
    ),
  )
  reflection(cv, far + mid + near, base, (H - base) * 0.9, 0.32)
  ripples(cv, rng, xStart, W, base + 6, H - 10, 90, C.tealLight, 0.16)
  horizonLine(cv, xStart, W, base, C.gold, 0.55)
}

export function slideBusinessSetup(): Canvas {
  const W = 2400
  const H = 1400
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 1750, y: 1150, r: 1200, ry: 700, o: 0.5 })
  lattice(cv, {
    cell: 128,
    color: C.paper,
    opacity: 0.08,
    width: 1.1,
    mask: cv.maskLin(800, 0, 1900, 300, [
      [0, '#fff', 0],
      [1, '#fff', 1],
    ]),
  })
  // warm disc behind the towers
  cv.washRad(1770, 700, 420, [
    [0, C.gold, 0.26],
    [0.55, C.gold, 0.08],
    [1, C.gold, 0],
  ])
  cv.add(circle(1770, 700, 250, `fill="none" stroke="${C.gold}" stroke-opacity="0.35" stroke-width="1.5"`))
  medallionLayer(cv, 1770, 700, 340, C.gold, 0.18, 1.3)
  cityWithWater(cv, 'slide-1', 1150, 1.25, 980)
  copyShade(cv, 0.6, 0.92)
  return cv
}

export function slideFinancialAdvice(): Canvas {
  const W = 2400
  const H = 1400
  const rng = mulberry32(seedFrom('slide-2'))
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 1800, y: 800, r: 1100, ry: 800, o: 0.42 })
  lattice(cv, {
    cell: 140,
    color: C.paper,
    opacity: 0.06,
    width: 1,
    mask: cv.maskLin(900, 0, 2000, 0, [
      [0, '#fff', 0],
      [1, '#fff', 1],
    ]),
  })

  // ledger card
  const cx = 1220
  const cy = 360
  const cw = 920
  const ch = 700
  cv.add(rect(cx + 18, cy + 30, cw, ch, `rx="22" fill="${C.deep}" fill-opacity="0.55" ${cv.blur(30)}`))
  cv.add(
    rect(
      cx,
      cy,
      cw,
      ch,
      `rx="22" fill="${cv.lin(cx, cy, cx + cw, cy + ch, [
        [0, '#18395E', 0.92],
        [1, '#0E2743', 0.92],
      ])}" stroke="${C.paper}" stroke-opacity="0.12" stroke-width="1.5"`,
    ),
  )
  // card header strip (no text: abstract label bars)
  cv.add(rect(cx + 60, cy + 58, 180, 12, `rx="6" fill="${C.paper}" fill-opacity="0.5"`))
  cv.add(rect(cx + 60, cy + 84, 110, 10, `rx="5" fill="${C.paper}" fill-opacity="0.22"`))
  cv.add(rect(cx + cw - 200, cy + 58, 140, 36, `rx="18" fill="${C.teal}" fill-opacity="0.55"`))
  const gx = cx + 60
  const gy = cy + 160
  const gw = cw - 120
  const gh = 440
  cv.add(path(ledger(gx, gy, gw, gh, 55, []), `fill="none" stroke="${C.paper}" stroke-opacity="0.08" stroke-width="1"`))
  const nb = 10
  const bw = 44
  const gap = (gw - nb * bw) / (nb - 1)
  const hs = Array.from({ length: nb }, (_, i) => 90 + i * 28 + between(rng, -30, 30))
  bars(
    cv,
    gx,
    gy + gh,
    bw,
    gap,
    hs,
    (i) =>
      i === nb - 1
        ? C.gold
        : cv.lin(0, gy, 0, gy + gh, [
            [0, C.tealLight, 0.9],
            [1, C.teal, 0.5],
          ]),
    6,
  )
  const pts = hs.map((h, i): [number, number] => [gx + i * (bw + gap) + bw / 2, gy + gh - h - 70 - between(rng, 0, 40)])
  lineChart(cv, pts, gy + gh, {
    stroke: C.paper,
    width: 3,
    areaColor: C.paper,
    areaOpacity: 0.06,
    node: C.paper,
    nodeFill: '#12304F',
    nodeR: 5,
    accent: C.gold,
  })
  cv.add(line(gx, gy + gh, gx + gw, gy + gh, `stroke="${C.paper}" stroke-opacity="0.35" stroke-width="1.5"`))

  // coin medallion top-right
  const mx = 2190
  const my = 290
  cv.add(circle(mx + 10, my + 24, 140, `fill="${C.deep}" fill-opacity="0.5" ${cv.blur(22)}`))
  cv.add(
    circle(
      mx,
      my,
      140,
      `fill="${cv.rad(mx - 40, my - 50, 200, [
        [0, '#D9BB78'],
        [1, '#A8833C'],
      ])}"`,
    ),
  )
  cv.add(circle(mx, my, 119, `fill="none" stroke="#F3E3BB" stroke-opacity="0.6" stroke-width="2"`))
  medallionLayer(cv, mx, my, 110, '#6E5424', 0.55, 1.4)

  // coin stacks lower right
  const coinStyle = { side: '#9C7A38', face: '#D2B26C', rim: '#F3E3BB' }
  cv.add(coinStack(2080, 1180, 68, 5, coinStyle))
  cv.add(coinStack(2240, 1200, 68, 8, coinStyle))
  cv.add(coinStack(2160, 1262, 68, 3, { side: '#0B5E53', face: C.tealLight, rim: '#BFE8DF' }))

  copyShade(cv, 0.58, 0.92)
  return cv
}

// ---------------------------------------------------------------------------

export function videoPoster(): Canvas {
  const W = 1920
  const H = 1080
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 960, y: 860, r: 1100, ry: 520, o: 0.5 })
  lattice(cv, {
    cell: 110,
    color: C.paper,
    opacity: 0.075,
    width: 1,
    mask: cv.maskRad(
      960,
      430,
      900,
      [
        [0, '#fff', 0.2],
        [0.5, '#fff', 1],
        [1, '#fff', 0.3],
      ],
      560,
    ),
  })
  cv.add(
    circle(
      960,
      470,
      320,
      `fill="${cv.rad(960, 470, 320, [
        [0, C.deep, 0.5],
        [1, C.deep, 0],
      ])}"`,
    ),
  )
  medallionLayer(cv, 960, 470, 290, C.gold, 0.2, 1.3)
  cv.add(circle(960, 470, 130, `fill="none" stroke="${C.paper}" stroke-opacity="0.12" stroke-width="1.2"`))
  cityWithWater(cv, 'video', 900, 1, 0)
  cv.washRad(
    960,
    540,
    1100,
    [
      [0.55, C.deep, 0],
      [1, C.deep, 0.55],
    ],
    700,
    true,
  )
  return cv
}

export function ogDefault(): Canvas {
  const W = 1200
  const H = 630
  const cv = new Canvas(W, H)
  darkBase(cv, { x: 900, y: 640, r: 700, ry: 380, o: 0.55 })
  lattice(cv, {
    cell: 70,
    color: C.paper,
    opacity: 0.09,
    width: 0.9,
    mask: cv.maskLin(350, 0, 900, 0, [
      [0, '#fff', 0],
      [1, '#fff', 1],
    ]),
  })
  medallionLayer(cv, 930, 230, 150, C.gold, 0.24, 1)
  cityWithWater(cv, 'og', 540, 0.62, 420)
  cv.add(
    rect(
      0,
      H - 8,
      W,
      8,
      `fill="${cv.lin(0, 0, W, 0, [
        [0, C.teal],
        [0.7, C.tealLight],
        [1, C.gold],
      ])}"`,
    ),
  )
  copyShade(cv, 0.6, 0.85)
  return cv
}
