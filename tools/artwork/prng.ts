/**
 * Small deterministic PRNG helpers so the artwork is byte-for-byte
 * reproducible between runs.
 */
export type Rng = () => number

/** mulberry32 — tiny, fast, good-enough 32-bit seeded generator. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Hash a string into a 32-bit seed (FNV-1a). */
export function seedFrom(name: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export const between = (rng: Rng, a: number, b: number): number => a + (b - a) * rng()

export const intBetween = (rng: Rng, a: number, b: number): number => Math.floor(between(rng, a, b + 1))
