/**
 * market/tick: the engine's price at one past second, public, the same price quotes and candles
 * show (the close of that second's 1-second bar, inside the minute candle holding it).
 */
import { Big } from 'big.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import errorsEn from '../../locales/en/errors.json'
import { OkEnvelope } from '../../src/api/contract/common'
import { Tick } from '../../src/api/contract/market'
import { formatPrice } from '../src/market/decimal'
import { buildTestApp, get, type TestContext } from './helper'

const OkTick = OkEnvelope(Tick)

let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const nowSec = () => Math.floor(t.clock.now() / 1000)
const tick = (symbol: string, time: number | string) =>
  get(t.app, '/api/market/tick', { symbol, time: String(time), lang: 'en' })

describe('market/tick', () => {
  it("answers the engine's price at a past second, without a session", async () => {
    const time = nowSec() - 3_600 + 17
    const body = await tick('btc/usdt', time)
    const { engine } = t.app.market
    expect(OkTick.parse(body).message).toEqual({
      symbol: 'BTC/USDT',
      time,
      price: engine.price(1, time * 1000),
    })
    const second = engine.series(1).range(time, time + 1)!
    expect(OkTick.parse(body).message.price).toBe(formatPrice(second.close, 2))
    const [minute] = engine.candles(1, '1min', time, time, t.clock.now())
    const price = new Big(OkTick.parse(body).message.price)
    expect(price.gte(minute!.low) && price.lte(minute!.high)).toBe(true)
  })

  it('is the price quotes show for the second in progress, and each second keeps its price', async () => {
    const now = nowSec()
    const quoted = OkTick.parse(await tick('ETH/USDT', now)).message.price
    expect(quoted).toBe(t.app.market.engine.price(2, t.clock.now()))
    t.clock.advance(3_600_000)
    expect(OkTick.parse(await tick('ETH/USDT', now)).message.price).toBe(quoted)
  })

  it('refuses a second still to come with tickNotYet', async () => {
    expect(await tick('BTC/USDT', nowSec() + 1)).toEqual({
      status: 200,
      type: 'error',
      code: 'tickNotYet',
      message: errorsEn.tickNotYet,
    })
  })

  it('refuses an unknown pair, a second before genesis and a time that is not a whole second', async () => {
    expect(await tick('XYZ/USDT', nowSec())).toMatchObject({ type: 'error', code: 'pairNotFound' })
    const genesis = t.app.market.engine.genesis
    expect(OkTick.parse(await tick('BTC/USDT', genesis)).message.time).toBe(genesis)
    for (const time of [genesis - 1, 1.5, 'soon', '']) {
      expect(await tick('BTC/USDT', time)).toMatchObject({ type: 'error', code: 'parameterError' })
    }
  })
})
