/** POST /api/upload and GET /uploads/<name>: pictures by content only, per user, served inertly. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES, UPLOAD_PATH, UPLOAD_RATE_LIMIT } from '../../src/api/contract/kyc'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { sniffImage } from '../src/routes/upload'
import { logIn } from './helper'
import { JPEG, PNG, WEBP, multipart, upload } from './pictures'

let app: FastifyInstance
let clock: AdjustableClock
let dir: string
let token: string
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'upload-test-'))
  clock = createTestClock()
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    uploadsDir: dir,
  })
  token = await logIn(app)
})
afterEach(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('upload', () => {
  it('stores a PNG under a random name and serves it back inertly', async () => {
    const body = await upload(app, token)
    expect(body.type).toBe('ok')
    expect(body.message).toMatch(UPLOAD_PATH)
    expect(body.message).toMatch(/\.png$/)
    expect(readdirSync(dir)).toEqual([body.message.slice('/uploads/'.length)])

    const served = await app.inject({ method: 'GET', url: body.message })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    expect(served.rawPayload.equals(PNG)).toBe(true)
  })

  it('gives every upload its own unguessable name', async () => {
    const a = await upload(app, token)
    const b = await upload(app, token)
    expect(a.message).not.toBe(b.message)
  })

  it('accepts a PNG named .exe and sent as an executable, as a PNG', async () => {
    const body = await upload(app, token, multipart(PNG, 'setup.exe', 'application/x-msdownload'))
    expect(body.message).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    const served = await app.inject({ method: 'GET', url: body.message })
    expect(served.headers['content-type']).toBe('image/png')
  })

  it('recognises JPEG and WebP by their first bytes', async () => {
    expect(
      (await upload(app, token, multipart(JPEG, 'x.bin', 'application/octet-stream'))).message,
    ).toMatch(/\.jpg$/)
    expect((await upload(app, token, multipart(WEBP, 'x', ''))).message).toMatch(/\.webp$/)
  })

  it('refuses HTML named .png, SVG, and anything else, storing nothing', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00')
    for (const [content, name, type] of [
      [html, 'photo.png', 'image/png'],
      [svg, 'photo.svg', 'image/svg+xml'],
      [gif, 'photo.gif', 'image/gif'],
      [Buffer.from('<?php system($_GET[1]);'), 'photo.php', 'image/jpeg'],
    ] as const) {
      expect(await upload(app, token, multipart(content, name, type))).toMatchObject({
        type: 'error',
        code: 'fileTypeInvalid',
      })
    }
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses a picture over the size limit, and an empty one', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)])
    expect(await upload(app, token, multipart(big, 'big.png', 'image/png'))).toMatchObject({
      code: 'fileTooLarge',
    })
    expect(
      await upload(app, token, multipart(Buffer.alloc(0), 'e.png', 'image/png')),
    ).toMatchObject({
      code: 'fileRequired',
    })
    expect(readdirSync(dir)).toEqual([])
  })

  it('accepts a picture of exactly the limit', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)])
    expect((await upload(app, token, multipart(exact, 'max.png', 'image/png'))).type).toBe('ok')
  })

  it('needs the `file` field and a multipart body', async () => {
    expect(await upload(app, token, multipart(PNG, 'a.png', 'image/png', 'picture'))).toMatchObject(
      {
        code: 'fileRequired',
      },
    )
    const form = await app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: 'file=abc',
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.json()).toMatchObject({ code: 'fileRequired' })
  })

  it('answers 999 without a valid token and stores nothing', async () => {
    expect(await upload(app, null)).toMatchObject({ type: '999' })
    expect(await upload(app, '0123456789abcdef0123456789abcdef')).toMatchObject({ type: '999' })
    expect(readdirSync(dir)).toEqual([])
  })

  it('limits each user to UPLOAD_RATE_LIMIT pictures per window', async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMIT; i++) expect((await upload(app, token)).type).toBe('ok')
    expect(await upload(app, token)).toMatchObject({ code: 'uploadTooFrequent' })
    expect((await upload(app, await logIn(app, 'lv1@sandbox.test'))).type).toBe('ok')
    clock.advance(10 * 60 * 1000)
    expect((await upload(app, token)).type).toBe('ok')
  })

  it('serves nothing for unknown, malformed or traversing names', async () => {
    const urls = [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/abc.png',
    ]
    const statuses = await Promise.all(
      urls.map(async (url) => (await app.inject({ method: 'GET', url })).statusCode),
    )
    expect(statuses).toEqual([404, 404, 404])
  })
})

describe('sniffImage', () => {
  it('reads signatures, not names', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPEG)).toBe('image/jpeg')
    expect(sniffImage(WEBP)).toBe('image/webp')
    expect(sniffImage(Buffer.from('RIFF0000WAVE'))).toBeNull()
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})
