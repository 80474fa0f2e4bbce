/**
 * The request guards (plugins/request-guards.ts): dev tools answer only loopback Host headers and
 * no foreign Origin; state-changing /api requests from a foreign Origin are refused. Every refusal
 * is 403 `forbidden` and changes nothing. Also server.ts's dev-tools decision (network.ts).
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { RealState } from '../../src/api/contract/kyc'
import {
  decideDevTools,
  isLoopbackAddress,
  isLoopbackHostHeader,
  isSameOrigin,
  parseAllowedOrigins,
} from '../src/network'
import { DEMO, buildTestApp, get, logIn, post, requestCode, type TestContext } from './helper'
import { balanceOf, moneyTables, newKey } from './wallet-helper'

let t: TestContext | undefined
afterEach(() => t?.app.close())

const FORBIDDEN = { status: 403, type: 'error', code: 'forbidden' }

/** A request with explicit Host / Origin headers; the body form-urlencoded. */
async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  headers: { host?: string; origin?: string; authorization?: string },
  fields: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(method === 'GET' ? { query: fields } : { payload: new URLSearchParams(fields).toString() }),
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
  })
  return { status: response.statusCode, ...(response.json() as { type: string; code?: string }) }
}

const REMOTE_HOSTS = [
  'sandbox.example.com',
  '192.168.1.20:8080',
  'evil.test',
  '127.0.0.1.evil.test',
]
const FOREIGN_ORIGINS = [
  'https://evil.example',
  'null',
  'http://127.0.0.1:9999',
  'http://localhost:8080',
]

describe('dev tools answer only loopback Host headers and their own origin', () => {
  it('the mailbox is not listed to a remote Host or a foreign page, and stays unread', async () => {
    t = await buildTestApp()
    const code = await requestCode(t.app, 'new@example.com', 'register')
    for (const host of REMOTE_HOSTS) {
      const body = await send(t.app, 'GET', '/api/dev/mailbox', { host })
      expect(body).toMatchObject(FORBIDDEN)
      expect(JSON.stringify(body)).not.toContain(code)
    }
    for (const origin of FOREIGN_ORIGINS) {
      const body = await send(t.app, 'GET', '/api/dev/mailbox', { host: '127.0.0.1:8080', origin })
      expect(body).toMatchObject(FORBIDDEN)
      expect(JSON.stringify(body)).not.toContain(code)
    }
    for (const host of ['127.0.0.1', 'localhost:8080', 'LOCALHOST', '[::1]:4196']) {
      const body = await send(t.app, 'GET', '/api/dev/mailbox', { host })
      expect(body).toMatchObject({ status: 200, type: 'ok' })
      expect(JSON.stringify(body)).toContain(code)
    }
    const sameOrigin = await send(t.app, 'GET', '/api/dev/mailbox', {
      host: '127.0.0.1:8080',
      origin: 'http://127.0.0.1:8080',
    })
    expect(sameOrigin).toMatchObject({ status: 200, type: 'ok' })
  })

  it('the clock does not move', async () => {
    t = await buildTestApp()
    const before = t.clock.now()
    expect(
      await send(
        t.app,
        'POST',
        '/api/dev/clock',
        { host: 'evil.test' },
        { advance_seconds: '3600' },
      ),
    ).toMatchObject(FORBIDDEN)
    expect(
      await send(
        t.app,
        'POST',
        '/api/dev/clock',
        { host: 'localhost:8080', origin: 'https://evil.example' },
        { advance_seconds: '3600' },
      ),
    ).toMatchObject(FORBIDDEN)
    expect(await send(t.app, 'GET', '/api/dev/clock', { host: 'evil.test' })).toMatchObject(
      FORBIDDEN,
    )
    expect(t.clock.now()).toBe(before)
  })

  it('a deposit claim is not credited and a withdrawal not reviewed', async () => {
    t = await buildTestApp()
    const demo = await logIn(t.app)
    const claim = await post(
      t.app,
      '/api/wallet/charge_req',
      {
        account: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        amount: '150',
        currency: '3',
        network: 'TRC20',
        idempotency_key: newKey(),
      },
      demo,
    )
    expect(claim.type).toBe('ok')
    const id = String((claim.message as { id: number }).id)
    const tables = moneyTables(t.app.db)
    const balance = balanceOf(t.app, DEMO.email, 3)
    for (const url of ['/api/dev/wallet/deposit/review', '/api/dev/wallet/withdraw/review']) {
      const fields = { id, decision: 'approve' }
      expect(await send(t.app, 'POST', url, { host: 'sandbox.example.com' }, fields)).toMatchObject(
        FORBIDDEN,
      )
      expect(
        await send(
          t.app,
          'POST',
          url,
          { host: '127.0.0.1:8080', origin: 'http://evil.test' },
          fields,
        ),
      ).toMatchObject(FORBIDDEN)
    }
    expect(moneyTables(t.app.db)).toEqual(tables)
    expect(balanceOf(t.app, DEMO.email, 3)).toEqual(balance)
  })

  it('a pending verification is not reviewed', async () => {
    t = await buildTestApp()
    const demo = await logIn(t.app)
    const basic = { real_type: '1', id_type: '1', name: 'Ana Souza', card_id: 'AB1234567' }
    expect((await post(t.app, '/api/user/real', basic, demo)).type).toBe('ok')
    const { app } = t
    const state = async () => RealState.parse((await get(app, '/api/real/state', {}, demo)).message)
    const before = await state()
    const fields = { user: DEMO.email, decision: 'approve' }
    expect(
      await send(t.app, 'POST', '/api/dev/kyc/review', { host: 'evil.test' }, fields),
    ).toMatchObject(FORBIDDEN)
    expect(await state()).toEqual(before)
  })

  it('no message is sent to every account', async () => {
    t = await buildTestApp()
    const count = () =>
      (t!.app.db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n
    const before = count()
    const fields = { user: 'all', title: 'Claim your prize', content: 'https://evil.example' }
    expect(
      await send(t.app, 'POST', '/api/dev/messages', { host: 'evil.test' }, fields),
    ).toMatchObject(FORBIDDEN)
    expect(
      await send(
        t.app,
        'POST',
        '/api/dev/messages',
        { host: 'localhost', origin: 'https://evil.example' },
        fields,
      ),
    ).toMatchObject(FORBIDDEN)
    expect(count()).toBe(before)
    // the same request from the machine itself works
    expect(
      await send(t.app, 'POST', '/api/dev/messages', { host: 'localhost' }, fields),
    ).toMatchObject({
      status: 200,
      type: 'ok',
    })
    expect(count()).toBe(before + 1)
  })

  it('without dev tools there is nothing to guard: 404 even from loopback', async () => {
    t = await buildTestApp({ devTools: false })
    for (const url of ['/api/dev/mailbox', '/api/dev/clock']) {
      expect(await send(t.app, 'GET', url, { host: '127.0.0.1' })).toMatchObject({
        status: 404,
        code: 'notFound',
      })
    }
  })
})

describe('state-changing requests from a foreign Origin', () => {
  it('are refused before anything changes: no token, no password change, no code sent', async () => {
    t = await buildTestApp()
    const host = 'exchange.example.com'
    for (const origin of [
      'https://evil.example',
      'null',
      'https://exchange.example.com.evil.test',
    ]) {
      const login = await send(
        t.app,
        'POST',
        '/api/user/login',
        { host, origin },
        {
          type: '1',
          user_string: DEMO.email,
          password: DEMO.password,
        },
      )
      expect(login).toMatchObject(FORBIDDEN)
      const sent = await send(
        t.app,
        'POST',
        '/api/sms_mail',
        { host, origin },
        {
          user_string: DEMO.email,
          type: 'forget',
        },
      )
      expect(sent).toMatchObject(FORBIDDEN)
    }
    const demo = t.app.repos.users.findByAccount(DEMO.email)!
    expect(t.app.repos.tokens.countForUser(demo.id)).toBe(0)
    expect(t.app.repos.mailbox.latest(DEMO.email)).toBeUndefined()
  })

  it('a signed-in user is not logged out or charged by a foreign page', async () => {
    t = await buildTestApp()
    const token = await logIn(t.app)
    const tables = moneyTables(t.app.db)
    const claim = {
      account: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
      amount: '1',
      currency: '3',
      network: 'TRC20',
      idempotency_key: newKey(),
    }
    const headers = { host: '127.0.0.1:8080', origin: 'https://evil.example', authorization: token }
    expect(await send(t.app, 'POST', '/api/wallet/charge_req', headers, claim)).toMatchObject(
      FORBIDDEN,
    )
    expect(await send(t.app, 'POST', '/api/message/readAll', headers)).toMatchObject(FORBIDDEN)
    expect(moneyTables(t.app.db)).toEqual(tables)
    expect((await get(t.app, '/api/user/info', {}, token)).type).toBe('ok')
  })

  it('same origin, no Origin (curl) and reads are served', async () => {
    t = await buildTestApp()
    const login = { type: '1', user_string: DEMO.email, password: DEMO.password }
    for (const [host, origin] of [
      ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['exchange.example.com', 'https://exchange.example.com'],
      ['exchange.example.com:443', 'https://exchange.example.com'],
    ] as const) {
      expect(await send(t.app, 'POST', '/api/user/login', { host, origin }, login)).toMatchObject({
        type: 'ok',
      })
    }
    expect(await send(t.app, 'POST', '/api/user/login', { host: 'x.test' }, login)).toMatchObject({
      type: 'ok',
    })
    expect(
      await send(t.app, 'GET', '/api/getSiteConfig', {
        host: 'x.test',
        origin: 'https://evil.example',
      }),
    ).toMatchObject({ status: 200, type: 'ok' })
  })

  it('SANDBOX_ALLOWED_ORIGINS lets a front end served elsewhere change state', async () => {
    t = await buildTestApp({ allowedOrigins: ['https://app.example.com'] })
    const { app } = t
    const login = { type: '1', user_string: DEMO.email, password: DEMO.password }
    const headers = { host: 'api.example.com' }
    expect(
      await send(
        app,
        'POST',
        '/api/user/login',
        { ...headers, origin: 'https://app.example.com' },
        login,
      ),
    ).toMatchObject({ type: 'ok' })
    expect(
      await send(
        app,
        'POST',
        '/api/user/login',
        { ...headers, origin: 'http://app.example.com' },
        login,
      ),
    ).toMatchObject(FORBIDDEN)
  })
})

describe('network helpers', () => {
  it('reads loopback Host headers and listen addresses', () => {
    for (const h of [
      '127.0.0.1',
      '127.0.0.1:8080',
      'localhost',
      'localhost:4196',
      '[::1]',
      '[::1]:80',
    ]) {
      expect(isLoopbackHostHeader(h)).toBe(true)
    }
    for (const h of [
      undefined,
      '',
      '0.0.0.0',
      'localhost.evil.test',
      '127.0.0.1.nip.io',
      '[::2]',
      '10.0.0.1:8080',
    ]) {
      expect(isLoopbackHostHeader(h)).toBe(false)
    }
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
      expect(isLoopbackAddress(a)).toBe(true)
    for (const a of ['0.0.0.0', '::', '192.168.1.2', 'example.com'])
      expect(isLoopbackAddress(a)).toBe(false)
  })

  it('compares an Origin with the Host it was sent to', () => {
    expect(isSameOrigin('http://127.0.0.1:8080', '127.0.0.1:8080')).toBe(true)
    expect(isSameOrigin('https://a.example', 'a.example:443')).toBe(true)
    expect(isSameOrigin('http://127.0.0.1:8081', '127.0.0.1:8080')).toBe(false)
    expect(isSameOrigin('null', '127.0.0.1:8080')).toBe(false)
    expect(isSameOrigin('http://a.example', undefined)).toBe(false)
    expect(parseAllowedOrigins(' https://a.example/, http://b.example:81 ')).toEqual([
      'https://a.example',
      'http://b.example:81',
    ])
    expect(() => parseAllowedOrigins('a.example')).toThrow(/SANDBOX_ALLOWED_ORIGINS/)
  })

  it('turns dev tools on by default only on loopback, and refuses unclear settings', () => {
    expect(decideDevTools(undefined, '127.0.0.1')).toEqual({ devTools: true })
    expect(decideDevTools(undefined, '0.0.0.0')).toEqual({ devTools: false })
    expect(decideDevTools('0', '127.0.0.1')).toEqual({ devTools: false })
    expect(decideDevTools('1', 'localhost')).toEqual({ devTools: true })
    expect(decideDevTools('1', '0.0.0.0')).toMatchObject({
      devTools: true,
      warning: expect.stringContaining('SANDBOX_DEV_TOOLS=1'),
    })
    expect(decideDevTools('yes', '0.0.0.0')).toMatchObject({
      error: expect.stringContaining('SANDBOX_DEV_TOOLS'),
    })
  })
})
