/**
 * Artist avatars (`avatar-01.svg` … `avatar-12.svg`): a friendly drawn face on a gradient, with
 * skin tone, hair, eyes, mouth, glasses and shirt drawn from the key's PRNG.
 */
import { hsl, num, rngFor } from './prng'
import { linearGradient, svgDocument, SVG_SIZE as S } from './svg'

const SKIN = ['#f6d7c3', '#eec1a0', '#d9a27c', '#b97a56', '#8d5a3b', '#5e3b26']
const HAIR = [
  '#1f1a17',
  '#3b2a20',
  '#6b4428',
  '#a0522d',
  '#d9a441',
  '#e8e0d0',
  '#c0392b',
  '#5b6ee1',
]
const STYLES = ['short', 'long', 'bun', 'spiky', 'beanie', 'curly'] as const

export function avatarSvg(key: string, n: number): string {
  const rng = rngFor(key)
  const hue = rng.range(0, 360)
  const skin = rng.pick(SKIN)
  const hair = rng.pick(HAIR)
  const style = STYLES[(n - 1) % STYLES.length]!
  const shirt = hsl(hue + 180 + rng.range(-30, 30), 60, 45)
  const cx = S / 2
  const cy = 228
  const r = 112
  const defs = linearGradient('bg', [hsl(hue, 75, 78), hsl(hue + 40, 70, 62)], rng.range(90, 200))
  let back = ''
  let front = ''
  if (style === 'long') {
    back += `<path d="M${cx - r - 14} ${cy} Q${cx - r - 20} ${cy + 190} ${cx - 60} ${cy + 170} L${cx + 60} ${cy + 170} Q${cx + r + 20} ${cy + 190} ${cx + r + 14} ${cy} Z" fill="${hair}"/>`
    front += `<path d="M${cx - r - 6} ${cy - 4} Q${cx - r} ${cy - r - 30} ${cx} ${cy - r - 18} Q${cx + r} ${cy - r - 30} ${cx + r + 6} ${cy - 4} Q${cx + 40} ${cy - 80} ${cx - 30} ${cy - 70} Q${cx - 90} ${cy - 60} ${cx - r - 6} ${cy - 4} Z" fill="${hair}"/>`
  } else if (style === 'bun') {
    back += `<circle cx="${cx}" cy="${cy - r - 16}" r="48" fill="${hair}"/>`
    front += `<path d="M${cx - r} ${cy - 10} Q${cx - r + 4} ${cy - r - 12} ${cx} ${cy - r - 8} Q${cx + r - 4} ${cy - r - 12} ${cx + r} ${cy - 10} Q${cx} ${cy - 90} ${cx - r} ${cy - 10} Z" fill="${hair}"/>`
  } else if (style === 'spiky') {
    const spikes = rng.int(6, 9)
    let d = `M${cx - r} ${cy - 20}`
    for (let i = 0; i <= spikes; i++) {
      const x = cx - r + (i * 2 * r) / spikes
      const tip = cy - r - rng.range(20, 55)
      d += ` L${num(x - r / spikes)} ${num(tip)} L${num(x)} ${num(cy - r + 30)}`
    }
    front += `<path d="${d} L${cx + r} ${cy - 20} Q${cx} ${cy - 70} ${cx - r} ${cy - 20} Z" fill="${hair}"/>`
  } else if (style === 'beanie') {
    const cap = hsl(hue + 120, 65, 50)
    front += `<path d="M${cx - r - 4} ${cy - 30} Q${cx} ${cy - r * 2 - 20} ${cx + r + 4} ${cy - 30} Z" fill="${cap}"/><rect x="${cx - r - 10}" y="${cy - 52}" width="${2 * r + 20}" height="36" rx="18" fill="${hsl(hue + 120, 60, 40)}"/><circle cx="${cx}" cy="${cy - r - 58}" r="20" fill="${hsl(hue + 120, 60, 85)}"/>`
  } else if (style === 'curly') {
    for (let i = 0; i < 11; i++) {
      const a = Math.PI + (i / 10) * Math.PI
      front += `<circle cx="${num(cx + Math.cos(a) * (r + 4))}" cy="${num(cy - 10 + Math.sin(a) * (r + 8))}" r="${num(rng.range(30, 40))}" fill="${hair}"/>`
    }
  } else {
    front += `<path d="M${cx - r - 2} ${cy - 6} Q${cx - r} ${cy - r - 24} ${cx + 10} ${cy - r - 14} Q${cx + r + 6} ${cy - r} ${cx + r + 2} ${cy - 6} Q${cx + 30} ${cy - 70} ${cx - r - 2} ${cy - 6} Z" fill="${hair}"/>`
  }
  const eyeY = cy + 8
  const eyeDx = 40
  const happy = rng.chance(0.35)
  const eyes = happy
    ? `<path d="M${cx - eyeDx - 13} ${eyeY + 4} Q${cx - eyeDx} ${eyeY - 12} ${cx - eyeDx + 13} ${eyeY + 4} M${cx + eyeDx - 13} ${eyeY + 4} Q${cx + eyeDx} ${eyeY - 12} ${cx + eyeDx + 13} ${eyeY + 4}" fill="none" stroke="#2a1e1a" stroke-width="6" stroke-linecap="round"/>`
    : `<circle cx="${cx - eyeDx}" cy="${eyeY}" r="10" fill="#2a1e1a"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="10" fill="#2a1e1a"/><circle cx="${cx - eyeDx + 3}" cy="${eyeY - 3}" r="3" fill="#fff"/><circle cx="${cx + eyeDx + 3}" cy="${eyeY - 3}" r="3" fill="#fff"/>`
  const glasses = rng.chance(0.35)
    ? `<g fill="none" stroke="${hsl(hue + 200, 40, 20)}" stroke-width="6"><circle cx="${cx - eyeDx}" cy="${eyeY}" r="26"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="26"/><path d="M${cx - eyeDx + 26} ${eyeY} Q${cx} ${eyeY - 10} ${cx + eyeDx - 26} ${eyeY}"/></g>`
    : ''
  const smile = rng.range(14, 26)
  const body = [
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    back,
    `<path d="M${cx - 170} ${S} Q${cx - 160} ${cy + 140} ${cx} ${cy + 130} Q${cx + 160} ${cy + 140} ${cx + 170} ${S} Z" fill="${shirt}"/>`,
    `<rect x="${cx - 30}" y="${cy + 80}" width="60" height="60" rx="20" fill="${skin}"/>`,
    `<circle cx="${cx - r + 2}" cy="${cy + 14}" r="20" fill="${skin}"/><circle cx="${cx + r - 2}" cy="${cy + 14}" r="20" fill="${skin}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${skin}"/>`,
    front,
    eyes,
    glasses,
    `<circle cx="${cx - 66}" cy="${cy + 44}" r="15" fill="#ff7a8a" opacity="0.35"/><circle cx="${cx + 66}" cy="${cy + 44}" r="15" fill="#ff7a8a" opacity="0.35"/>`,
    `<path d="M${cx - 28} ${cy + 50} Q${cx} ${num(cy + 50 + smile)} ${cx + 28} ${cy + 50}" fill="none" stroke="#7a2e2e" stroke-width="6" stroke-linecap="round"/>`,
  ].join('')
  return svgDocument({ title: `Artist avatar ${String(n).padStart(2, '0')}`, defs, body })
}
