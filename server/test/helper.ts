/** Builds an in-memory sandbox with a test clock, plus small request helpers for `app.inject`. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { CodeScene } from '../../src/api/contract/auth'
import { buildApp, type BuildAppOptions } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'

export const DEMO = { email: 'demo@sandbox.test', password: 'demo1234' }

export interface TestContext {
  app: FastifyInstance
  clock: AdjustableClock
}

/** The socket feed's timer is off (`feedIntervalMs: 0`): tests call `app.marketFeed.flush()`. */
export async function buildTestApp(
  options: Pick<BuildAppOptions, 'devTools' | 'marketSeed' | 'allowedOrigins'> = {},
): Promise<TestContext> {
  const clock = createTestClock()
  const app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    ...options,
  })
  return { app, clock }
}

/** The parsed envelope of a response. */
export type Body = { type: string; code?: string; message: unknown }

function parse(response: LightMyRequestResponse): Body & { status: number } {
  return { status: response.statusCode, ...(response.json() as Body) }
}

type Fields = Record<string, string>

/** POST with a form-urlencoded body, as the client sends it. */
export async function post(app: FastifyInstance, url: string, fields: Fields, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
  })
  return parse(response)
}

export async function get(app: FastifyInstance, url: string, query: Fields = {}, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    query,
    headers: token ? { authorization: token } : {},
  })
  return parse(response)
}

/** Requests a code through the API and reads it back from the mailbox repository. */
export async function requestCode(app: FastifyInstance, email: string, scene: CodeScene) {
  const body = await post(app, '/api/sms_mail', { user_string: email, type: scene })
  if (body.type !== 'ok') throw new Error(`sms_mail refused: ${JSON.stringify(body)}`)
  const mail = app.repos.mailbox.latest(email.toLowerCase())
  if (!mail) throw new Error(`no mail to ${email}`)
  return mail.code
}

export async function logIn(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const body = await post(app, '/api/user/login', { type: '1', user_string: email, password })
  if (body.type !== 'ok') throw new Error(`login refused: ${JSON.stringify(body)}`)
  return body.message as string
}

/** A 6-digit code that differs from `code`. */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}
