/**
 * The one source of chance of the generated NFT media: a PRNG seeded from the media key, so a key
 * always yields the same bytes (no Math.random, no clock). FNV-1a (32 bit) turns the key into a
 * seed; mulberry32 draws from it.
 */

/** FNV-1a hash of a text, as an unsigned 32-bit integer. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

export interface Rng {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
}

/** A mulberry32 generator seeded from `key`. */
export function rngFor(key: string): Rng {
  let state = hashKey(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  }
}

/** A number written with at most `digits` decimals and no trailing zeros (SVG coordinates). */
export function num(value: number, digits = 1): string {
  const factor = 10 ** digits
  const rounded = Math.round(value * factor) / factor
  return String(Object.is(rounded, -0) ? 0 : rounded)
}

/** An `hsl()` colour (hue wrapped to 0–360). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = ((hue % 360) + 360) % 360
  return `hsl(${num(h)} ${num(saturation)}% ${num(lightness)}%)`
}

/** HSL to 8-bit RGB (for the raster media: GIF frames). */
export function hslToRgb(
  hue: number,
  saturation: number,
  lightness: number,
): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 360
  const s = saturation / 100
  const l = lightness / 100
  if (s === 0) {
    const v = Math.round(l * 255)
    return [v, v, v]
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((c) => Math.round(c * 255)) as [
    number,
    number,
    number,
  ]
}

/** A harmonious palette of `count` colours around a drawn base hue. */
export interface Palette {
  hue: number
  scheme: 'analogous' | 'complementary' | 'triadic' | 'split'
  hues: number[]
}

export function paletteFor(rng: Rng, count = 5): Palette {
  const hue = rng.range(0, 360)
  const scheme = rng.pick(['analogous', 'complementary', 'triadic', 'split'] as const)
  const offsets = {
    analogous: [0, 25, 50, -25, 75],
    complementary: [0, 180, 20, 200, -20],
    triadic: [0, 120, 240, 30, 150],
    split: [0, 150, 210, 20, 180],
  }[scheme]
  const hues = Array.from(
    { length: count },
    (_, i) => hue + offsets[i % offsets.length]! + rng.range(-8, 8),
  )
  return { hue, scheme, hues }
}
