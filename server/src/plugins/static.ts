/**
 * Serves the built front end (`distDir`): the `.br`/`.gz` files written at build time (vite.config.ts
 * `precompress`) to clients that accept them, and caching by kind of file:
 * - `assets/*` carry a content hash in their names, so a browser keeps them for a year without
 *   asking again (`immutable`);
 * - everything else (index.html, the service worker, the manifest, icons, public content) is
 *   revalidated on every use (`no-cache`, answered 304 through its ETag), so a deploy shows at once.
 */
import { resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir)
  const assetsDir = `${root}${sep}assets${sep}`
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    // set below per file; @fastify/send's default is `public, max-age=0`
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE)
    },
  })
}
