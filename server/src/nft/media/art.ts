/**
 * Generative SVG artworks (`art-01.svg` … `art-24.svg`). Six styles take turns (orbits, waves,
 * truchet tiles, Bauhaus grid, landscape, bloom); the key's PRNG draws the palette, counts, sizes
 * and positions, so each of the 24 is its own picture.
 */
import { hsl, num, paletteFor, rngFor, type Palette, type Rng } from './prng'
import { linearGradient, radialGradient, svgDocument, SVG_SIZE as S } from './svg'

export const ART_STYLES = ['Orbits', 'Waves', 'Tiles', 'Bauhaus', 'Horizon', 'Bloom'] as const
export type ArtStyle = (typeof ART_STYLES)[number]

interface Drawing {
  defs: string
  body: string
}

function orbits(rng: Rng, p: Palette): Drawing {
  const [h0, h1, h2, h3] = p.hues as [number, number, number, number]
  const cx = S / 2 + rng.range(-40, 40)
  const cy = S / 2 + rng.range(-40, 40)
  const defs =
    linearGradient('bg', [hsl(h0, 55, 10), hsl(h1, 50, 18)], rng.range(100, 260)) +
    radialGradient('sun', [
      { color: hsl(h2, 95, 80), at: 0 },
      { color: hsl(h2, 90, 60), at: 0.35 },
      { color: hsl(h2, 90, 50), opacity: 0, at: 1 },
    ])
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  for (let i = 0; i < 70; i++) {
    body += `<circle cx="${num(rng.range(0, S))}" cy="${num(rng.range(0, S))}" r="${num(rng.range(0.6, 2.2))}" fill="#fff" opacity="${num(rng.range(0.25, 0.9), 2)}"/>`
  }
  body += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rng.range(90, 130))}" fill="url(#sun)"/>`
  const rings = rng.int(4, 7)
  const tilt = rng.range(-35, 35)
  const squash = rng.range(0.35, 1)
  body += `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${num(tilt)})">`
  for (let i = 0; i < rings; i++) {
    const rx = 60 + i * rng.range(26, 34)
    const ry = rx * squash
    const hue = p.hues[i % p.hues.length]!
    body += `<ellipse rx="${num(rx)}" ry="${num(ry)}" fill="none" stroke="${hsl(hue, 70, 70)}" stroke-width="${num(rng.range(1, 3.5))}" opacity="${num(rng.range(0.35, 0.8), 2)}"/>`
    const a = rng.range(0, Math.PI * 2)
    const r = rng.range(6, 18)
    body += `<circle cx="${num(Math.cos(a) * rx)}" cy="${num(Math.sin(a) * ry)}" r="${num(r)}" fill="${hsl(hue + 20, 80, 62)}"/>`
    if (rng.chance(0.4)) {
      body += `<circle cx="${num(Math.cos(a) * rx)}" cy="${num(Math.sin(a) * ry)}" r="${num(r + 7)}" fill="none" stroke="${hsl(h3, 80, 85)}" stroke-width="1.5" opacity="0.7"/>`
    }
  }
  body += '</g>'
  return { defs, body }
}

function waves(rng: Rng, p: Palette): Drawing {
  const bands = rng.int(7, 11)
  const light = rng.chance(0.5)
  const defs = linearGradient(
    'bg',
    light
      ? [hsl(p.hues[0]!, 70, 92), hsl(p.hues[1]!, 60, 80)]
      : [hsl(p.hues[0]!, 60, 14), hsl(p.hues[1]!, 60, 26)],
    180,
  )
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  const amp = rng.range(14, 40)
  const freq = rng.range(1, 2.6)
  for (let i = 0; i < bands; i++) {
    const y0 = 90 + (i * (S - 90)) / bands
    const phase = rng.range(0, Math.PI * 2)
    const a = amp * rng.range(0.6, 1.3)
    const pts: string[] = []
    for (let x = 0; x <= S; x += 16) {
      const y =
        y0 +
        Math.sin((x / S) * Math.PI * 2 * freq + phase) * a +
        Math.sin((x / S) * 9 + phase * 2) * a * 0.2
      pts.push(`${num(x)} ${num(y)}`)
    }
    const hue = p.hues[i % p.hues.length]!
    const l = light ? 75 - (i * 45) / bands : 30 + (i * 45) / bands
    body += `<path d="M0 ${S} L${pts.join(' L')} L${S} ${S} Z" fill="${hsl(hue, rng.range(55, 85), l)}" opacity="${num(rng.range(0.8, 1), 2)}"/>`
  }
  const sunX = rng.range(90, S - 90)
  body += `<circle cx="${num(sunX)}" cy="${num(rng.range(60, 110))}" r="${num(rng.range(26, 44))}" fill="${hsl(p.hues[2]! + 30, 90, light ? 60 : 80)}" opacity="0.9"/>`
  return { defs, body }
}

function tiles(rng: Rng, p: Palette): Drawing {
  const n = rng.pick([6, 8, 8, 10])
  const cell = S / n
  const defs =
    linearGradient('bg', [hsl(p.hues[0]!, 45, 12), hsl(p.hues[1]!, 45, 22)]) +
    linearGradient(
      'ink',
      [hsl(p.hues[2]!, 85, 65), hsl(p.hues[3]!, 85, 60), hsl(p.hues[4]!, 85, 70)],
      rng.range(0, 360),
    )
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  const w = num(cell * rng.range(0.16, 0.3))
  body += `<g fill="none" stroke="url(#ink)" stroke-width="${w}" stroke-linecap="round">`
  const r = cell / 2
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const ox = x * cell
      const oy = y * cell
      if (rng.chance(0.5)) {
        body += `<path d="M${num(ox + r)} ${num(oy)} A${num(r)} ${num(r)} 0 0 1 ${num(ox)} ${num(oy + r)} M${num(ox + cell)} ${num(oy + r)} A${num(r)} ${num(r)} 0 0 0 ${num(ox + r)} ${num(oy + cell)}"/>`
      } else {
        body += `<path d="M${num(ox + r)} ${num(oy)} A${num(r)} ${num(r)} 0 0 0 ${num(ox + cell)} ${num(oy + r)} M${num(ox)} ${num(oy + r)} A${num(r)} ${num(r)} 0 0 1 ${num(ox + r)} ${num(oy + cell)}"/>`
      }
    }
  }
  body += '</g>'
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = (rng.int(0, n - 1) + 0.5) * cell
    const y = (rng.int(0, n - 1) + 0.5) * cell
    body += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(cell * 0.22)}" fill="${hsl(p.hues[i % 5]! + 180, 90, 75)}"/>`
  }
  return { defs, body }
}

function bauhaus(rng: Rng, p: Palette): Drawing {
  const n = rng.pick([3, 4, 4, 5])
  const cell = S / n
  const paper = hsl(p.hues[0]! + 40, 35, rng.range(88, 95))
  const colors = [
    hsl(p.hues[0]!, 75, 50),
    hsl(p.hues[1]!, 70, 45),
    hsl(p.hues[2]!, 80, 60),
    hsl(p.hues[3]!, 25, 18),
  ]
  const defs = ''
  let body = `<rect width="${S}" height="${S}" fill="${paper}"/>`
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const ox = x * cell
      const oy = y * cell
      const c = rng.pick(colors)
      const c2 = rng.pick(colors.filter((k) => k !== c))
      const rot = rng.int(0, 3) * 90
      const g = `transform="rotate(${rot} ${num(ox + cell / 2)} ${num(oy + cell / 2)})"`
      const pad = cell * 0.08
      const kind = rng.int(0, 5)
      if (rng.chance(0.35))
        body += `<rect x="${num(ox)}" y="${num(oy)}" width="${num(cell)}" height="${num(cell)}" fill="${c2}" opacity="0.9"/>`
      if (kind === 0) {
        body += `<circle cx="${num(ox + cell / 2)}" cy="${num(oy + cell / 2)}" r="${num(cell / 2 - pad)}" fill="${c}"/>`
      } else if (kind === 1) {
        body += `<path ${g} d="M${num(ox + pad)} ${num(oy + cell / 2)} A${num(cell / 2 - pad)} ${num(cell / 2 - pad)} 0 0 1 ${num(ox + cell - pad)} ${num(oy + cell / 2)} Z" fill="${c}"/>`
      } else if (kind === 2) {
        body += `<path ${g} d="M${num(ox)} ${num(oy)} L${num(ox + cell)} ${num(oy)} A${num(cell)} ${num(cell)} 0 0 1 ${num(ox)} ${num(oy + cell)} Z" fill="${c}"/>`
      } else if (kind === 3) {
        body += `<path ${g} d="M${num(ox)} ${num(oy)} L${num(ox + cell)} ${num(oy + cell)} L${num(ox)} ${num(oy + cell)} Z" fill="${c}"/>`
      } else if (kind === 4) {
        const stripes = rng.int(3, 5)
        for (let i = 0; i < stripes; i++) {
          const h = cell / (stripes * 2)
          body += `<rect ${g} x="${num(ox)}" y="${num(oy + i * 2 * h + h / 2)}" width="${num(cell)}" height="${num(h)}" fill="${c}"/>`
        }
      } else {
        body += `<circle cx="${num(ox + cell / 2)}" cy="${num(oy + cell / 2)}" r="${num(cell / 2 - pad)}" fill="none" stroke="${c}" stroke-width="${num(cell * 0.12)}"/><circle cx="${num(ox + cell / 2)}" cy="${num(oy + cell / 2)}" r="${num(cell * 0.1)}" fill="${c}"/>`
      }
    }
  }
  return { defs, body }
}

function horizon(rng: Rng, p: Palette): Drawing {
  const night = rng.chance(0.35)
  const [h0, h1, h2] = p.hues as [number, number, number]
  const defs =
    linearGradient(
      'sky',
      night
        ? [hsl(h0, 60, 10), hsl(h1, 55, 28)]
        : [hsl(h0, 75, 72), hsl(h1, 85, 82), hsl(h2 + 20, 90, 88)],
      180,
    ) +
    radialGradient('sun', [
      { color: hsl(h2 + 30, 100, night ? 92 : 70), at: 0 },
      { color: hsl(h2 + 20, 100, night ? 85 : 62), at: 0.55 },
      { color: hsl(h2, 100, 60), opacity: 0, at: 1 },
    ])
  let body = `<rect width="${S}" height="${S}" fill="url(#sky)"/>`
  if (night) {
    for (let i = 0; i < 60; i++) {
      body += `<circle cx="${num(rng.range(0, S))}" cy="${num(rng.range(0, S * 0.6))}" r="${num(rng.range(0.6, 2))}" fill="#fff" opacity="${num(rng.range(0.3, 0.9), 2)}"/>`
    }
  }
  const sunR = rng.range(50, 90)
  body += `<circle cx="${num(rng.range(120, S - 120))}" cy="${num(rng.range(150, 230))}" r="${num(sunR * 1.8)}" fill="url(#sun)"/>`
  const layers = rng.int(4, 6)
  for (let i = 0; i < layers; i++) {
    const base = 250 + (i * 230) / layers
    let y = base
    const pts: string[] = []
    const rough = rng.range(10, 30) * (1 - i / (layers + 1))
    for (let x = 0; x <= S; x += 8) {
      y += rng.range(-rough, rough) * 0.5
      y = Math.max(base - 90, Math.min(base + 30, y))
      pts.push(`${x} ${num(y)}`)
    }
    const l = night ? 8 + (layers - i) * 5 : 70 - i * (55 / layers)
    body += `<path d="M0 ${S} L${pts.join(' L')} L${S} ${S} Z" fill="${hsl(p.hues[(i + 3) % 5]!, night ? 40 : 45, l)}"/>`
  }
  return { defs, body }
}

function bloom(rng: Rng, p: Palette): Drawing {
  const defs =
    radialGradient('bg', [
      { color: hsl(p.hues[0]!, 50, 26), at: 0 },
      { color: hsl(p.hues[1]!, 55, 8), at: 1 },
    ]) +
    radialGradient('core', [
      { color: hsl(p.hues[2]!, 100, 85), at: 0 },
      { color: hsl(p.hues[2]!, 95, 55), at: 1 },
    ])
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`
  const layers = rng.int(3, 5)
  body += `<g transform="translate(${S / 2} ${S / 2})">`
  for (let l = 0; l < layers; l++) {
    const petals = rng.int(6, 16)
    const len = 200 - l * (150 / layers) * rng.range(0.8, 1.1)
    const wide = len * rng.range(0.18, 0.4)
    const hue = p.hues[l % 5]!
    const offset = rng.range(0, 360 / petals)
    const opacity = num(rng.range(0.55, 0.9), 2)
    for (let i = 0; i < petals; i++) {
      const angle = offset + (i * 360) / petals
      body += `<ellipse cx="0" cy="${num(-len / 2)}" rx="${num(wide / 2)}" ry="${num(len / 2)}" transform="rotate(${num(angle)})" fill="${hsl(hue, 80, 45 + l * 8)}" opacity="${opacity}" stroke="${hsl(hue, 90, 80)}" stroke-width="1"/>`
    }
  }
  body += `<circle r="${num(rng.range(22, 40))}" fill="url(#core)"/>`
  const dots = rng.int(8, 20)
  const dr = rng.range(50, 90)
  for (let i = 0; i < dots; i++) {
    const a = (i / dots) * Math.PI * 2
    body += `<circle cx="${num(Math.cos(a) * dr)}" cy="${num(Math.sin(a) * dr)}" r="3" fill="${hsl(p.hues[3]!, 90, 85)}"/>`
  }
  body += '</g>'
  return { defs, body }
}

const drawers: Record<ArtStyle, (rng: Rng, p: Palette) => Drawing> = {
  Orbits: orbits,
  Waves: waves,
  Tiles: tiles,
  Bauhaus: bauhaus,
  Horizon: horizon,
  Bloom: bloom,
}

/** The style of artwork number `n` (1-based): the six take turns. */
export function artStyle(n: number): ArtStyle {
  return ART_STYLES[(n - 1) % ART_STYLES.length]!
}

/** Artwork number `n` as an SVG document, drawn from the PRNG of `key`. */
export function artSvg(key: string, n: number): string {
  const rng = rngFor(key)
  const style = artStyle(n)
  const { defs, body } = drawers[style](rng, paletteFor(rng))
  return svgDocument({
    title: `Generative artwork ${String(n).padStart(2, '0')}: ${style}`,
    defs,
    body,
  })
}
