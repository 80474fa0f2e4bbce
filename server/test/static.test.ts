/** Serving the built front end (distDir) next to the API. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'

let app: FastifyInstance
let distDir: string

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'))
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(distDir, 'app.js'), 'console.info(1)')
  app = await buildApp({ db: ':memory:', clock: createTestClock(), distDir })
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
