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
    // and told in the message centre, with what the copy needed, in the reader's language
    const cost = app.repos.follow.skips(poor, 10, 0).rows[0]!.cost
    expect(app.repos.message.addressedTo(poor)).toBe(1)
    const told = app.repos.message.page(poor, 'en', 1, 50).rows
    const notice = told.find((m) => m.title === 'Copy skipped: BTC/USDT')
    expect(notice?.abstract).toContain(`${fromUnits(BigInt(cost), 4)} USDT`)
    expect(app.repos.message.page(poor, 'pt', 1, 50).rows.map((m) => m.title)).toContain(
      'Cópia não aberta: BTC/USDT',
    )
    expect(app.repos.message.addressedTo(traderId)).toBe(0)
  })
})

describe('the watcher’s openings and closes', () => {
  it('a filled limit opening is copied at its fill; a stop-loss closes the copies at its tick', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '10000', true)
    const fan = fundedUser(app, 'fan@copy.test', '1000')
    const t = followClient(app, 'trader@copy.test')
    app.leverWatcher.check()
    const pending = positionOf(await t.submit({ status: '0', target_price: '41500' }))
    // following after the limit was placed but before it fills still copies it
    clock.advance(1000)
    app.repos.follow.upsert(fan, traderId, 1, '2', clock.now())
    const events = recordEvents()
    const start = path.tickIn(0)
    path.set(1, [
      [5, '41400'],
      [20, '40900'],
    ])
    clock.advance(10_000)
    app.leverWatcher.check()
    const filled = app.repos.lever.position(pending.id)!
    expect(filled.status).toBe(1)
    const [copyId] = app.repos.follow.copiesOf(pending.id, traderId)
    const copy = app.repos.lever.position(copyId!)!
    expect(copy).toMatchObject({
      user_id: fan,
      share: 2,
      price: filled.price,
      open_tick: (start + 5) * 1000,
      order_type: 2,
    })
    expect(events.filter((e) => e.name === 'follow_copy').map((e) => e.payload.event)).toEqual([
      'opened',
    ])
    positionOf(await t.setstop(pending.id, '0', '41000'))
    clock.advance(20_000)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => r.close_reason)).toEqual(['stopLoss'])
    expect(app.repos.lever.position(copy.id)).toMatchObject({
      status: 3,
      close_reason: 'trader',
      close_price: closed[0]!.close_price,
      close_tick: closed[0]!.close_tick,
    })
  })

  it('a follow that began after the opening does not copy it; a crash’s leftover copies close at start', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '10000', true)
    const early = fundedUser(app, 'early@copy.test', '1000')
    const late = fundedUser(app, 'late@copy.test', '1000')
    app.repos.follow.upsert(early, traderId, 2, '1', clock.now())
    clock.advance(1000)
    const t = followClient(app, 'trader@copy.test')
    const opened = positionOf(await t.submit({ share: '1' }))
    clock.advance(1000)
    app.repos.follow.upsert(late, traderId, 2, '1', clock.now())
    const copies = app.repos.follow.copiesOf(opened.id, traderId)
    expect(copies.map((id) => app.repos.lever.position(id)!.user_id)).toEqual([early])
    // the trader's close commits, the copies' transaction never runs (as if the process stopped)
    path.set(1, [[0, '42300']])
    clock.advance(1000)
    const row = app.repos.lever.position(opened.id)!
    const p = leverPolicy(app).priceNow(1)
    const closed = app.repos.lever.close(row, { ...p, reason: 'user' }, clock.now())!
    expect(app.repos.lever.position(copies[0]!)!.status).toBe(1)
    clock.advance(60_000)
    const done = app.followCopier.reconcile()
    expect(done.map((r) => [r.id, r.close_reason, r.close_price, r.close_tick])).toEqual([
      [copies[0], 'trader', closed.close_price, closed.close_tick],
    ])
  })

  it('an opening a crash left uncopied is copied at start, at the trader’s price, once', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '10000', true)
    const fan = fundedUser(app, 'fan@copy.test', '1000')
    const t = followClient(app, 'trader@copy.test')
    const opened = positionOf(await t.submit({ share: '2' }))
    // the follow began before the opening, but the copies' transaction never ran
    app.repos.follow.upsert(fan, traderId, 2, '1', clock.now())
    app.db
      .prepare('UPDATE follows SET created_at = ? WHERE user_id = ?')
      .run(clock.now() - 5000, fan)
    expect(app.repos.follow.copiesOf(opened.id, traderId)).toEqual([])
    clock.advance(30_000)
    const late = app.followCopier.reconcile()
    expect(late.map((r) => [r.user_id, r.follow_order_id, r.share, r.price])).toEqual([
      [fan, opened.id, 1, opened.price],
    ])
    expect(app.followCopier.reconcile()).toEqual([])
    expect(app.repos.follow.copiesOf(opened.id, traderId)).toHaveLength(1)
  })
})

describe('more closes and skips', () => {
  it('a batch close closes every copy; out-of-range lots and a closed pair are skipped with their reason', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '10000', true)
    const big = fundedUser(app, 'big@copy.test', '1000')
    const ratio = fundedUser(app, 'ratio@copy.test', '1000')
    app.repos.follow.upsert(big, traderId, 2, '5', clock.now())
    app.repos.follow.upsert(ratio, traderId, 1, '2.5', clock.now())
    app.db.prepare('UPDATE lever_pairs SET max_lots = 4 WHERE pair_id = 1').run()
    clock.advance(1000)
    const t = followClient(app, 'trader@copy.test')
    const a = positionOf(await t.submit({ share: '1' }))
    const b = positionOf(await t.submit({ share: '2', type: '2' }))
    // lots mode 5 > max 4: skipped; ratio 2.5 × 1 = 2 lots, 2.5 × 2 = 5 → the pair's max, 4
    expect(app.repos.follow.skips(big, 10, 0).rows.map((s) => [s.position_id, s.reason])).toEqual([
      [b.id, 'lotsOutOfRange'],
      [a.id, 'lotsOutOfRange'],
    ])
    const copies = [a, b].flatMap((p) => app.repos.follow.copiesOf(p.id, traderId))
    expect(copies.map((id) => app.repos.lever.position(id)!.share)).toEqual([2, 4])
    clock.advance(1000)
    expect((await t.batchClose({ type: '0' })).type).toBe('ok')
    for (const [id, source] of [
      [copies[0]!, a.id],
      [copies[1]!, b.id],
    ] as const)
      expect(app.repos.lever.position(id)).toMatchObject({
        status: 3,
        close_reason: 'trader',
        close_price: app.repos.lever.position(source)!.close_price,
      })
    // the pair closes between the trader's opening and the copies' transaction
    const c = positionOf(await t.submit({ share: '1' }))
    app.db.prepare('UPDATE lever_pairs SET open = 0 WHERE pair_id = 1').run()
    const other = fundedUser(app, 'other@copy.test', '1000')
    app.repos.follow.upsert(other, traderId, 2, '1', 0)
    app.followCopier.opened([app.repos.lever.position(c.id)!])
    expect(app.repos.follow.skips(other, 10, 0).rows.map((s) => s.reason)).toEqual(['pairClosed'])
    // the others had theirs already: nothing new for them
    expect(app.repos.follow.copiesOf(c.id, traderId)).toHaveLength(1)
    expect(app.repos.follow.skips(ratio, 10, 0).rows).toEqual([])
  })
})

describe('the trader is liquidated', () => {
  it('every copy closes at the liquidation’s price and tick, reason trader', async () => {
    const traderId = fundedUser(app, 'trader@copy.test', '50', true)
    const fan = fundedUser(app, 'fan@copy.test', '1000')
    app.repos.follow.upsert(fan, traderId, 2, '1', clock.now())
    clock.advance(1000)
    const t = followClient(app, 'trader@copy.test')
    const opened = positionOf(await t.submit({ share: '10', multiple: '100' }))
    app.leverWatcher.check()
    const [copyId] = app.repos.follow.copiesOf(opened.id, traderId)
    path.set(1, [[3, '37000']])
    clock.advance(5000)
    const { closed } = app.leverWatcher.check()
    expect(closed.map((r) => [r.id, r.close_reason])).toEqual([[opened.id, 'liquidation']])
    expect(app.repos.lever.position(copyId!)).toMatchObject({
      status: 3,
      close_reason: 'trader',
      close_price: closed[0]!.close_price,
      close_tick: closed[0]!.close_tick,
      shortfall: 0n,
    })
  })
})
