/**
 * The two video clips (`clip-01.webm`, `clip-02.webm`) and their posters (`clip-01.svg`,
 * `clip-02.svg`). Node has no video encoder, so scripts/generate-nft-videos.ts draws the scene of
 * `clipScene(n)` on a canvas in Chromium and records it; the WebM files it writes are committed in
 * server/assets/nft/. The poster is the same scene at its first instant, with a play mark.
 */
import { hsl, num, rngFor } from './prng'
import { linearGradient, radialGradient, svgDocument, SVG_SIZE as S } from './svg'

export const CLIP_SECONDS = 5
export const CLIP_SIZE = 360

export interface ClipBody {
  /** Orbit radius as a fraction of half the frame. */
  radius: number
  /** Orbit turns per loop (a whole number, so the loop is seamless). */
  turns: number
  phase: number
  /** Dot radius as a fraction of the frame. */
  size: number
  hue: number
  /** Vertical squash of the orbit (1 = circle). */
  squash: number
}

export interface ClipScene {
  kind: 'orbits' | 'rings'
  background: [string, string]
  hue: number
  bodies: ClipBody[]
  /** Rings drawn at once (kind 'rings'). */
  rings: number
}

export function clipScene(n: number): ClipScene {
  const rng = rngFor(`clip-${String(n).padStart(2, '0')}`)
  const hue = rng.range(0, 360)
  const kind = n % 2 === 1 ? 'orbits' : 'rings'
  const count = kind === 'orbits' ? rng.int(7, 10) : rng.int(3, 5)
  return {
    kind,
    background: [hsl(hue, 60, 9), hsl(hue + 50, 55, 20)],
    hue,
    rings: rng.int(6, 9),
    bodies: Array.from({ length: count }, (_, i) => ({
      radius: kind === 'orbits' ? 0.2 + (i / count) * 0.7 : 0.15 + i * 0.08,
      turns: rng.pick([1, 1, 2, -1, -2]),
      phase: rng.range(0, Math.PI * 2),
      size: rng.range(0.018, 0.04),
      hue: hue + rng.range(-60, 120),
      squash: kind === 'orbits' ? rng.range(0.45, 1) : 1,
    })),
  }
}

/** Where a body is at `phase` (0–1 of the loop), in frame fractions. */
export function bodyAt(body: ClipBody, phase: number): { x: number; y: number } {
  const a = body.phase + body.turns * phase * Math.PI * 2
  return {
    x: 0.5 + (Math.cos(a) * body.radius) / 2,
    y: 0.5 + (Math.sin(a) * body.radius * body.squash) / 2,
  }
}

export function clipPosterSvg(n: number): string {
  const scene = clipScene(n)
  let defs = linearGradient('bg', scene.background, 160)
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  if (scene.kind === 'rings') {
    for (let k = 0; k < scene.rings; k++) {
      // as the recording draws them at its start (scripts/generate-nft-videos.ts)
      const u = k / scene.rings
      body += `<circle cx="${S / 2}" cy="${S / 2}" r="${num(u * S * 0.7)}" fill="none" stroke="${hsl(scene.hue + u * 200, 85, 65)}" stroke-width="${num(((4 + u * 10) * S) / CLIP_SIZE)}" opacity="${num(1 - u, 2)}"/>`
    }
  }
  scene.bodies.forEach((b, i) => {
    const { x, y } = bodyAt(b, 0)
    defs += radialGradient(`glow${i}`, [
      { color: hsl(b.hue, 100, 88), at: 0 },
      { color: hsl(b.hue, 95, 60), at: 0.35 },
      { color: hsl(b.hue, 95, 50), opacity: 0, at: 1 },
    ])
    if (scene.kind === 'orbits') {
      body += `<ellipse cx="${S / 2}" cy="${S / 2}" rx="${num((b.radius * S) / 2)}" ry="${num((b.radius * b.squash * S) / 2)}" fill="none" stroke="${hsl(b.hue, 60, 70)}" stroke-width="1" opacity="0.25"/>`
    }
    body += `<circle cx="${num(x * S)}" cy="${num(y * S)}" r="${num(b.size * S * 2.5)}" fill="url(#glow${i})"/>`
  })
  body += `<circle cx="${S / 2}" cy="${S / 2}" r="54" fill="#000" opacity="0.45"/><path d="M${S / 2 - 16} ${S / 2 - 26} L${S / 2 + 28} ${S / 2} L${S / 2 - 16} ${S / 2 + 26} Z" fill="#fff"/>`
  return svgDocument({
    title: `Poster of generated video clip ${String(n).padStart(2, '0')}`,
    defs,
    body,
  })
}
