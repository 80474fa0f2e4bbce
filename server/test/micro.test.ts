/**
 * Seconds options (issue 14): every endpoint with its exact amounts (stake and the 1 % fee on top
 * leave the options balance; a win credits stake × (1 + payout %), a tie the stake, a loss nothing;
 * the fee is never refunded), each at the engine's price of the option's own seconds; the refusals
 * in the sandbox's order, each leaving balances, ledger, options and idempotency rows unchanged;
 * the idempotent repeat; history, seconds left, someone else's option (`notFound`) and the public
 * check. After every test: Σ ledger = balances, locked = Σ stakes of open options.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { outcomeOf } from '../../src/api/contract/micro-math'
import {
  MicroDurationsAnswer,
  MicroListsAnswer,
  PayableCurrenciesAnswer,
  optionDirectionOf,
} from '../../src/api/contract/micro'
import {
  assertInvariants,
  checkOf,
  fundMicro,
  lv1,
  microApp,
  microBalance,
  microClient,
  orderOf,
  snapshot,
  verify,
  type MicroApp,
} from './micro-helper'
import { newKey } from './wallet-helper'

const lv2 = 'lv2@sandbox.test'
let t: MicroApp

beforeEach(async () => {
  t = await microApp('42000')
})
afterEach(async () => {
  // every test ends with Σ ledger = balances and locked = Σ stakes of the open options
  assertInvariants(t.app)
  await t.app.close()
})

const ledgerOf = (userId: number) =>
  t.app.db
    .prepare(
      `SELECT type, available_delta AS a, locked_delta AS l, reference_id AS ref FROM ledger
        WHERE user_id = ? AND account = 4 ORDER BY id`,
    )
    .all(userId) as Array<{ type: string; a: number; l: number; ref: number }>

describe('settings', () => {
  it('lists the durations, a pair’s bound durations and the payable currency with the wallet', async () => {
    fundMicro(t.app, lv1, '1000')
    const c = microClient(t.app, lv1)
    const seconds = await c.seconds()
    expect(seconds.type).toBe('ok')
    const durations = seconds.message as Array<Record<string, unknown>>
    expect(durations.map((d) => [d.seconds, d.profit_ratio, d.min_amount, d.max_amount])).toEqual([
      [30, '80', '0', '0'],
      [60, '85', '0', '0'],
      [120, '88', '0', '0'],
      [300, '90', '50', '0'],
    ])
    expect((await c.bind(1)).message).toEqual(durations)
    expect(MicroDurationsAnswer.parse(durations).map((d) => d.seconds)).toEqual([30, 60, 120, 300])
    const payable = (await c.payable()).message as Array<Record<string, unknown>>
    expect(payable).toEqual([
      expect.objectContaining({
        id: 3,
        name: 'USDT',
        is_micro: 1,
        decimal_scale: 4,
        micro_trade_fee: '1',
        micro_min: '10',
        micro_max: '10000',
        micro_holdtrade_max: 10,
        micro_numbers: ['10', '50', '100', '500', '1000'].map((number) => ({
          currency_id: 3,
          number,
        })),
        user_wallet: {
          currency: 3,
          micro_balance: '1000.0000',
          lock_micro_balance: '0.0000',
          insurance_balance: '0.0000',
          micro_with_insurance: '1000.0000',
        },
      }),
    ])
    expect(PayableCurrenciesAnswer.parse(payable)).toEqual([
      {
        id: 3,
        name: 'USDT',
        scale: 4,
        feeRate: '1',
        min: '10',
        max: '10000',
        holdMax: 10,
        presets: ['10', '50', '100', '500', '1000'],
        balance: '1000.0000',
        locked: '0.0000',
      },
    ])
  })

  it('bind_seconds of a pair closed to options is empty; of an unknown pair pairNotFound', async () => {
    t.app.db.prepare('UPDATE currency_matches SET open_microtrade = 0 WHERE id = 2').run()
    const c = microClient(t.app, lv1)
    expect((await c.bind(2)).message).toEqual([])
    expect((await c.bind(999)).code).toBe('pairNotFound')
  })
})

describe('submit and settle', () => {
  it('a rise that wins: stake + fee leave now, stake × 1.8 comes back at its own second', async () => {
    const userId = fundMicro(t.app, lv1, '1000')
    const c = microClient(t.app, lv1)
    const now = t.clock.now()
    // 42100 in exactly the expiry second, other prices around it
    t.path.set(1, [
      [1, '41000'],
      [30, '42100'],
      [31, '40000'],
    ])
    const o = orderOf(await c.submit({ number: '100', type: '1', seconds: '30' }))
    expect(o).toMatchObject({
      user_id: userId,
      match_id: 1,
      currency_id: 3,
      type: 1,
      seconds: 30,
      number: '100.0000',
      fee: '1.0000',
      profit_ratio: '80',
      open_price: '42000.00',
      end_price: null,
      fact_profits: '0.0000',
      status: 1,
      profit_result: 0,
      open_tick: now,
      settle_tick: now + 30_000,
      remain_milli_seconds: 30_000,
      payout: null,
      symbol_name: 'BTC/USDT',
      currency_name: 'USDT',
      type_name: 'Rise',
      status_name: 'Open',
      show_micro_id: o.id + 10000,
    })
    expect(microBalance(t.app, userId)).toEqual({ available: '899.0000', locked: '100.0000' })
    expect(t.app.microSettler.check()).toEqual([])
    t.clock.advance(29_000)
    expect(t.app.microSettler.check()).toEqual([])
    expect((await c.daosji(o.id)).message).toBe(1)
    // the settler runs 5 s late: the price of second 30 still decides
    t.clock.advance(6_000)
    expect(t.app.microSettler.check().map((r) => r.id)).toEqual([o.id])
    const done = orderOf(await c.result(o.id))
    expect(done).toMatchObject({
      status: 3,
      end_price: '42100.00',
      profit_result: 1,
      fact_profits: '80.0000',
      payout: '180.0000',
      fee: '1.0000',
      remain_milli_seconds: 0,
      status_name: 'Closed',
      profit_result_name: 'Win',
    })
    expect(done.complete_at).not.toBeNull()
    expect(microBalance(t.app, userId)).toEqual({ available: '1079.0000', locked: '0.0000' })
    expect(ledgerOf(userId).slice(1)).toEqual([
      { type: 'microStake', a: -1000000, l: 1000000, ref: o.id },
      { type: 'microFee', a: -10000, l: 0, ref: o.id },
      { type: 'microSettle', a: 1800000, l: -1000000, ref: o.id },
    ])
    expect((await c.daosji(o.id)).message).toBe(0)
  })

  it.each([
    ['rise', '1', '42000.00', 0, 'tie', '123.4567', '0.0000'],
    ['rise', '1', '41999.99', -1, 'loss', '0.0000', '-123.4567'],
    ['fall', '2', '41000.00', 1, 'win', '228.3948', '104.9381'],
    ['fall', '2', '42000.01', -1, 'loss', '0.0000', '-123.4567'],
  ])(
    'a %s at 42000 settling at %s: %s',
    async (_name, type, end, result, _outcome, payout, fact) => {
      const userId = fundMicro(t.app, lv1, '1000')
      const c = microClient(t.app, lv1)
      t.path.set(1, [[60, end]])
      const o = orderOf(await c.submit({ number: '123.4567', type, seconds: '60' }))
      // fee = ceil(1.234567) = 1.2346
      expect(o.fee).toBe('1.2346')
      expect(o.profit_ratio).toBe('85')
      expect(microBalance(t.app, userId)).toEqual({ available: '875.3087', locked: '123.4567' })
      t.clock.advance(60_000)
      const done = orderOf(await c.result(o.id))
      expect(done).toMatchObject({ status: 3, end_price: end, profit_result: result, payout })
      expect(done.fact_profits).toBe(fact)
      const after = (8753087n + BigInt(payout.replace('.', ''))).toString()
      expect(microBalance(t.app, userId)).toEqual({
        available: `${after.slice(0, -4)}.${after.slice(-4)}`,
        locked: '0.0000',
      })
      const settle = ledgerOf(userId).at(-1)!
      expect(settle).toEqual({
        type: 'microSettle',
        a: Number(payout.replace('.', '')),
        l: -1234567,
        ref: o.id,
      })
    },
  )

  it('a 300 s option needs 50; the fee is never refunded, whatever the outcome', async () => {
    const userId = fundMicro(t.app, lv1, '1000')
    const c = microClient(t.app, lv1)
    expect((await c.submit({ seconds: '300', number: '49.9999' })).code).toBe('stakeBelowMinimum')
    const o = orderOf(await c.submit({ seconds: '300', number: '50' }))
    expect(o.fee).toBe('0.5000')
    t.clock.advance(300_000)
    t.app.microSettler.check()
    expect(orderOf(await c.result(o.id)).payout).toBe('50.0000')
    expect(microBalance(t.app, userId)).toEqual({ available: '999.5000', locked: '0.0000' })
  })
})

describe('refusals change nothing', () => {
  it.each([
    ['an unknown pair', { match_id: '999' }, 'pairNotFound'],
    ['a pair closed to options', { match_id: '2' }, 'pairClosed'],
    ['a currency that is not payable', { currency_id: '1' }, 'currencyNotSupported'],
    ['a duration that does not exist', { seconds: '45' }, 'durationNotAvailable'],
    ['a duration not bound to the pair', { match_id: '3', seconds: '60' }, 'durationNotAvailable'],
    ['an inactive duration', { seconds: '120' }, 'durationNotAvailable'],
    ['an empty stake', { number: '' }, 'amountRequired'],
    ['a stake that is not a number', { number: '1e3' }, 'amountInvalid'],
    ['a stake with 5 decimals', { number: '10.00001' }, 'amountTooPrecise'],
    ['a stake under the currency minimum', { number: '9.9999' }, 'stakeBelowMinimum'],
    ['a stake over the currency maximum', { number: '10000.0001' }, 'stakeAboveMaximum'],
    ['a stake whose fee does not fit', { number: '990.1' }, 'insufficientBalance'],
    ['a direction that is not 1 or 2', { type: '3' }, 'parameterError'],
  ])('%s: %s', async (_name, fields, code) => {
    fundMicro(t.app, lv1, '1000')
    t.app.db.prepare('UPDATE currency_matches SET open_microtrade = 0 WHERE id = 2').run()
    t.app.db.prepare('DELETE FROM micro_pair_seconds WHERE pair_id = 3 AND seconds_id = 2').run()
    t.app.db.prepare('UPDATE micro_seconds SET status = 0 WHERE seconds = 120').run()
    const c = microClient(t.app, lv1)
    const before = snapshot(t.app)
    const answer = await c.submit(fields as Record<string, string>)
    expect(answer.code).toBe(code)
    expect(snapshot(t.app)).toEqual(before)
    // 990 + 9.90 fits
    orderOf(await c.submit({ number: '990' }))
  })

  it('more than 10 open options: tooManyOpenOptions; a settled one frees a place', async () => {
    fundMicro(t.app, lv1, '5000')
    const c = microClient(t.app, lv1)
    const ids: number[] = []
    for (let i = 0; i < 10; i++) {
      ids.push(orderOf(await c.submit({ seconds: '60' })).id)
      t.clock.advance(1000)
    }
    const before = snapshot(t.app)
    expect((await c.submit()).code).toBe('tooManyOpenOptions')
    expect(snapshot(t.app)).toEqual(before)
    t.clock.advance(50_000)
    t.app.microSettler.check()
    orderOf(await c.submit())
  })

  it('a second placement in the same second: requestTooFrequent; the next second is fine', async () => {
    fundMicro(t.app, lv1, '1000')
    const c = microClient(t.app, lv1)
    orderOf(await c.submit())
    t.clock.advance(999)
    const before = snapshot(t.app)
    expect((await c.submit({ type: '2' })).code).toBe('requestTooFrequent')
    expect(snapshot(t.app)).toEqual(before)
    // another user in the same second is not held back
    fundMicro(t.app, lv2, '1000')
    orderOf(await microClient(t.app, lv2).submit())
    t.clock.advance(1)
    orderOf(await c.submit({ type: '2' }))
  })

  it('a repeat answers the first order (as it is now); another request under the key is a conflict', async () => {
    const userId = fundMicro(t.app, lv1, '1000')
    const c = microClient(t.app, lv1)
    const key = newKey('repeat')
    const first = orderOf(await c.submit({}, key))
    const before = snapshot(t.app)
    const again = orderOf(await c.submit({}, key))
    expect(again.id).toBe(first.id)
    expect(snapshot(t.app)).toEqual(before)
    t.clock.advance(30_000)
    const later = orderOf(await c.submit({}, key))
    expect(later).toMatchObject({ id: first.id, status: 3 })
    const settled = snapshot(t.app)
    expect((await c.submit({ number: '101' }, key)).code).toBe('idempotencyConflict')
    expect(snapshot(t.app)).toEqual(settled)
    expect(microBalance(t.app, userId).locked).toBe('0.0000')
  })
})

describe('reading options', () => {
  it('someone else’s option is notFound (get_result, daosji)', async () => {
    fundMicro(t.app, lv1, '1000')
    const o = orderOf(await microClient(t.app, lv1).submit())
    const other = microClient(t.app, lv2)
    expect((await other.result(o.id)).code).toBe('notFound')
    expect((await other.daosji(o.id)).code).toBe('notFound')
    expect((await other.lists()).message).toMatchObject({ total: 0, data: [] })
  })

  it('lists: a Laravel paginator of the caller’s options, newest first, by status and currency', async () => {
    fundMicro(t.app, lv1, '5000')
    const c = microClient(t.app, lv1)
    const ids: number[] = []
    for (const seconds of ['30', '60', '30', '60', '30']) {
      ids.push(orderOf(await c.submit({ seconds })).id)
      t.clock.advance(1000)
    }
    t.clock.advance(29_000) // the three 30 s options are due
    const page1 = (await c.lists({ limit: '2' })).message as {
      data: Array<{ id: number }>
      total: number
      last_page: number
      current_page: number
      per_page: number
      next_page_url: string | null
    }
    expect(page1).toMatchObject({ total: 5, last_page: 3, current_page: 1, per_page: 2 })
    expect(page1.next_page_url).toBe('/api/microtrade/lists?page=2')
    expect(page1.data.map((o) => o.id)).toEqual([ids[4], ids[3]])
    expect(MicroListsAnswer.parse(page1)).toMatchObject({ page: 1, pages: 3, total: 5 })
    const closed = (await c.lists({ status: '3' })).message as { data: Array<{ id: number }> }
    expect(closed.data.map((o) => o.id)).toEqual([ids[4], ids[2], ids[0]])
    const open = (await c.lists({ status: '1', currency_id: '3' })).message as {
      data: Array<{ id: number }>
    }
    expect(open.data.map((o) => o.id)).toEqual([ids[3], ids[1]])
    expect(((await c.lists({ currency_id: '1' })).message as { total: number }).total).toBe(0)
  })

  it('verify is public: the public facts only, and anyone can recompute the result', async () => {
    fundMicro(t.app, lv1, '1000')
    const o = orderOf(await microClient(t.app, lv1).submit({ type: '2', seconds: '30' }))
    t.path.set(1, [[30, '41950.5']])
    const open = await verify(t.app, o.id)
    expect(Object.keys(open.message as object).sort()).toEqual(
      [
        'id',
        'show_micro_id',
        'symbol_name',
        'match_id',
        'type',
        'seconds',
        'status',
        'open_tick',
        'open_price',
        'settle_tick',
        'end_price',
        'profit_result',
      ].sort(),
    )
    expect(checkOf(open)).toMatchObject({ status: 'open', endPrice: null, outcome: null })
    t.clock.advance(30_000)
    const check = checkOf(await verify(t.app, o.id))
    const settlePrice = t.app.market.engine.price(check.matchId, check.settleTick)
    expect(check).toMatchObject({ status: 'closed', endPrice: '41950.50', outcome: 'win' })
    expect(outcomeOf(optionDirectionOf(o.type), check.openPrice, settlePrice)).toBe(check.outcome)
    expect((await verify(t.app, 99999)).code).toBe('notFound')
  })
})
