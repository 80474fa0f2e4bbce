/**
 * Animated GIF loops (`loop-01.gif` … `loop-04.gif`): a scalar field drawn per pixel (plasma,
 * rings, spiral, metaballs), banded into a 16-colour palette drawn from the key's PRNG, and
 * encoded with gifenc. Time enters only as the frame's phase on a circle, so the last frame leads
 * seamlessly back to the first.
 */
import { createRequire } from 'node:module'
import type * as Gifenc from 'gifenc'
import { hslToRgb, rngFor, type Rng } from './prng'

// gifenc is CommonJS without named-export hints Node's ESM loader can read: load it as such
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as typeof Gifenc

export const GIF_SIZE = 160
export const GIF_FRAMES = 24
export const GIF_FRAME_DELAY_MS = 70
const BANDS = 16

export const LOOP_KINDS = ['plasma', 'rings', 'spiral', 'metaballs'] as const
export type LoopKind = (typeof LOOP_KINDS)[number]

type Field = (x: number, y: number, phase: number) => number

function fieldFor(kind: LoopKind, rng: Rng): Field {
  const tau = Math.PI * 2
  const frac = (v: number) => v - Math.floor(v)
  if (kind === 'plasma') {
    const [a, b, c, d] = [rng.range(4, 9), rng.range(4, 9), rng.range(3, 7), rng.range(8, 14)]
    return (x, y, p) => {
      const t = p * tau
      const v =
        Math.sin(x * a + t) +
        Math.sin(y * b - t) +
        Math.sin((x + y) * c + t) +
        Math.sin(Math.hypot(x - 0.5, y - 0.5) * d - 2 * t)
      return v / 8 + 0.5
    }
  }
  if (kind === 'rings') {
    const k = rng.range(4, 7)
    const lobes = rng.int(3, 7)
    return (x, y, p) => {
      const dx = x - 0.5
      const dy = y - 0.5
      const r = Math.hypot(dx, dy) * (1 + 0.12 * Math.sin(Math.atan2(dy, dx) * lobes + p * tau))
      return frac(r * k - p)
    }
  }
  if (kind === 'spiral') {
    const arms = rng.int(2, 5)
    const twist = rng.range(3, 6)
    return (x, y, p) => {
      const dx = x - 0.5
      const dy = y - 0.5
      return frac((Math.atan2(dy, dx) / tau) * arms + Math.hypot(dx, dy) * twist - p)
    }
  }
  const balls = Array.from({ length: 4 }, () => ({
    r: rng.range(0.18, 0.3),
    m: rng.int(1, 2),
    n: rng.int(1, 2),
    phase: rng.range(0, tau),
    size: rng.range(0.012, 0.022),
  }))
  return (x, y, p) => {
    const t = p * tau
    let sum = 0
    for (const b of balls) {
      const cx = 0.5 + b.r * Math.cos(t * b.m + b.phase)
      const cy = 0.5 + b.r * Math.sin(t * b.n + b.phase)
      sum += b.size / ((x - cx) ** 2 + (y - cy) ** 2 + 1e-4)
    }
    return Math.min(0.999, sum / 4)
  }
}

/** Animated loop number `n` (1-based) as GIF bytes. */
export function loopGif(key: string, n: number): Buffer {
  const rng = rngFor(key)
  const kind = LOOP_KINDS[(n - 1) % LOOP_KINDS.length]!
  const h0 = rng.range(0, 360)
  const h1 = h0 + rng.range(60, 200)
  // a ramp that goes there and back, so neighbouring bands (and the wrap of a cyclic field) blend
  const palette = Array.from({ length: BANDS }, (_, i) => {
    const u = 1 - Math.abs((i / BANDS) * 2 - 1)
    return hslToRgb(h0 + (h1 - h0) * u, 70 + 20 * u, 14 + 62 * u)
  })
  const field = fieldFor(kind, rng)
  const gif = GIFEncoder()
  const index = new Uint8Array(GIF_SIZE * GIF_SIZE)
  for (let f = 0; f < GIF_FRAMES; f++) {
    const phase = f / GIF_FRAMES
    for (let y = 0; y < GIF_SIZE; y++) {
      for (let x = 0; x < GIF_SIZE; x++) {
        const v = field(x / GIF_SIZE, y / GIF_SIZE, phase)
        index[y * GIF_SIZE + x] = Math.max(0, Math.min(BANDS - 1, Math.floor(v * BANDS)))
      }
    }
    gif.writeFrame(index, GIF_SIZE, GIF_SIZE, {
      ...(f === 0 ? { palette } : {}),
      delay: GIF_FRAME_DELAY_MS,
      repeat: 0,
    })
  }
  gif.finish()
  return Buffer.from(gif.bytes())
}
