/**
 * The frame of every generated SVG: a square viewBox, an intrinsic size for `<img>`, a `<title>`
 * for assistive technology, and nothing active: no script, no event attribute, no external
 * reference (the only `url()` are `url(#id)` to the document's own gradients), no foreignObject.
 */

export const SVG_SIZE = 512

/** Text escaped for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function svgDocument({
  title,
  defs,
  body,
}: {
  title: string
  defs: string
  body: string
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SVG_SIZE} ${SVG_SIZE}" width="${SVG_SIZE}" height="${SVG_SIZE}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<defs>${defs}</defs>`,
    body,
    '</svg>',
    '',
  ].join('\n')
}

/** A linear gradient from top-left to bottom-right (or along the given angle in degrees). */
export function linearGradient(id: string, stops: readonly string[], angle = 135): string {
  const rad = ((angle - 90) * Math.PI) / 180
  const dx = Math.cos(rad) / 2
  const dy = Math.sin(rad) / 2
  const f = (v: number) => `${Math.round(v * 1000) / 10}%`
  return (
    `<linearGradient id="${id}" x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}">` +
    stops
      .map(
        (c, i) =>
          `<stop offset="${f(stops.length === 1 ? 0 : i / (stops.length - 1))}" stop-color="${c}"/>`,
      )
      .join('') +
    '</linearGradient>'
  )
}

/** A radial gradient centred at (cx, cy) in fractions of the box. */
export function radialGradient(
  id: string,
  stops: readonly { color: string; opacity?: number; at: number }[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const f = (v: number) => `${Math.round(v * 1000) / 10}%`
  return (
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">` +
    stops
      .map(
        (s) =>
          `<stop offset="${f(s.at)}" stop-color="${s.color}"${s.opacity === undefined ? '' : ` stop-opacity="${s.opacity}"`}/>`,
      )
      .join('') +
    '</radialGradient>'
  )
}
