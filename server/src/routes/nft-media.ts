/**
 * The NFT marketplace's generated media (issue 17; nft/media.ts): `GET /api/nft/media/:key`
 * (`nftMediaUrl(key)`),
 * public (no session: the catalogue is public), for `<img>`, `<audio>` and `<video>` of the app.
 *
 * - `content-type` of the key's kind, `x-content-type-options: nosniff`, and
 *   `cache-control: public, max-age=31536000, immutable` (a key's bytes never change: they are made
 *   from the key);
 * - an SVG opened on its own is a document, so it gets `content-security-policy: default-src
 *   'none'; sandbox` as uploaded pictures get (no script, nothing loaded; the generated SVGs have
 *   neither anyway, and draw with presentation attributes only); the other kinds keep the app's policy. Embedded, the app's own policy
 *   applies (`img-src 'self'`, media through `default-src 'self'`) and helmet's
 *   `cross-origin-resource-policy: same-origin` lets the app's origin load them;
 * - byte ranges (`accept-ranges: bytes`, one range → 206 with `content-range`, unsatisfiable →
 *   416): Chromium seeks `<video>` and `<audio>` only in a resource that answers ranges. Several
 *   ranges in one request are answered with the whole file (200), as RFC 9110 allows;
 * - an unknown key is the usual 404 `notFound` envelope.
 */
import type { FastifyPluginAsync } from 'fastify'
import { nftMedia } from '../nft/media'
import { routeModule } from '../plugins/routes'

export const NFT_MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const NFT_SVG_CSP = "default-src 'none'; sandbox"

/** The one byte range of a `Range` header over `size` bytes, 'all' to send everything, or null if unsatisfiable. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'all' | null {
  if (!header) return 'all'
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m) return 'all' // several ranges or another unit: the whole file
  const [, from, to] = m
  if (from === '' && to === '') return 'all'
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return null
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || start > end) return null
  return { start, end }
}

const nftMediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/nft/media/:key', async (request, reply) => {
    const media = nftMedia(request.params.key)
    if (!media) return reply.callNotFound()
    reply
      .header('content-type', media.type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', NFT_MEDIA_CACHE_CONTROL)
      .header('accept-ranges', 'bytes')
    if (media.type === 'image/svg+xml') reply.header('content-security-policy', NFT_SVG_CSP)
    const size = media.bytes.length
    const range = byteRange(request.headers.range, size)
    if (range === null) return reply.code(416).header('content-range', `bytes */${size}`).send()
    if (range === 'all') return reply.send(media.bytes)
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .send(media.bytes.subarray(range.start, range.end + 1))
  })
}

export const routes = routeModule(nftMediaRoutes, { prefix: '/api' })
