/**
 * The copy engine (follow/copier.ts): a trader with 100 followers opens and closes (100 copies
 * open at the trader's price and close at the trader's close price and tick, the ledger sums
 * hold), a follower without funds is skipped with a reason and told, copies close with the
 * trader's take-profit, stop-loss and liquidation, and only follows older than the opening copy.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { copyLots, copyTerms } from '../../src/api/contract/follow-math'
import { closeSettlement } from '../../src/api/contract/lever-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { leverPolicy } from '../src/lever/policy'
import { fundedUser, followClient } from './follow-helper'
import { invariants, leverBalance, positionOf } from './lever-helper'
import { pathApp } from './price-path'

let app: FastifyInstance
let clock: AdjustableClock
let path: Awaited<ReturnType<typeof pathApp>>['path']

beforeEach(async () => {
  ;({ app, clock, path } = await pathApp('42000'))
})
afterEach(async () => {
  const found = invariants(app)
  await app.close()
  // every test ends with Σ ledger = balances and locked = Σ margin of the live rows
  if (found.mismatches.length || found.brokenChains || found.lockedVsRows.length)
    throw new Error(
      `the lever invariants do not hold: ${JSON.stringify(found, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
})

/** Socket events to users, recorded from the app's io (the room and the payload). */
function recordEvents() {
  const events: Array<{ room: string; name: string; payload: Record<string, unknown> }> = []
  const io = {
    to: (room: string) => ({
      emit: (name: string, payload: Record<string, unknown>) => {
        events.push({ room, name, payload })
        return true
      },
    }),
  }
  ;(app as unknown as { io: unknown }).io = io
  return events
}

const rules = () => leverPolicy(app).rulesOf(app.repos.lever.pairById(1)!)

describe('copies open and close with the trader', () => {
  it('a trader with 100 followers opens and closes: 100 copies at the same price, sums hold', async () => {
    fundedUser(app, 'trader@copy.test', '100000', true)
    const followers: number[] = []
    for (let i = 0; i < 100; i++) {
      const id = fundedUser(app, `f${i}@copy.test`, '10000')
      const mode = i % 2 === 0 ? 1 : 2
      app.repos.follow.upsert(
        id,
        app.repos.users.findByAccount('trader@copy.test')!.id,
        mode,
        mode === 1 ? '0.5' : '2',
        clock.now(),
      )
      followers.push(id)
    }
    clock.advance(1000)
    const trader = followClient(app, 'trader@copy.test')
    const t0 = performance.now()
    const opened = positionOf(await trader.submit({ share: '3', multiple: '10' }))
    const openMs = performance.now() - t0
    const copies = app.db
      .prepare(
        'SELECT * FROM lever_positions WHERE follow_order_id = ? AND order_type = 2 ORDER BY id',
      )
      .all(opened.id) as Array<Record<string, unknown>>
    expect(copies).toHaveLength(100)
    for (const c of copies) {
      const i = followers.indexOf(Number(c.user_id))
      const lots = copyLots(i % 2 === 0 ? 'ratio' : 'lots', i % 2 === 0 ? '0.5' : '2', 3, 1000)
      const terms = copyTerms(
        { side: 'long', originPrice: opened.origin_price, price: opened.price, multiple: 10 },
        lots,
        rules(),
      )
      expect(c).toMatchObject({
        price: opened.price,
        multiple: 10,
        share: lots,
        status: 1,
        follow_user_id: opened.user_id,
        open_tick: opened.open_tick,
        number: terms.number,
      })
      expect(fromUnits(BigInt(c.origin_caution_money as number), 4)).toBe(terms.margin)
    }
    path.set(1, [
      [0, '42000'],
      [2, '43000'],
    ])
    clock.advance(5000)
    const t1 = performance.now()
    const closed = positionOf(await trader.close(opened.id))
    const closeMs = performance.now() - t1
    const after = app.db
      .prepare('SELECT * FROM lever_positions WHERE follow_order_id = ? ORDER BY id')
      .all(opened.id) as Array<Record<string, unknown>>
    expect(after).toHaveLength(100)
    for (const c of after) {
      expect(c).toMatchObject({
        status: 3,
        close_reason: 'trader',
        close_price: closed.close_price,
        close_tick: closed.close_tick,
      })
      const s = closeSettlement(
        {
          side: 'long',
          price: String(c.price),
          number: String(c.number),
          margin: fromUnits(BigInt(c.origin_caution_money as number), 4),
        },
        closed.close_price!,
        4,
      )
      expect(fromUnits(BigInt(c.fact_profits as number), 4)).toBe(s.pnl)
    }
    console.info(
      `100 followers: open + copies ${openMs.toFixed(0)} ms, close + copies ${closeMs.toFixed(0)} ms`,
    )
  })

  it('a follower without funds is skipped with a reason and told', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '100000', true)
    const poor = fundedUser(app, 'poor@copy.test', '1')
    app.repos.follow.upsert(poor, traderId, 2, '1', clock.now())
    const events = recordEvents()
    const trader = followClient(app, 'trader@copy.test')
    const opened = positionOf(await trader.submit({ share: '1' }))
    expect(app.repos.follow.skips(poor, 10, 0).rows).toMatchObject([
      { user_id: poor, position_id: opened.id, reason: 'insufficientBalance', lots: 1 },
    ])
    expect(leverBalance(app, poor)).toEqual({ available: '1.0000', locked: '0.0000' })
    expect(events.filter((e) => e.name === 'follow_copy')).toMatchObject([
      {
        room: `user:${poor}`,
        payload: {
          event: 'skipped',
          skipped: { reason: 'insufficientBalance', cost: expect.any(String) },
        },
      },
    ])
  })
})
