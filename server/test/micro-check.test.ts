/**
 * The public check against the real sandbox (issue 14, "a settlement anyone can check"): options
 * placed and settled by the sandbox on its own seeded engine, then, signed out, each one's public
 * facts (`microtrade/verify`) and the engine's public price of its two seconds (`market/tick`) are
 * recomputed with the client's check (contract micro-check.ts): nothing differs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OkEnvelope } from '../../src/api/contract/common'
import { Tick } from '../../src/api/contract/market'
import { recheckOption } from '../../src/api/contract/micro-check'
import { buildTestApp, get, type TestContext } from './helper'
import { checkOf, fundMicro, lv1, microClient, orderOf, verify } from './micro-helper'

const OkTick = OkEnvelope(Tick)
let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const tickAt = async (symbol: string, ms: number) =>
  OkTick.parse(await get(t.app, '/api/market/tick', { symbol, time: String(ms / 1000) })).message

describe('the public check of sandbox settlements', () => {
  it('finds every settled option as the public prices make it, and an open one so far', async () => {
    fundMicro(t.app, lv1, '5000')
    const client = microClient(t.app, lv1)
    const ids: number[] = []
    for (const [type, seconds] of [
      ['1', '30'],
      ['2', '30'],
      ['1', '60'],
      ['2', '120'],
      ['1', '300'],
    ]) {
      ids.push(orderOf(await client.submit({ type: type!, seconds: seconds! })).id)
      t.clock.advance(1_000) // one placement a second
    }
    t.clock.advance(121_000)
    const outcomes = new Set<string>()
    for (const id of ids) {
      const order = checkOf(await verify(t.app, id))
      const open = await tickAt(order.symbol, order.openTick)
      const settle = order.status === 'closed' ? await tickAt(order.symbol, order.settleTick) : null
      expect(recheckOption(order, { open, settle }).mismatches).toEqual([])
      outcomes.add(order.outcome ?? 'open')
    }
    // the 300 s option is still running; the others settled
    expect(outcomes.has('open')).toBe(true)
    expect(outcomes.size).toBeGreaterThan(1)
  })
})
