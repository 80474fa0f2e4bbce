/** Security headers (plugins/security-headers.ts) on the app shell, the API, errors and uploads. */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock } from '../src/clock'
import { LIBRARY_INLINE_STYLES, inlineHashes } from '../src/plugins/security-headers'
import type { FastifyInstance } from 'fastify'

const SHELL_CSS = 'body{margin:0;background:#111}'
const INDEX = `<!doctype html><html><head><style>${SHELL_CSS}</style>
<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`

let distDir: string
let app: FastifyInstance | undefined
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'sandbox-csp-'))
  writeFileSync(join(distDir, 'index.html'), INDEX)
})
afterAll(() => rmSync(distDir, { recursive: true, force: true }))
afterEach(() => app?.close())

const start = async () => {
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock: createTestClock(),
    logger: false,
    feedIntervalMs: 0,
    distDir,
  })
  return app
}

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name!, values.join(' ')]
    }),
  )
}

describe('security headers', () => {
  it('the app shell: a CSP the built app works under, no framing, nosniff, a referrer policy', async () => {
    const a = await start()
    for (const url of ['/', '/some/client/route']) {
      const res = await a.inject({ url, headers: { host: '127.0.0.1:8080' } })
      expect(res.statusCode).toBe(200)
      const csp = directives(res.headers['content-security-policy'] as string)
      const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
      const shellHash = sha(SHELL_CSS)
      const chartHash = sha(LIBRARY_INLINE_STYLES['lightweight-charts'])
      expect(csp).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': `'self' ${shellHash} ${chartHash}`,
        'img-src': "'self' data: blob:",
        'connect-src': "'self' ws://127.0.0.1:8080 wss://127.0.0.1:8080",
        'worker-src': "'self'",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'none'",
      })
      expect(csp['style-src']).not.toContain('unsafe-inline')
      expect(Object.keys(csp)).not.toContain('upgrade-insecure-requests')
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      })
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('the API, its errors and refusals carry them too', async () => {
    const a = await start()
    const responses = [
      await a.inject({ url: '/api/getSiteConfig' }),
      await a.inject({ url: '/api/no/such/route' }),
      await a.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { origin: 'https://evil.example' },
      }),
    ]
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 403])
    for (const res of responses) {
      expect(directives(res.headers['content-security-policy'] as string)['frame-ancestors']).toBe(
        "'none'",
      )
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('a Host header that is not a host name adds no socket source', async () => {
    const a = await start()
    const res = await a.inject({
      url: '/',
      headers: { host: "evil.test; script-src 'unsafe-inline'" },
    })
    expect(directives(res.headers['content-security-policy'] as string)['connect-src']).toBe(
      "'self'",
    )
  })
})

describe('library inline styles', () => {
  it('are still what the installed libraries insert', () => {
    for (const [pkg, css] of Object.entries(LIBRARY_INLINE_STYLES)) {
      const bundle = readFileSync(
        new URL(`../../node_modules/${pkg}/dist/${pkg}.production.mjs`, import.meta.url),
        'utf8',
      )
      expect(bundle).toContain(`innerText="${css}"`)
    }
  })
})

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, not external scripts', () => {
    const h = inlineHashes(
      '<script>a()</script><script src="/x.js"></script><script type="module"> </script><style media="all">p{}</style>',
    )
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
    expect(h).toEqual({ scripts: [sha('a()')], styles: [sha('p{}')] })
  })
})
