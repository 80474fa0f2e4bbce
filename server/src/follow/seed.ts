/**
 * Seeded traders (issue 15): four trader accounts whose whole history comes from running a fixed
 * rule through the price engine's PAST prices at seed time, so every statistic the traders show is
 * honest and can be recomputed from the engine (server/test/follow-seed.test.ts does).
 *
 * The rule, per trader (TRADERS below): every 6 h over the last 30 days (slots at 00:00, 06:00,
 * 12:00 and 18:00 UTC plus the trader's offset, 120 trades), look at the pair's price that second
 * and one hour before; "trend" opens a long when the price rose over that hour (else a short),
 * "contrarian" the opposite; lots cycle through the trader's list; it opens at that second's
 * engine price (the pair's spread, fee and lot size: lever-math `openTerms`) and closes
 * 2–5 h later (2 + k mod 4 hours) at that second's engine price (`closeSettlement`), never past
 * 23:59 UTC (closed before the 00:01 overnight fee, so none is owed). Each trader starts with
 * 10 000 USDT deposited and moved to the lever account; every amount moves through the ledger as a
 * user's own trades do (lever repository `open` and `close`). Nothing is random: the same market
 * seed and the same start time give the same history. The accounts cannot log in (no password
 * matches their hash). Seeding runs once, when the first seeded account does not exist yet.
 */
import { Big } from 'big.js'
import type { FastifyInstance } from 'fastify'
import { openTerms, type PositionSide } from '../../../src/api/contract/lever-math'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { leverPolicy } from '../lever/policy'
import { DUMMY_HASH } from '../passwords'

const HOUR = 3_600_000
const SLOT = 6 * HOUR
const DAY = 24 * HOUR
export const SEED_TRADER_DAYS = 30
const START_USDT = '10000'
const USDT = 3

export interface SeedTrader {
  email: string
  nickname: string
  signature: string
  /** The pair's base symbol (quote USDT). */
  base: string
  strategy: 'trend' | 'contrarian'
  multiple: number
  lots: readonly number[]
  /** Minutes after each 6-hour slot. */
  offset: number
}

export const SEED_TRADERS: readonly SeedTrader[] = [
  {
    email: 'copy.trend.btc@sandbox.test',
    nickname: 'Trend BTC',
    signature: 'Follows the last hour of BTC, every 6 h',
    base: 'BTC',
    strategy: 'trend',
    multiple: 10,
    lots: [1, 2, 3],
    offset: 0,
  },
  {
    email: 'copy.contrarian.btc@sandbox.test',
    nickname: 'Contrarian BTC',
    signature: 'Bets against the last hour of BTC, every 6 h',
    base: 'BTC',
    strategy: 'contrarian',
    multiple: 5,
    lots: [2, 1],
    offset: 20,
  },
  {
    email: 'copy.trend.eth@sandbox.test',
    nickname: 'Trend ETH',
    signature: 'Follows the last hour of ETH, every 6 h',
    base: 'ETH',
    strategy: 'trend',
    multiple: 20,
    lots: [1, 1, 2],
    offset: 40,
  },
  {
    email: 'copy.contrarian.eth@sandbox.test',
    nickname: 'Contrarian ETH',
    signature: 'Bets against the last hour of ETH, every 6 h',
    base: 'ETH',
    strategy: 'contrarian',
    multiple: 10,
    lots: [3, 2, 1],
    offset: 50,
  },
]

/** One seeded trade: when and how the rule opens and closes it (prices read from the engine). */
export interface SeedTrade {
  openAt: number
  closeAt: number
  side: PositionSide
  lots: number
}

/** The trades of `t` for a seeding at `now` (ms), given the engine's price of its pair at a time. */
export function seedTrades(
  t: SeedTrader,
  now: number,
  priceAt: (ms: number) => string,
): SeedTrade[] {
  const end = Math.floor(now / SLOT) * SLOT
  const start = end - SEED_TRADER_DAYS * DAY
  const trades: SeedTrade[] = []
  for (let k = 0; start + k * SLOT < end; k++) {
    const openAt = start + k * SLOT + t.offset * 60_000
    const dayEnd = Math.floor(openAt / DAY) * DAY + DAY - 60_000
    const closeAt = Math.min(openAt + (2 + (k % 4)) * HOUR, dayEnd)
    if (closeAt > now) break
    const rose = new Big(priceAt(openAt)).gte(priceAt(openAt - HOUR))
    const long = t.strategy === 'trend' ? rose : !rose
    trades.push({
      openAt,
      closeAt,
      side: long ? 'long' : 'short',
      lots: t.lots[k % t.lots.length]!,
    })
  }
  return trades
}

/** Seeds the traders unless the first one exists; returns how many positions it wrote. */
export function seedTraders(app: FastifyInstance): number {
  const { users, wallet, lever } = app.repos
  if (users.findByAccount(SEED_TRADERS[0]!.email)) return 0
  const policy = leverPolicy(app)
  const now = app.clock.now()
  const { engine } = app.market
  let written = 0
  lever.transaction(() => {
    SEED_TRADERS.forEach((t, i) => {
      const pair = app.market.pairs.find((p) => p.currency_name === t.base && p.legal_id === USDT)
      const leverPair = pair && lever.pairById(pair.id)
      if (!pair || !leverPair) return
      const rules = policy.rulesOf(leverPair)
      const priceAt = (ms: number) => engine.price(pair.id, ms)
      const trades = seedTrades(t, now, priceAt)
      const since = (trades[0]?.openAt ?? now) - 60_000
      const id = users.create({
        account_number: t.email,
        email: t.email,
        nickname: t.nickname,
        password_hash: DUMMY_HASH,
        extension_code: `CTRADER${i + 1}`,
        is_trader: 1,
        created_at: since,
      })
      app.db.prepare('UPDATE users SET signature = ? WHERE id = ?').run(t.signature, id)
      const amount = toUnits(START_USDT, rules.quoteScale)
      const claim = wallet.addClaim(
        { user_id: id, currency_id: USDT, network: 'TRC20', amount, user_account: 'seed' },
        since,
      )
      wallet.reviewClaim(claim.id, true, '', since)
      wallet.addTransfer(
        { user_id: id, currency_id: USDT, number: amount, from: 'change', to: 'lever' },
        since,
      )
      for (const trade of trades) {
        const market = priceAt(trade.openAt)
        const terms = openTerms({
          side: trade.side,
          originPrice: market,
          lots: trade.lots,
          multiple: t.multiple,
          rules,
        })
        const opened = lever.open(
          {
            user_id: id,
            pair_id: pair.id,
            currency_id: leverPair.currency_id,
            legal_id: leverPair.legal_id,
            side: trade.side === 'long' ? 1 : 2,
            kind: 'market',
            origin_price: market,
            origin_units: Number(toUnits(market, rules.priceDecimals)),
            price: terms.price,
            share: trade.lots,
            number: terms.number,
            multiple: t.multiple,
            lot_size: rules.lotSize,
            fee_rate: rules.feeRate,
            spread: rules.spread,
            overnight: rules.overnightRate,
            margin: toUnits(terms.margin, rules.quoteScale),
            fee: toUnits(terms.fee, rules.quoteScale),
            update_price: market,
            open_tick: trade.openAt,
            open_market_price: market,
          },
          trade.openAt,
        )
        const closePrice = priceAt(trade.closeAt)
        lever.close(
          opened,
          { price: closePrice, tick: trade.closeAt, reason: 'user' },
          trade.closeAt,
          {
            allowShortfall: true,
          },
        )
        written += 1
      }
    })
  })
  return written
}
