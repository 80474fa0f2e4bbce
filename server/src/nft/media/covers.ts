/**
 * Covers: the blind boxes' gift box with a "?" (`box-01.svg`, `box-02.svg`) and the tunes'
 * record sleeves (`tune-01.svg` … `tune-04.svg`), drawn from the key's PRNG.
 */
import { hsl, num, rngFor } from './prng'
import { linearGradient, radialGradient, svgDocument, SVG_SIZE as S } from './svg'

function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const k = r * 0.25
  return `<path d="M${num(x)} ${num(y - r)} Q${num(x + k)} ${num(y - k)} ${num(x + r)} ${num(y)} Q${num(x + k)} ${num(y + k)} ${num(x)} ${num(y + r)} Q${num(x - k)} ${num(y + k)} ${num(x - r)} ${num(y)} Q${num(x - k)} ${num(y - k)} ${num(x)} ${num(y - r)} Z" fill="${fill}" opacity="${num(opacity, 2)}"/>`
}

/** A wrapped gift box with a big "?" on its front: the cover of a blind box still closed. */
export function boxSvg(key: string, n: number): string {
  const rng = rngFor(key)
  const hue = n === 1 ? rng.range(250, 290) : rng.range(10, 40)
  const ribbonHue = hue + rng.range(150, 200)
  const defs =
    radialGradient('bg', [
      { color: hsl(hue, 60, 32), at: 0 },
      { color: hsl(hue + 20, 70, 10), at: 1 },
    ]) +
    linearGradient('box', [hsl(hue, 80, 62), hsl(hue - 10, 75, 42)], 160) +
    linearGradient('lid', [hsl(hue, 85, 70), hsl(hue - 10, 75, 52)], 160) +
    linearGradient('ribbon', [hsl(ribbonHue, 95, 72), hsl(ribbonHue, 85, 52)], 90) +
    radialGradient('glow', [
      { color: hsl(hue + 40, 100, 80), opacity: 0.55, at: 0 },
      { color: hsl(hue + 40, 100, 70), opacity: 0, at: 1 },
    ])
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  const rays = 16
  body += `<g transform="translate(256 250)" opacity="0.14">`
  for (let i = 0; i < rays; i++) {
    body += `<path d="M0 0 L-22 -360 L22 -360 Z" fill="#fff" transform="rotate(${num((i * 360) / rays + rng.range(-4, 4))})"/>`
  }
  body += '</g>'
  body += `<circle cx="256" cy="270" r="220" fill="url(#glow)"/>`
  for (let i = 0; i < 14; i++) {
    body += sparkle(
      rng.range(20, S - 20),
      rng.range(20, S - 20),
      rng.range(5, 16),
      hsl(ribbonHue + rng.range(-40, 40), 100, 85),
      rng.range(0.5, 1),
    )
  }
  // box body, lid, ribbon, bow
  body += `<ellipse cx="256" cy="452" rx="170" ry="18" fill="#000" opacity="0.3"/>`
  body += `<rect x="112" y="236" width="288" height="212" rx="14" fill="url(#box)"/>`
  body += `<rect x="228" y="236" width="56" height="212" fill="url(#ribbon)"/>`
  body += `<rect x="96" y="186" width="320" height="66" rx="14" fill="url(#lid)"/>`
  body += `<rect x="224" y="186" width="64" height="66" fill="url(#ribbon)"/>`
  body += `<path d="M256 186 C200 110 140 130 170 170 C185 190 230 188 256 186 Z" fill="url(#ribbon)" stroke="${hsl(ribbonHue, 70, 40)}" stroke-width="3"/>`
  body += `<path d="M256 186 C312 110 372 130 342 170 C327 190 282 188 256 186 Z" fill="url(#ribbon)" stroke="${hsl(ribbonHue, 70, 40)}" stroke-width="3"/>`
  body += `<circle cx="256" cy="184" r="16" fill="${hsl(ribbonHue, 85, 58)}"/>`
  body += `<text x="170" y="392" text-anchor="middle" font-family="system-ui, sans-serif" font-size="130" font-weight="800" fill="#000" opacity="0.25">?</text>`
  body += `<text x="166" y="386" text-anchor="middle" font-family="system-ui, sans-serif" font-size="130" font-weight="800" fill="#fff">?</text>`
  body += `<text x="346" y="392" text-anchor="middle" font-family="system-ui, sans-serif" font-size="130" font-weight="800" fill="#000" opacity="0.25">?</text>`
  body += `<text x="342" y="386" text-anchor="middle" font-family="system-ui, sans-serif" font-size="130" font-weight="800" fill="#fff">?</text>`
  return svgDocument({
    title: `Mystery box ${String(n).padStart(2, '0')}: a wrapped gift with a question mark`,
    defs,
    body,
  })
}

/** A record sleeve for tune `n`: a vinyl disc, its label, and an equaliser. */
export function tuneCoverSvg(key: string, n: number, notes: readonly number[]): string {
  const rng = rngFor(key)
  const hue = rng.range(0, 360)
  const defs =
    linearGradient('bg', [hsl(hue, 70, 55), hsl(hue + 60, 70, 35)], rng.range(90, 220)) +
    radialGradient('disc', [
      { color: '#2a2a2e', at: 0 },
      { color: '#0c0c0f', at: 1 },
    ]) +
    linearGradient('label', [hsl(hue + 180, 85, 65), hsl(hue + 210, 80, 50)])
  const dx = rng.range(-30, 30)
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  body += `<circle cx="${num(256 + dx)}" cy="220" r="170" fill="url(#disc)"/>`
  for (let r = 70; r < 168; r += 7) {
    body += `<circle cx="${num(256 + dx)}" cy="220" r="${r}" fill="none" stroke="#fff" stroke-width="0.8" opacity="${num(0.05 + (r % 3) * 0.03, 2)}"/>`
  }
  body += `<path d="M${num(256 + dx - 120)} 100 A170 170 0 0 1 ${num(256 + dx + 40)} 52" fill="none" stroke="#fff" stroke-width="10" opacity="0.12" stroke-linecap="round"/>`
  body += `<circle cx="${num(256 + dx)}" cy="220" r="58" fill="url(#label)"/><circle cx="${num(256 + dx)}" cy="220" r="7" fill="#0c0c0f"/>`
  // the equaliser: one bar per note of the tune, its height the pitch
  const lo = Math.min(...notes)
  const hi = Math.max(...notes)
  const w = 400 / notes.length
  notes.forEach((note, i) => {
    const h = 24 + ((note - lo) / Math.max(1, hi - lo)) * 70
    body += `<rect x="${num(56 + i * w + 2)}" y="${num(470 - h)}" width="${num(w - 4)}" height="${num(h)}" rx="3" fill="${hsl(hue + 180 + i * 6, 90, 85)}" opacity="0.9"/>`
  })
  body += `<g transform="translate(${num(400 - dx / 2)} 300)" fill="#fff" opacity="0.9"><path d="M0 0 L0 -80 L44 -92 L44 -16" fill="none" stroke="#fff" stroke-width="7"/><ellipse cx="-10" cy="2" rx="14" ry="10"/><ellipse cx="34" cy="-14" rx="14" ry="10"/></g>`
  return svgDocument({ title: `Cover of generated tune ${String(n).padStart(2, '0')}`, defs, body })
}
