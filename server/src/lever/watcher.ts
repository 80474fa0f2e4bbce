/**
 * The futures watcher (issue 13; api-reference §7.3): on every engine tick it
 * (a) opens the pending limit openings the price reached (lever-math `limitReached`),
 * (b) closes the positions whose take-profit or stop-loss the price reached (`takeProfitHit`,
 *     `stopLossHit`; reason takeProfit / stopLoss), and
 * (c) liquidates the accounts `isLiquidated` holds for (every open position, reason liquidation),
 * each at the engine's price of the FIRST tick that decided it, recording that tick (ms) and price.
 *
 * Rules written down here:
 * - A tick's price is the engine's price of that second (what quotes show and what settles), not
 *   the second's high or low: the bar's low and high only narrow the search.
 * - In one tick, openings fill first, then take-profits and stop-losses, then liquidation (so a
 *   position a stop closed at its own price is not also liquidated in that tick).
 * - If a position's take-profit and stop-loss are both reached in the same tick, the stop-loss wins.
 * - A stop or an opening counts from the tick it was placed or changed in (a catch-up never fires
 *   one on a tick before it existed).
 *
 * `check()` looks at every tick since the last one it processed (stored in `lever_watcher` with
 * what it decided, in the same transaction, so a restart or a dev-clock jump misses none): it finds
 * the earliest tick any event happens in, settles everything of that tick in one transaction, and
 * goes on from the next tick. After each commit it emits the owners' events (wire.ts).
 *
 * The index (memory): per pair, the levels of pending openings, take-profits and stop-losses
 * (spot/book.ts, prices in integer units), and per user the account as a linear function of the
 * prices: equity ≈ C + Σ_pairs A_pair × price with A = Σ side × number. Floats only FILTER: an
 * account is checked exactly (big.js, lever-math `isLiquidated`) when the float estimate is within
 * a safe margin of the liquidation level; every decision is exact.
 *
 * With `feedIntervalMs: 0` tests call `app.leverWatcher.check()` themselves.
 */
import type { FastifyInstance } from 'fastify'
import { MARKET_BATCH_INTERVAL_MS } from '../../../src/api/contract/market'
import {
  isLiquidated,
  unrealisedPnl,
  type RiskPosition,
} from '../../../src/api/contract/lever-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { formatPrice, toUnits } from '../market/decimal'
import { sideOfRow, type LeverPositionRow, type SettlePrice } from '../repositories/lever'
import { OrderBook, type BookEntry } from '../spot/book'
import { emitPosition, emitSettled } from './wire'
import { repeat } from '../repeat'

export type LeverWatcher = ReturnType<typeof attachLeverWatcher>

declare module 'fastify' {
  interface FastifyInstance {
    leverWatcher: LeverWatcher
  }
}

/** Defaults of the global setting (db/migrations/012-lever.sql). */
const BURST_RATE = '10'
/** Book sides (spot/book.ts): 1 reached when the price falls to the level, 2 when it rises to it. */
const FALLS = 1
const RISES = 2

/** One user's lever account in one quote currency, as the cheap filter sees it. */
interface Account {
  userId: number
  legalId: number
  scale: number
  balance: bigint
  rows: LeverPositionRow[]
  /** equity ≈ c + Σ a[pair] × price (floats, quote units of 1, for the filter only). */
  c: number
  a: Map<number, number>
  /** Σ origin margin (quote, float) and the filter's margin of error (quote, float). */
  origin: number
  slack: number
  /** The first tick this state holds in (it changed then): earlier ticks are not checked with it. */
  since: number
}

interface Span {
  low: number
  high: number
  lowValue: number
  highValue: number
}

interface Due {
  tick: number
  fills: BookEntry[]
  stops: Array<{ entry: BookEntry; reason: 'takeProfit' | 'stopLoss' }>
  accounts: Account[]
}

export function attachLeverWatcher(app: FastifyInstance, intervalMs = MARKET_BATCH_INTERVAL_MS) {
  const { lever, wallet, settings } = app.repos
  const { engine } = app.market
  const decimals = new Map(app.market.pairs.map((p) => [p.id, p.precision_length]))
  const limits = new OrderBook()
  const takeProfits = new OrderBook()
  const stopLosses = new OrderBook()
  const accounts = new Map<string, Account>()
  const keyOf = (userId: number, legalId: number) => `${userId}:${legalId}`
  const nowTick = () => app.market.tick()

  const entry = (
    r: LeverPositionRow,
    side: 1 | 2,
    priceUnits: number,
    placedTick: number,
  ): BookEntry => ({ id: r.id, userId: r.user_id, pairId: r.pair_id, side, priceUnits, placedTick })

  /** The quote currencies lever positions have been seen in (USDT): the accounts a user may have. */
  const quotes = new Set<number>([3])

  /** The index entries of `r` (placed or changed in tick `placedTick`), replacing older ones. */
  function track(r: LeverPositionRow, placedTick = nowTick()) {
    quotes.add(r.legal_id)
    limits.remove(r.id)
    takeProfits.remove(r.id)
    stopLosses.remove(r.id)
    if (!decimals.has(r.pair_id)) return
    const long = r.side === 1
    if (r.status === 0)
      limits.add(entry(r, long ? FALLS : RISES, r.origin_units, Math.max(placedTick, 0)))
    if (r.status !== 1) return
    if (r.take_profit_units !== null)
      takeProfits.add(entry(r, long ? RISES : FALLS, r.take_profit_units, placedTick))
    if (r.stop_loss_units !== null)
      stopLosses.add(entry(r, long ? FALLS : RISES, r.stop_loss_units, placedTick))
  }

  const liquidationRate = () => settings.get('lever_burst_hazard_rate') ?? BURST_RATE

  /** The account of `rows` (all open, one user and quote) with `balance` (units). */
  function accountOf(
    userId: number,
    legalId: number,
    balance: bigint,
    rows: LeverPositionRow[],
    since: number,
  ) {
    const scale = rows[0]?.quote_scale ?? 4
    const unit = 10 ** -scale
    let c = Number(balance) * unit
    let origin = 0
    let size = Math.abs(c)
    const a = new Map<number, number>()
    for (const r of rows) {
      const sn = (r.side === 1 ? 1 : -1) * Number(r.number)
      const margin = Number(r.caution_money) * unit
      c += margin - sn * Number(r.price)
      origin += Number(r.origin_caution_money) * unit
      size += margin + Math.abs(sn * Number(r.price))
      a.set(r.pair_id, (a.get(r.pair_id) ?? 0) + sn)
    }
    // each P/L is floored (< 1 unit) and floats err by ~1e-16 of the sizes involved
    const slack = (rows.length + 1) * unit + size * 1e-9
    return { userId, legalId, scale, balance, rows, c, a, origin, slack, since } satisfies Account
  }

  /** Reads `userId`'s accounts again (their balance or positions changed in tick `since`). */
  function refresh(userId: number, since = nowTick()) {
    for (const legalId of quotes) {
      const { balance, rows } = lever.accountOf(userId, legalId)
      const live = rows.filter((r) => decimals.has(r.pair_id))
      if (live.length === 0) accounts.delete(keyOf(userId, legalId))
      else accounts.set(keyOf(userId, legalId), accountOf(userId, legalId, balance, live, since))
    }
  }

  function reload() {
    limits.clear()
    takeProfits.clear()
    stopLosses.clear()
    accounts.clear()
    const byUser = new Map<string, LeverPositionRow[]>()
    for (const r of lever.pendingRows()) track(r, Math.floor(r.created_at / 1000))
    for (const r of lever.openRows()) {
      track(r, Math.floor((r.open_tick ?? r.created_at) / 1000))
      if (!decimals.has(r.pair_id)) continue
      const k = keyOf(r.user_id, r.legal_id)
      byUser.set(k, [...(byUser.get(k) ?? []), r])
    }
    for (const rows of byUser.values()) {
      const { user_id, legal_id } = rows[0]!
      const balance = wallet.balance(user_id, legal_id, 'lever').available
      const since = Math.max(...rows.map((r) => Math.floor((r.open_tick ?? 0) / 1000)))
      accounts.set(keyOf(user_id, legal_id), accountOf(user_id, legal_id, balance, rows, since))
    }
  }
  reload()

  /* ---------- prices of ticks ---------- */

  /** The engine's price of a pair in tick `t` (unix s), cached for one check. */
  let priceCache = new Map<number, Map<number, string>>()
  function priceAt(pairId: number, t: number): string {
    let byTick = priceCache.get(pairId)
    if (!byTick) priceCache.set(pairId, (byTick = new Map()))
    let p = byTick.get(t)
    if (p === undefined) byTick.set(t, (p = engine.price(pairId, t * 1000)))
    return p
  }
  const unitsAt = (pairId: number, t: number) => toUnits(priceAt(pairId, t), decimals.get(pairId)!)

  /** Low and high price (units, and as numbers for the filter) of ticks [a, b] of a pair. */
  let spanCache = new Map<string, Span>()
  function span(pairId: number, a: number, b: number): Span {
    const key = `${pairId}:${a}:${b}`
    const cached = spanCache.get(key)
    if (cached) return cached
    const bar = engine.series(pairId).range(a, b + 1)!
    const dp = decimals.get(pairId)!
    const low = formatPrice(bar.low, dp)
    const high = formatPrice(bar.high, dp)
    const out = {
      low: toUnits(low, dp),
      high: toUnits(high, dp),
      lowValue: Number(low),
      highValue: Number(high),
    }
    spanCache.set(key, out)
    return out
  }

  /**
   * The first tick in [a, b] for which `hit(t)` holds, given `maybe(to)`: "some tick in [a, to]
   * may hit" (monotone in `to`, never false when a tick hits). Bisects `maybe`, then scans.
   */
  function firstTick(
    a: number,
    b: number,
    maybe: (to: number) => boolean,
    hit: (t: number) => boolean,
  ): number | null {
    if (a > b || !maybe(b)) return null
    let lo = a
    let hi = b
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2)
      if (maybe(mid)) hi = mid
      else lo = mid + 1
    }
    for (let t = lo; t <= b; t++) if (hit(t)) return t
    return null
  }

  /** The first tick in [a, b] whose price reaches book entry `e`. */
  function firstReach(e: BookEntry, a: number, b: number): number | null {
    const reaches = (units: number) =>
      e.side === FALLS ? units <= e.priceUnits : units >= e.priceUnits
    return firstTick(
      Math.max(a, e.placedTick),
      b,
      (to) => {
        const s = span(e.pairId, Math.max(a, e.placedTick), to)
        return e.side === FALLS ? s.low <= e.priceUnits : s.high >= e.priceUnits
      },
      (t) => reaches(unitsAt(e.pairId, t)),
    )
  }

  /** The account's exact rule at the prices of tick `t`. */
  function liquidatedAt(acc: Account, t: number): boolean {
    const positions: RiskPosition[] = acc.rows.map((r) => ({
      margin: fromUnits(r.caution_money, acc.scale),
      originMargin: fromUnits(r.origin_caution_money, acc.scale),
      pnl: unrealisedPnl(sideOfRow(r), r.price, priceAt(r.pair_id, t), r.number, acc.scale),
    }))
    return isLiquidated(fromUnits(acc.balance, acc.scale), positions, liquidationRate())
  }

  /** The first tick in [a, b] the account is liquidated in (floats filter, big.js decides). */
  function firstLiquidation(acc: Account, a: number, b: number, rate: number): number | null {
    const level = (acc.origin * rate) / 100 + acc.slack
    const worst = (from: number, to: number) => {
      let e = acc.c
      for (const [pairId, coef] of acc.a) {
        const s = span(pairId, from, to)
        e += coef * (coef > 0 ? s.lowValue : s.highValue)
      }
      return e
    }
    const estimate = (t: number) => {
      let e = acc.c
      for (const [pairId, coef] of acc.a) e += coef * Number(priceAt(pairId, t))
      return e
    }
    const from = Math.max(a, acc.since)
    return firstTick(
      from,
      b,
      (to) => worst(from, to) <= level,
      (t) => estimate(t) <= level && liquidatedAt(acc, t),
    )
  }

  /** The earliest tick in [from, to] with any event, and every event of that tick. */
  function nextDue(from: number, to: number): Due | null {
    let best: Due | null = null
    const consider = (tick: number | null, add: (d: Due) => void) => {
      if (tick === null || (best && tick > best.tick)) return
      if (!best || tick < best.tick) best = { tick, fills: [], stops: [], accounts: [] }
      add(best)
    }
    const spanOf = (pairId: number) => span(pairId, from, to)
    for (const pairId of limits.pairIds()) {
      const s = spanOf(pairId)
      for (const e of limits.candidates(pairId, s.low, s.high))
        consider(firstReach(e, from, to), (d) => d.fills.push(e))
    }
    const stops = new Map<number, { entry: BookEntry; tp: number | null; sl: number | null }>()
    for (const [book, kind] of [
      [takeProfits, 'tp'],
      [stopLosses, 'sl'],
    ] as const) {
      for (const pairId of book.pairIds()) {
        const s = spanOf(pairId)
        for (const e of book.candidates(pairId, s.low, s.high)) {
          const found = stops.get(e.id) ?? { entry: e, tp: null, sl: null }
          found[kind] = firstReach(e, from, to)
          stops.set(e.id, found)
        }
      }
    }
    for (const { entry: e, tp, sl } of stops.values()) {
      // the earlier one settles; in the same tick the stop-loss wins
      const slWins = sl !== null && (tp === null || sl <= tp)
      const tick = slWins ? sl : tp
      consider(tick, (d) => d.stops.push({ entry: e, reason: slWins ? 'stopLoss' : 'takeProfit' }))
    }
    const rate = Number(liquidationRate())
    // one tick (the usual case): the estimate at its price, with no search
    const prices = new Map<number, number>()
    const valueOf = (pairId: number) => {
      let v = prices.get(pairId)
      if (v === undefined) prices.set(pairId, (v = Number(priceAt(pairId, to))))
      return v
    }
    for (const acc of accounts.values()) {
      if (acc.since > to) continue
      if (from === to || acc.since === to) {
        let e = acc.c
        for (const [pairId, coef] of acc.a) e += coef * valueOf(pairId)
        if (e > (acc.origin * rate) / 100 + acc.slack) continue
      }
      consider(firstLiquidation(acc, from, to, rate), (d) => d.accounts.push(acc))
    }
    return best
  }

  /** Settles the events of `due` in one transaction with the watched tick; returns what changed. */
  function settle(due: Due) {
    const t = due.tick
    const ms = t * 1000
    const at = app.clock.now()
    const price = (pairId: number): SettlePrice => ({ price: priceAt(pairId, t), tick: ms })
    const filled: LeverPositionRow[] = []
    const closed: LeverPositionRow[] = []
    lever.transaction(() => {
      for (const e of due.fills) {
        const r = lever.position(e.id)
        if (!r || r.status !== 0) continue
        const done = lever.fill(r, { tick: ms, marketPrice: priceAt(e.pairId, t) }, at)
        if (done) filled.push(done)
      }
      for (const { entry: e, reason } of due.stops) {
        const r = lever.position(e.id)
        if (!r || r.status !== 1) continue
        const done = lever.close(r, { ...price(e.pairId), reason }, at, { allowShortfall: true })
        if (done) closed.push(done)
      }
      for (const acc of due.accounts) {
        // the stops above may have changed the account: the rule is checked again on what is left
        const { balance, rows } = lever.accountOf(acc.userId, acc.legalId)
        const live = rows.filter((r) => decimals.has(r.pair_id))
        if (live.length === 0) continue
        if (!liquidatedAt(accountOf(acc.userId, acc.legalId, balance, live, t), t)) continue
        const prices = new Map(live.map((r) => [r.pair_id, price(r.pair_id)]))
        closed.push(...lever.liquidate(acc.userId, prices, at, acc.legalId))
      }
      lever.setWatchedTick(ms)
    })
    for (const e of due.fills) limits.remove(e.id)
    // the accounts that changed, from what this tick decided (no database read but the balance)
    const changed = new Map<string, { userId: number; legalId: number }>()
    const gone = new Set<number>()
    for (const r of [...filled, ...closed]) {
      track(r, t)
      changed.set(keyOf(r.user_id, r.legal_id), { userId: r.user_id, legalId: r.legal_id })
      if (r.status !== 1) gone.add(r.id)
    }
    for (const [key, { userId, legalId }] of changed) {
      const rows = [
        ...(accounts.get(key)?.rows.filter((r) => !gone.has(r.id)) ?? []),
        ...filled.filter((r) => r.user_id === userId && r.legal_id === legalId),
      ]
      const balance = wallet.balance(userId, legalId, 'lever').available
      if (rows.length === 0) accounts.delete(key)
      else accounts.set(key, accountOf(userId, legalId, balance, rows, t))
    }
    for (const r of filled) emitPosition(app, r, 'filled', priceAt(r.pair_id, t))
    emitSettled(app, closed)
    // the copies of traders' positions open and close with them (follow/copier.ts)
    const copier = (app as Partial<FastifyInstance>).followCopier
    copier?.opened(filled)
    copier?.closed(closed)
    return { filled, closed }
  }

  let last: number | null = null
  /** With nothing stored (a new database), the watcher starts at the tick it was attached in. */
  const attachedTick = nowTick()

  /**
   * Processes every tick since the last processed one; returns the openings filled and the
   * positions closed (take-profit, stop-loss, liquidation), in the order they were decided.
   */
  function check() {
    const now = nowTick()
    if (last === null) {
      const stored = lever.watchedTick()
      last = stored === null ? Math.min(attachedTick, now) - 1 : Math.floor(stored / 1000)
    }
    const out = { filled: [] as LeverPositionRow[], closed: [] as LeverPositionRow[] }
    if (now <= last) return out
    priceCache = new Map()
    spanCache = new Map()
    let from = last + 1
    for (let due = nextDue(from, now); due; due = from > now ? null : nextDue(from, now)) {
      const done = settle(due)
      out.filled.push(...done.filled)
      out.closed.push(...done.closed)
      from = due.tick + 1
      last = due.tick
    }
    lever.transaction(() => lever.setWatchedTick(now * 1000))
    last = now
    priceCache = new Map()
    spanCache = new Map()
    return out
  }

  repeat(
    app,
    {
      intervalMs,
      failure: '[lever] watching failed; the next tick tries again',
      skip: () => nowTick() === last,
    },
    check,
  )

  return {
    check,
    /** Rebuilds the index from the database. */
    reload,
    /** A row the index must know of (placed, opened, stops changed) or forget (closed, cancelled). */
    track: (r: LeverPositionRow) => track(r),
    /** Reads the user's accounts again (balance or positions changed outside the watcher). */
    refresh,
    /** How many entries the index holds: pending openings, open accounts. */
    size: () => ({
      limits: limits.size,
      takeProfits: takeProfits.size,
      stopLosses: stopLosses.size,
      accounts: accounts.size,
    }),
  }
}
