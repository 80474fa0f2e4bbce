/**
 * MSW handler for `GET /api/nft/media/<key>` in stories (the sandbox generates the real files:
 * server/src/nft/media.ts). Any picture key answers a small SVG whose colours come from the key,
 * so a screenshot is the same on every run (a GIF key too, drawn as such a still: an item whose
 * picture is its GIF shows it in lists); sounds and clips are never fetched by a story (the
 * players load nothing until played) and answer 404 like an unknown key.
 */
import { http, HttpResponse } from 'msw'

const hash = (key: string) => [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

/** A deterministic picture for `key`: two bands of colour and a circle. */
export function mockNftPicture(key: string): string {
  const h = hash(key)
  const a = h % 360
  const b = (a + 140) % 360
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" fill="hsl(${a} 55% 32%)"/>`,
    `<rect y="${40 + (h % 30)}" width="100" height="60" fill="hsl(${b} 50% 45%)"/>`,
    `<circle cx="${30 + (h % 40)}" cy="38" r="${12 + (h % 10)}" fill="hsl(${(a + 60) % 360} 70% 70%)"/>`,
    '</svg>',
  ].join('')
}

export const nftMediaHandlerList = [
  http.get('*/api/nft/media/:key', ({ params }) => {
    const key = String(params.key)
    if (!/\.(svg|gif)$/.test(key)) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(mockNftPicture(key), {
      headers: { 'content-type': 'image/svg+xml' },
    })
  }),
]
