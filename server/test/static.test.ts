/** Serving the built front end (distDir) next to the API. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock } from '../src/clock'

let app: FastifyInstance
let distDir: string
const HASHED = 'export const answer = 42\n'.repeat(100)

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'))
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(distDir, 'app.js'), 'console.info(1)')
  writeFileSync(join(distDir, 'sw.js'), 'self.skipWaiting()')
  mkdirSync(join(distDir, 'assets'))
  // as the build's precompress plugin writes them: the file, its .br and its .gz
  writeFileSync(join(distDir, 'assets/index-AbC123.js'), HASHED)
  writeFileSync(join(distDir, 'assets/index-AbC123.js.br'), brotliCompressSync(HASHED))
  writeFileSync(join(distDir, 'assets/index-AbC123.js.gz'), gzipSync(HASHED))
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock: createTestClock(),
    distDir,
  })
})
afterAll(async () => {
  await app.close()
  rmSync(distDir, { recursive: true, force: true })
})

describe('with distDir', () => {
  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/login', '/trade/BTC-USDT']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>app</title>')
    }
  })

  it('serves assets and 404s missing ones', async () => {
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.info(1)')
    expect((await app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404)
  })

  it('still answers unknown /api routes with the notFound envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope?lang=en' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ type: 'error', code: 'notFound' })
  })
})

describe('compression and caching', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('sends the .br file to a client that accepts brotli, the .gz to one that accepts only gzip', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HASHED)

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(HASHED)

    const plain = await get('/assets/index-AbC123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(HASHED)
  })

  it('lets browsers keep hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-AbC123.js', { 'accept-encoding': encoding })
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('revalidates index.html (also as the client-route fallback), the service worker and other files', async () => {
    for (const url of ['/', '/index.html', '/login', '/sw.js', '/app.js']) {
      const response = await get(url, { 'accept-encoding': 'br' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })
})
