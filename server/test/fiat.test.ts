/** GET /api/fiat/rates: the sandbox's fixed reference rate table (contract/fiat.ts). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FiatRatesResponse, fiatCodes } from '../../src/api/contract/fiat'
import { MockFiatRates } from '../../src/api/contract/fiat.fixtures'
import { buildTestApp, type TestContext } from './helper'

let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

describe('GET /api/fiat/rates', () => {
  it('answers plain JSON (no envelope) that the client contract reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fiat/rates' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const body = res.json() as Record<string, unknown>
    expect(body).not.toHaveProperty('type')
    const parsed = FiatRatesResponse.parse(body)
    expect(Object.keys(parsed.rates).sort()).toEqual([...fiatCodes].sort())
  })

  it('quotes every kept currency as a positive decimal string, USD at 1', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/fiat/rates' })).json() as {
      base: string
      rates: Record<string, unknown>
    }
    expect(body.base).toBe('USD')
    expect(body.rates.USD).toBe('1')
    for (const code of fiatCodes) expect(body.rates[code]).toMatch(/^\d+(\.\d+)?$/)
  })

  it('is the same table the stories and unit tests use', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/fiat/rates' })).json()
    expect(body).toEqual(MockFiatRates)
  })

  it('does not move with the clock: the figures are fixed reference rates', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/fiat/rates' })).body
    t.clock.advance(30 * 86_400_000)
    const after = (await t.app.inject({ method: 'GET', url: '/api/fiat/rates' })).body
    expect(after).toBe(before)
  })
})
