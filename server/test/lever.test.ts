/**
 * lever/deal, submit, dealall, my_trade, close, batch_close, setstop, cancel (api-reference §7):
 * every endpoint's answer with the exact amounts of lever-math, every refusal leaving balances,
 * ledger, rows and idempotency records as they were, idempotent repeats, copied positions, a batch
 * of 200 in one transaction (and a crash in the middle of it applying nothing), and the ledger
 * invariants after each test.
 */
import { readFileSync } from 'node:fs'
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LeverDealAnswer,
  LeverHistoryAnswer,
  LeverPositionsAnswer,
  type LeverBatchResult,
} from '../../src/api/contract/lever'
import {
  closeSettlement,
  liquidationSettlement,
  openTerms,
  overnightFee,
  riskRate,
  unrealisedPnl,
  type LeverRules,
  type PositionSide,
} from '../../src/api/contract/lever-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { leverPolicy } from '../src/lever/policy'
import type { LeverPositionRow } from '../src/repositories/lever'
import {
  BTC_PAIR,
  ETH_PAIR,
  fundLever,
  insertPosition,
  invariants,
  leverApp,
  leverBalance,
  leverClient,
  lv1,
  positionOf,
  snapshot,
  type Answer,
} from './lever-helper'
import { newKey } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock
let c: ReturnType<typeof leverClient>
let userId: number
beforeEach(async () => {
  ;({ app, clock } = await leverApp())
  userId = fundLever(app, lv1, '1000')
  c = leverClient(app, lv1)
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

const errors = JSON.parse(
  readFileSync(new URL('../../locales/en/errors.json', import.meta.url), 'utf8'),
) as Record<string, string>
const refusal = (code: string) => ({ type: 'error', code, message: errors[code] })

const price = (pairId = 1) => app.market.price(pairId)
const tickMs = () => app.market.tick() * 1000
const rulesOf = (pairId = 1): LeverRules => {
  const policy = leverPolicy(app)
  return policy.rulesOf(app.repos.lever.pairById(pairId)!)
}
/** `price` times `f` on BTC/USDT's grid (2 decimals). */
const times = (f: string, pairId = 1) =>
  new Big(price(pairId)).times(f).round(2, Big.roundDown).toFixed(2)
const terms = (side: PositionSide, lots: number, multiple: number, origin = price()) =>
  openTerms({ side, originPrice: origin, lots, multiple, rules: rulesOf() })
const minus = (a: string, ...b: string[]) =>
  b.reduce((acc, x) => acc.minus(x), new Big(a)).toFixed(4)
const plus = (a: string, ...b: string[]) => b.reduce((acc, x) => acc.plus(x), new Big(a)).toFixed(4)
const ledgerOf = (type: string) =>
  app.db
    .prepare(
      'SELECT available_delta, locked_delta, reference_id FROM ledger WHERE type = ? ORDER BY id',
    )
    .safeIntegers(false)
    .all(type) as Array<{ available_delta: number; locked_delta: number; reference_id: number }>
const sum = (xs: string[]) => plus('0', ...xs)
const units = (amount: string) => Number(new Big(amount).times(10_000).toFixed(0))

/** Runs `request` and shows it changed nothing; answers what it answered. */
async function unchanged(request: () => Promise<Answer>) {
  const before = snapshot(app)
  const answer = await request()
  expect(snapshot(app)).toEqual(before)
  return answer
}

describe('lever/deal', () => {
  it("answers the engine's depth (5 levels a side), its price, the pair's rules and the balance", async () => {
    const answer = await c.deal()
    expect(answer.type).toBe('ok')
    const depth = app.market.engine.depth(1, clock.now())
    const message = answer.message as Record<string, unknown>
    expect(message.lever_transaction).toEqual({
      in: depth.bids.slice(0, 5).map(([p, number]) => ({ price: p, number })),
      out: depth.asks.slice(0, 5).map(([p, number]) => ({ price: p, number })),
    })
    expect(message.last_price).toBe(price())
    expect(message.user_lever).toBe('1000.0000')
    expect(message.lever_share_limit).toEqual({ min: 1, max: 1000 })
    expect(message.multiple).toEqual({
      muit: [5, 10, 20, 50, 100].map((value) => ({ value })),
      share: [1, 5, 10, 50, 100].map((value) => ({ value })),
    })
    expect(message.rules).toEqual({
      lot_size: '0.001',
      fee_rate: '0.1',
      spread: '0',
      overnight: '0.05',
      burst_rate: '10',
      entrust: 1,
      set_stop: 1,
      open: 1,
      price_decimals: 2,
      quote_scale: 4,
    })
    const deal = LeverDealAnswer.parse(answer.message)
    expect(deal.positions).toEqual([])
    expect(deal.rules.multiples).toEqual([5, 10, 20, 50, 100])
  })

  it("lists the caller's open positions of every pair in the quote coin, each at its own pair's mark, and refuses an unknown pair", async () => {
    const opened = positionOf(await c.submit({ share: '2' }))
    const eth = positionOf(await c.submit({ ...ETH_PAIR, share: '1' }))
    const deal = LeverDealAnswer.parse((await c.deal()).message)
    // the whole account: the ticket's liquidation estimate and risk rate count every position
    expect(deal.positions.map((p) => p.id)).toEqual([eth.id, opened.id])
    expect(deal.positions[1]!.markPrice).toBe(price())
    expect(deal.positions[0]!.markPrice).toBe(app.market.price(2))
    expect(await c.deal({ currency_id: '3', legal_id: '1' })).toEqual(refusal('pairNotFound'))
  })
})

describe('lever/submit', () => {
  it('opens a market long at the engine price of the tick: margin locked, fee taken, ledger rows', async () => {
    const t = terms('long', 2, 10)
    const p = positionOf(await c.submit({ share: '2', multiple: '10' }))
    expect(p).toMatchObject({
      type: 1,
      status: 1,
      kind: 'market',
      origin_price: price(),
      price: t.price,
      number: t.number,
      share: 2,
      multiple: 10,
      caution_money: t.margin,
      origin_caution_money: t.margin,
      trade_fee: t.fee,
      open_tick: tickMs(),
      open_market_price: price(),
      order_type: 1,
      symbol: 'BTC/USDT',
      profits: '0.0000',
    })
    expect(leverBalance(app, userId)).toEqual({
      available: minus('1000', t.margin, t.fee),
      locked: t.margin,
    })
    expect(ledgerOf('leverMargin')).toEqual([
      { available_delta: -units(t.margin), locked_delta: units(t.margin), reference_id: p.id },
    ])
    expect(ledgerOf('leverFee')).toEqual([
      { available_delta: -units(t.fee), locked_delta: 0, reference_id: p.id },
    ])
  })

  it('opens a short, and places a pending limit opening that holds its margin and fee', async () => {
    const s = terms('short', 3, 20)
    const short = positionOf(await c.submit({ type: '2', share: '3', multiple: '20' }))
    expect(short).toMatchObject({ type: 2, status: 1, price: s.price, caution_money: s.margin })
    const target = times('0.9')
    const l = terms('long', 5, 50, target)
    const pending = positionOf(
      await c.submit({ status: '0', share: '5', multiple: '50', target_price: target }),
    )
    expect(pending).toMatchObject({
      status: 0,
      kind: 'limit',
      origin_price: target,
      price: l.price,
      caution_money: l.margin,
      trade_fee: l.fee,
      open_tick: null,
      open_market_price: null,
      transaction_time: null,
    })
    expect(leverBalance(app, userId)).toEqual({
      available: minus('1000', s.cost, l.cost),
      locked: plus(s.margin, l.margin),
    })
  })

  it.each([
    ['lotsInvalid', { share: '0' }],
    ['lotsInvalid', { share: '1.5' }],
    ['lotsOutOfRange', { share: '1001' }],
    ['leverageNotAllowed', { multiple: '7' }],
    ['insufficientBalance', { share: '1000', multiple: '5' }],
    ['pairNotFound', { currency_id: '3', legal_id: '1' }],
  ])('refuses %s and changes nothing', async (code, fields) => {
    expect(await unchanged(() => c.submit(fields))).toEqual(refusal(code))
  })

  it('refuses a limit on the wrong side of the price, with too many decimals, or when limits are off', async () => {
    const above = times('1.1')
    expect(
      await unchanged(() => c.submit({ status: '0', type: '1', target_price: above })),
    ).toEqual(refusal('limitPriceSide'))
    expect(
      await unchanged(() => c.submit({ status: '0', type: '2', target_price: times('0.9') })),
    ).toEqual(refusal('limitPriceSide'))
    expect(
      await unchanged(() => c.submit({ status: '0', type: '2', target_price: `${above}1` })),
    ).toEqual(refusal('priceTooPrecise'))
    app.repos.settings.put('open_lever_entrust', '0')
    expect(
      await unchanged(() => c.submit({ status: '0', type: '2', target_price: above })),
    ).toEqual(refusal('limitOrdersOff'))
  })

  it('refuses a closed pair (pairClosed)', async () => {
    app.db.prepare('UPDATE lever_pairs SET open = 0 WHERE pair_id = 1').run()
    expect(await unchanged(() => c.submit({}))).toEqual(refusal('pairClosed'))
  })

  it('answers a repeat with the first position and refuses another request under the key', async () => {
    const key = newKey('lever')
    const first = await c.submit({ idempotency_key: key, share: '2' })
    clock.advance(60_000)
    expect(await unchanged(() => c.submit({ idempotency_key: key, share: '2' }))).toEqual(first)
    expect(await unchanged(() => c.submit({ idempotency_key: key, share: '3' }))).toEqual(
      refusal('idempotencyConflict'),
    )
    expect(app.repos.lever.list(userId, {}, 10, 0).total).toBe(1)
  })
})

describe('lever/cancel', () => {
  it('cancels a pending opening and refunds margin and fee; a second cancel is orderNotOpen', async () => {
    const target = times('0.95')
    const pending = positionOf(await c.submit({ status: '0', share: '4', target_price: target }))
    const t = terms('long', 4, 10, target)
    const key = newKey('cancel')
    const answer = await c.cancel(pending.id, key)
    expect(positionOf(answer)).toMatchObject({ id: pending.id, status: 4 })
    expect(leverBalance(app, userId)).toEqual({ available: '1000.0000', locked: '0.0000' })
    expect(ledgerOf('leverRefund')).toEqual([
      {
        available_delta: units(t.margin) + units(t.fee),
        locked_delta: -units(t.margin),
        reference_id: pending.id,
      },
    ])
    expect(await unchanged(() => c.cancel(pending.id, key))).toEqual(answer)
    expect(await unchanged(() => c.cancel(pending.id))).toEqual(refusal('orderNotOpen'))
  })

  it("refuses an open position (orderNotOpen) and another user's (notFound)", async () => {
    const open = positionOf(await c.submit({}))
    expect(await unchanged(() => c.cancel(open.id))).toEqual(refusal('orderNotOpen'))
    fundLever(app, 'lv2@sandbox.test', '10')
    const other = leverClient(app, 'lv2@sandbox.test')
    expect(await unchanged(() => other.cancel(open.id))).toEqual(refusal('notFound'))
  })
})

describe('lever/close', () => {
  it("closes at the engine's price of the tick: locked −margin, available +(margin + P/L)", async () => {
    const opened = positionOf(await c.submit({ share: '10', multiple: '20' }))
    const t = terms('long', 10, 20)
    clock.advance(3_600_000)
    const mark = price()
    const s = closeSettlement(
      { side: 'long', price: opened.price, number: opened.number, margin: t.margin },
      mark,
      4,
    )
    const key = newKey('close')
    const answer = await c.close(opened.id, key)
    expect(positionOf(answer)).toMatchObject({
      status: 3,
      close_reason: 'user',
      close_price: mark,
      close_market_price: mark,
      close_tick: tickMs(),
      fact_profits: s.pnl,
      update_price: mark,
      profits: '0.0000',
      shortfall: '0.0000',
    })
    expect(leverBalance(app, userId)).toEqual({
      available: plus('1000', `-${t.fee}`, s.pnl),
      locked: '0.0000',
    })
    expect(ledgerOf('leverSettle')).toEqual([
      {
        available_delta: units(s.credit),
        locked_delta: -units(t.margin),
        reference_id: opened.id,
      },
    ])
    clock.advance(60_000)
    expect(await unchanged(() => c.close(opened.id, key))).toEqual(answer)
    expect(await unchanged(() => c.close(opened.id))).toEqual(refusal('positionNotOpen'))
    expect(await unchanged(() => c.close(opened.id + 100))).toEqual(refusal('notFound'))
  })

  it('refuses a copied position (positionCopied) and a pending one (positionNotOpen)', async () => {
    const copied = insertPosition(app, userId, { side: 1, price: price(), order_type: 2 })
    expect(await unchanged(() => c.close(copied.id))).toEqual(refusal('positionCopied'))
    const pending = positionOf(await c.submit({ status: '0', target_price: times('0.9') }))
    expect(await unchanged(() => c.close(pending.id))).toEqual(refusal('positionNotOpen'))
  })

  it('refuses a close whose loss beyond margin the balance cannot pay (closeNeedsFunds)', async () => {
    const { id } = app.repos.users.findByAccount('lv2@sandbox.test')!
    fundLever(app, 'lv2@sandbox.test', '10')
    // a long entered at twice the price: the loss is far beyond its margin and the balance
    const deep = insertPosition(app, id, { side: 1, price: times('2'), multiple: 100 })
    const s = closeSettlement(
      {
        side: 'long',
        price: deep.price,
        number: deep.number,
        margin: leverBalance(app, id).locked,
      },
      price(),
      4,
    )
    expect(new Big(leverBalance(app, id).available).plus(s.credit).lt(0)).toBe(true)
    const other = leverClient(app, 'lv2@sandbox.test')
    expect(await unchanged(() => other.close(deep.id))).toEqual(refusal('closeNeedsFunds'))
  })

  it("refuses another user's position (notFound)", async () => {
    const open = positionOf(await c.submit({}))
    fundLever(app, 'lv2@sandbox.test', '10')
    const other = leverClient(app, 'lv2@sandbox.test')
    expect(await unchanged(() => other.close(open.id))).toEqual(refusal('notFound'))
  })
})

describe('lever/setstop', () => {
  const stopsOf = (id: number) => {
    const r = app.repos.lever.position(id)!
    return [r.target_profit_price, r.stop_loss_price]
  }

  it("sets a long's take-profit above, its stop-loss below, and unsets one with '0'", async () => {
    const p = positionOf(await c.submit({}))
    const tp = times('1.05')
    const sl = times('0.95')
    const answer = positionOf(await c.setstop(p.id, tp, sl))
    expect(answer).toMatchObject({ target_profit_price: tp, stop_loss_price: sl })
    expect(stopsOf(p.id)).toEqual([tp, sl])
    expect(positionOf(await c.setstop(p.id, '0', sl))).toMatchObject({
      target_profit_price: '0',
      stop_loss_price: sl,
    })
  })

  it.each([
    ['long', '1', '0.95', '0.9', 'takeProfitInvalid'],
    ['long', '1', '1.1', '1.05', 'stopLossInvalid'],
    ['long', '1', '0', '0', 'stopRequired'],
    ['short', '2', '1.05', '1.1', 'takeProfitInvalid'],
    ['short', '2', '0.9', '0.95', 'stopLossInvalid'],
    ['short', '2', '0', '0', 'stopRequired'],
  ])('refuses a %s with take-profit ×%s… (%s)', async (_side, type, tp, sl, code) => {
    const p = positionOf(await c.submit({ type }))
    const field = (f: string) => (f === '0' ? '0' : times(f))
    expect(await unchanged(() => c.setstop(p.id, field(tp), field(sl)))).toEqual(refusal(code))
  })

  it("sets a short's take-profit below and stop-loss above", async () => {
    const p = positionOf(await c.submit({ type: '2' }))
    const tp = times('0.9')
    const sl = times('1.1')
    expect(positionOf(await c.setstop(p.id, tp, sl))).toMatchObject({
      target_profit_price: tp,
      stop_loss_price: sl,
    })
  })

  it('refuses when stops are off (stopOrdersOff), a pending opening (positionNotOpen), a bad price', async () => {
    const p = positionOf(await c.submit({}))
    expect(await unchanged(() => c.setstop(p.id, times('1.1'), `${times('0.9')}1`))).toEqual(
      refusal('priceTooPrecise'),
    )
    const pending = positionOf(await c.submit({ status: '0', target_price: times('0.9') }))
    expect(await unchanged(() => c.setstop(pending.id, times('1.1'), '0'))).toEqual(
      refusal('positionNotOpen'),
    )
    app.repos.settings.put('user_set_stopprice', '0')
    expect(await unchanged(() => c.setstop(p.id, times('1.1'), '0'))).toEqual(
      refusal('stopOrdersOff'),
    )
  })
})

describe('lever/dealall and lever/my_trade', () => {
  it('answers the balance, the risk rate and the totals of lever-math at the engine price', async () => {
    const a = positionOf(await c.submit({ share: '3', multiple: '10' }))
    const b = positionOf(await c.submit({ type: '2', share: '2', multiple: '20' }))
    const e = positionOf(await c.submit({ ...ETH_PAIR, share: '5', multiple: '5' }))
    clock.advance(600_000)
    const mark = (r: { currency: number }) => price(r.currency === 1 ? 1 : 2)
    const pnlOf = (r: typeof a) =>
      unrealisedPnl(r.type === 1 ? 'long' : 'short', r.price, mark(r), r.number, 4)
    const risk = [a, b, e].map((r) => ({
      margin: r.caution_money,
      originMargin: r.origin_caution_money,
      pnl: pnlOf(r),
    }))
    const balance = leverBalance(app, userId).available
    const answer = await c.dealall()
    expect(answer.message).toMatchObject({
      balance,
      hazard_rate: riskRate(balance, risk),
      caution_money_total: sum(risk.map((r) => r.margin)),
      origin_caution_money_total: sum(risk.map((r) => r.originMargin)),
      profits_total: sum(risk.map((r) => r.pnl)),
      caution_money: sum([a.caution_money, b.caution_money]),
      origin_caution_money: sum([a.origin_caution_money, b.origin_caution_money]),
      profits: sum([pnlOf(a), pnlOf(b)]),
    })
    const account = LeverPositionsAnswer.parse(answer.message)
    expect(account.page).toMatchObject({ page: 1, pages: 1, total: 2 })
    expect(account.page.items.map((p) => [p.id, p.markPrice, p.pnl])).toEqual([
      [b.id, price(), pnlOf(b)],
      [a.id, price(), pnlOf(a)],
    ])
    const second = LeverPositionsAnswer.parse((await c.dealall({ limit: '1', page: '2' })).message)
    expect(second.page).toMatchObject({ page: 2, pages: 2, total: 2 })
    expect(second.page.items.map((p) => p.id)).toEqual([a.id])
  })

  it('lists history by status (−1 all) with the risk rate and Σ unrealised P/L', async () => {
    const open = positionOf(await c.submit({}))
    const closed = positionOf(await c.submit({ type: '2' }))
    const pending = positionOf(await c.submit({ status: '0', target_price: times('0.9') }))
    await c.close(closed.id)
    await c.cancel(pending.id)
    const all = LeverHistoryAnswer.parse((await c.myTrade({ status: '-1' })).message)
    expect(all.page.items.map((p) => [p.id, p.status])).toEqual([
      [pending.id, 'cancelled'],
      [closed.id, 'closed'],
      [open.id, 'open'],
    ])
    const pnl = unrealisedPnl('long', open.price, price(), open.number, 4)
    expect(all.pnlTotal).toBe(pnl)
    expect(all.riskRate).toBe(
      riskRate(leverBalance(app, userId).available, [
        { margin: open.caution_money, originMargin: open.origin_caution_money, pnl },
      ]),
    )
    const closedOnly = LeverHistoryAnswer.parse(
      (await c.myTrade({ ...BTC_PAIR, status: '3' })).message,
    )
    expect(closedOnly.page.items.map((p) => [p.id, p.closeReason])).toEqual([[closed.id, 'user']])
  })
})

describe('lever/batch_close', () => {
  it('closes 200 positions in one transaction; the ledger and the locked margin still add up', async () => {
    fundLever(app, lv1, '5000')
    const rows: LeverPositionRow[] = []
    for (let i = 0; i < 200; i++)
      rows.push(insertPosition(app, userId, { side: i % 4 === 0 ? 2 : 1, price: price() }))
    const copied = insertPosition(app, userId, { side: 1, price: price(), order_type: 2 })
    clock.advance(1_800_000)
    const mark = price()
    const settled = rows.map((r) =>
      closeSettlement(
        {
          side: r.side === 1 ? 'long' : 'short',
          price: r.price,
          number: r.number,
          margin: '0.0000',
        },
        mark,
        4,
      ),
    )
    const margins = sum(rows.map((r) => fromUnits(r.caution_money, 4)))
    const before = leverBalance(app, userId)
    const key = newKey('batch')
    const answer = await c.batchClose({ type: '0' }, key)
    const pnl = sum(settled.map((s) => s.pnl))
    expect(answer).toEqual({
      type: 'ok',
      message: {
        closed: 200,
        ids: rows.map((r) => r.id),
        pnl,
        credit: plus(margins, pnl),
      },
    } satisfies { type: string; message: LeverBatchResult })
    expect(leverBalance(app, userId).available).toBe(plus(before.available, margins, pnl))
    // only the copied position is still open, holding its margin
    expect(app.repos.lever.accountOf(userId).rows.map((r) => r.id)).toEqual([copied.id])
    expect(units(leverBalance(app, userId).locked)).toBe(Number(copied.caution_money))
    // one commit: every settlement row carries the same time, all 200 of them
    const settles = app.db
      .prepare(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT created_at) AS t FROM ledger WHERE type = 'leverSettle'",
      )
      .get()
    expect(settles).toEqual({ n: 200, t: 1 })
    expect(await unchanged(() => c.batchClose({ type: '0' }, key))).toEqual(answer)
    expect(await unchanged(() => c.batchClose({ type: '1' }, key))).toEqual(
      refusal('idempotencyConflict'),
    )
  })

  it('a crash in the middle of a batch applies nothing', async () => {
    fundLever(app, lv1, '1000')
    for (let i = 0; i < 50; i++) insertPosition(app, userId, { side: 1, price: price() })
    const { wallet } = app.repos
    const move = wallet.move
    let calls = 0
    wallet.move = (m, now) => {
      if (m.type === 'leverSettle' && ++calls === 25) throw new Error('crash')
      return move(m, now)
    }
    try {
      const answer = await unchanged(() => c.batchClose({ type: '0' }))
      expect(answer.type).not.toBe('ok')
    } finally {
      wallet.move = move
    }
    expect(app.repos.lever.accountOf(userId).rows).toHaveLength(50)
  })

  it('closes only longs (1), only shorts (2), only one pair, and answers nothing to close', async () => {
    const long = positionOf(await c.submit({ type: '1' }))
    const short = positionOf(await c.submit({ type: '2' }))
    const eth = positionOf(await c.submit({ ...ETH_PAIR, type: '1' }))
    const longs = await c.batchClose({ type: '1', ...BTC_PAIR })
    expect(longs.message).toMatchObject({ closed: 1, ids: [long.id] })
    const shorts = await c.batchClose({ type: '2' })
    expect(shorts.message).toMatchObject({ closed: 1, ids: [short.id] })
    const none = await c.batchClose({ type: '2' })
    expect(none.message).toEqual({ closed: 0, ids: [], pnl: '0.0000', credit: '0.0000' })
    const rest = await c.batchClose({ type: '0' })
    expect(rest.message).toMatchObject({ closed: 1, ids: [eth.id] })
    for (const id of [long.id, short.id, eth.id])
      expect(app.repos.lever.position(id)!.close_reason).toBe('batch')
  })

  it('refuses as a whole when the net would overdraw the balance (closeNeedsFunds)', async () => {
    const { id } = app.repos.users.findByAccount('lv2@sandbox.test')!
    fundLever(app, 'lv2@sandbox.test', '10')
    insertPosition(app, id, { side: 1, price: times('2'), multiple: 100 })
    insertPosition(app, id, { side: 2, price: price(), multiple: 100 })
    const other = leverClient(app, 'lv2@sandbox.test')
    expect(await unchanged(() => other.batchClose({ type: '0' }))).toEqual(
      refusal('closeNeedsFunds'),
    )
  })
})

describe('private events', () => {
  it('tells the owner of an open, a close and a batch close', async () => {
    const sent: Array<[string, string, { event?: string; id?: number[] }]> = []
    const io = app.io
    ;(app as unknown as { io: unknown }).io = {
      to: (room: string) => ({
        emit: (name: string, payload: { event?: string; id?: number[] }) =>
          sent.push([room, name, payload]),
      }),
    }
    try {
      const p = positionOf(await c.submit({}))
      await c.close(p.id)
      const q = positionOf(await c.submit({ type: '2' }))
      await c.batchClose({ type: '0' })
      expect(sent.map(([, name, payload]) => [name, payload.event ?? payload.id])).toEqual([
        ['lever_position', 'opened'],
        ['lever_position', 'closed'],
        ['lever_closed', [p.id]],
        ['lever_position', 'opened'],
        ['lever_position', 'closed'],
        ['lever_closed', [q.id]],
      ])
      expect(new Set(sent.map(([room]) => room)).size).toBe(1)
    } finally {
      ;(app as unknown as { io: unknown }).io = io
    }
  })
})

describe('the repository the watcher settles through', () => {
  /** lv2 with 10 USDT and a long entered at twice the price: its loss is beyond everything. */
  function deepLong() {
    const { id } = app.repos.users.findByAccount('lv2@sandbox.test')!
    fundLever(app, 'lv2@sandbox.test', '10')
    const row = insertPosition(app, id, { side: 1, price: times('2'), multiple: 100 })
    const before = leverBalance(app, id)
    const s = closeSettlement(
      { side: 'long', price: row.price, number: row.number, margin: before.locked },
      price(),
      4,
    )
    return { id, row, before, s }
  }
  const at = () => ({ price: price(), tick: tickMs() })

  it('liquidates every open position of the user: the balance ends at zero, the rest is shortfall', () => {
    const { id, row, before, s } = deepLong()
    const other = insertPosition(app, id, { side: 2, price: price(), multiple: 100 })
    const o = closeSettlement(
      {
        side: 'short',
        price: other.price,
        number: other.number,
        margin: fromUnits(other.caution_money, 4),
      },
      price(),
      4,
    )
    const rule = liquidationSettlement(
      minus(before.available, fromUnits(other.caution_money + other.trade_fee, 4)),
      [s.credit, o.credit],
      4,
    )
    const done = app.repos.lever.liquidate(id, new Map([[1, at()]]), clock.now())
    expect(done.map((r) => [r.id, r.status, r.close_reason])).toEqual([
      [row.id, 3, 'liquidation'],
      [other.id, 3, 'liquidation'],
    ])
    expect(leverBalance(app, id)).toEqual({ available: rule.balanceAfter, locked: '0.0000' })
    expect(fromUnits(done[0]!.shortfall + done[1]!.shortfall, 4)).toBe(rule.shortfall)
    expect(new Big(rule.shortfall).gt(0)).toBe(true)
    // the race is lost by whoever comes second: exactly one settlement
    expect(app.repos.lever.close(row, { ...at(), reason: 'user' }, clock.now())).toBeUndefined()
    expect(app.repos.lever.liquidate(id, new Map([[1, at()]]), clock.now())).toEqual([])
    expect(ledgerOf('leverSettle')).toHaveLength(2)
  })

  it('a triggered close floors the balance at zero and records the shortfall', () => {
    const { id, row, before, s } = deepLong()
    const closed = app.repos.lever.close(row, { ...at(), reason: 'stopLoss' }, clock.now(), {
      allowShortfall: true,
    })!
    expect(closed).toMatchObject({ status: 3, close_reason: 'stopLoss' })
    expect(fromUnits(closed.shortfall, 4)).toBe(minus('0', before.available, s.credit))
    expect(fromUnits(closed.fact_profits, 4)).toBe(s.pnl)
    expect(leverBalance(app, id)).toEqual({ available: '0.0000', locked: '0.0000' })
  })

  it('fills a pending opening once at its target; a filled one cannot be cancelled', async () => {
    const target = times('0.9')
    const pending = positionOf(await c.submit({ status: '0', target_price: target }))
    const row = app.repos.lever.position(pending.id)!
    const filled = app.repos.lever.fill(row, { tick: tickMs(), marketPrice: target }, clock.now())
    expect(filled).toMatchObject({
      status: 1,
      open_tick: tickMs(),
      open_market_price: target,
      price: target,
    })
    expect(
      app.repos.lever.fill(row, { tick: tickMs(), marketPrice: target }, clock.now()),
    ).toBeUndefined()
    expect(await unchanged(() => c.cancel(pending.id))).toEqual(refusal('orderNotOpen'))
  })

  it('charges the overnight fee from the margin once a day per position', async () => {
    const p = positionOf(await c.submit({ share: '10', multiple: '10' }))
    const day = 86_400_000
    clock.advance(day)
    const dayStart = Math.floor(clock.now() / day) * day
    const fee = overnightFee(p.price, p.number, '0.05', 4)
    const charged = app.repos.lever.chargeOvernight(dayStart, clock.now())
    expect(charged.map((r) => [r.id, fromUnits(r.caution_money, 4)])).toEqual([
      [p.id, minus(p.caution_money, fee)],
    ])
    expect(fromUnits(charged[0]!.overnight_money, 4)).toBe(fee)
    expect(app.repos.lever.chargeOvernight(dayStart, clock.now())).toEqual([])
    expect(ledgerOf('leverOvernight')).toEqual([
      { available_delta: 0, locked_delta: -units(fee), reference_id: p.id },
    ])
    expect(leverBalance(app, userId).locked).toBe(minus(p.caution_money, fee))
  })
})
