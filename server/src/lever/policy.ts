/**
 * The rules of lever trading (api-reference §7) that are not formulas (those live once in
 * src/api/contract/lever-math.ts): which pair, its rules from `lever_pairs` and the settings, the
 * engine's price and tick, opening with the same checks the ticket previews (`openIssue`, against
 * the server's own balance), the account's totals, and the take-profit / stop-loss rule. Every
 * "no" is a Refusal.
 */
import type { FastifyInstance } from 'fastify'
import type { output } from 'zod/mini'
import {
  positionSideOf,
  type LeverSubmitRequest,
  type PositionSide,
} from '../../../src/api/contract/lever'
import {
  openIssue,
  openTerms,
  riskRate,
  stopIssue,
  unrealisedPnl,
  isUnset,
  type LeverRules,
  type RiskPosition,
} from '../../../src/api/contract/lever-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal, refuse } from '../refusal'
import {
  sideOfRow,
  type LeverPairRow,
  type LeverPositionRow,
  type SettlePrice,
} from '../repositories/lever'

type SubmitRequest = output<typeof LeverSubmitRequest>

/** Defaults of the global settings (db/migrations/012-lever.sql). */
const BURST_RATE = '10'

const list = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => /^\d+$/.test(v))
    .map(Number)

export function leverPolicy(app: Pick<FastifyInstance, 'repos' | 'market' | 'clock'>) {
  const { lever, settings, wallet } = app.repos
  const priced = new Set(app.market.pairs.map((p) => p.id))

  /** The pair (base, quote) the engine prices and lever trading knows, or `pairNotFound`. */
  function pairOf(currencyId: number, legalId: number): LeverPairRow {
    const pair = lever.pair(currencyId, legalId)
    if (!pair || !priced.has(pair.id)) throw new Refusal('pairNotFound')
    return pair
  }

  const isOpen = (pair: LeverPairRow) => pair.open_lever === 1 && pair.open === 1

  function rulesOf(pair: LeverPairRow): LeverRules {
    return {
      lotSize: pair.lot_size,
      minLots: pair.min_lots,
      maxLots: pair.max_lots,
      multiples: list(pair.multiples),
      lotPresets: list(pair.lot_presets),
      feeRate: pair.fee_rate,
      spread: pair.spread,
      overnightRate: pair.overnight,
      liquidationRate: settings.get('lever_burst_hazard_rate') ?? BURST_RATE,
      limitOrders: (settings.get('open_lever_entrust') ?? '1') === '1',
      stopOrders: (settings.get('user_set_stopprice') ?? '1') === '1',
      priceDecimals: pair.precision_length,
      quoteScale: pair.quote_scale,
    }
  }

  /** The engine's price of `pairId` now, and its tick in ms. */
  const priceNow = (pairId: number): SettlePrice => ({
    price: app.market.price(pairId),
    tick: app.market.tick() * 1000,
  })

  /** The engine's price now of every pair among `rows`. */
  function pricesOf(rows: readonly Pick<LeverPositionRow, 'pair_id'>[]) {
    const prices = new Map<number, SettlePrice>()
    for (const r of rows) if (!prices.has(r.pair_id)) prices.set(r.pair_id, priceNow(r.pair_id))
    return prices
  }

  const balanceOf = (userId: number, pair: Pick<LeverPairRow, 'legal_id' | 'quote_scale'>) =>
    fromUnits(wallet.balance(userId, pair.legal_id, 'lever').available, pair.quote_scale)

  /**
   * Opens `v` for `userId` (market: at the engine's price of this tick; limit: a pending opening
   * at its target), checked in the order of `openIssue`. Call it inside a transaction (wallet
   * `once`): a refusal leaves nothing behind.
   */
  function submit(userId: number, v: SubmitRequest, at: number): LeverPositionRow {
    const pair = pairOf(v.currency_id, v.legal_id)
    const rules = rulesOf(pair)
    const side: PositionSide = positionSideOf(v.type)
    const kind = v.status === 1 ? 'market' : 'limit'
    const now = priceNow(pair.id)
    const closing = lever
      .list(userId, { status: 2, legal_id: pair.legal_id }, 1, 0)
      .rows.some(() => true)
    refuse(
      openIssue({
        rules,
        open: isOpen(pair),
        kind,
        side,
        lots: v.share,
        multiple: v.multiple,
        targetPrice: v.target_price,
        last: now.price,
        balance: balanceOf(userId, pair),
        closing,
      }),
    )
    const decimals = rules.priceDecimals
    const origin =
      kind === 'market' ? now.price : fromUnits(toUnits(v.target_price.trim(), decimals), decimals)
    const lots = Number(v.share)
    const terms = openTerms({ side, originPrice: origin, lots, multiple: v.multiple, rules })
    const market = kind === 'market'
    return lever.open(
      {
        user_id: userId,
        pair_id: pair.id,
        currency_id: pair.currency_id,
        legal_id: pair.legal_id,
        side: v.type,
        kind,
        origin_price: terms.originPrice,
        origin_units: Number(toUnits(terms.originPrice, decimals)),
        price: terms.price,
        share: lots,
        number: terms.number,
        multiple: v.multiple,
        lot_size: rules.lotSize,
        fee_rate: rules.feeRate,
        spread: rules.spread,
        overnight: rules.overnightRate,
        margin: toUnits(terms.margin, rules.quoteScale),
        fee: toUnits(terms.fee, rules.quoteScale),
        update_price: now.price,
        open_tick: market ? now.tick : null,
        open_market_price: market ? now.price : null,
      },
      at,
    )
  }

  /**
   * The account's figures now (§7.2 dealall): the balance, the risk rate over every open position
   * in the quote currency, the totals over all pairs and over `pairId`, and the marks used.
   */
  function account(userId: number, legalId: number, pairId: number | null) {
    const { balance, rows } = lever.accountOf(userId, legalId)
    const prices = pricesOf(rows)
    const scale = rows[0]?.quote_scale ?? wallet.currency(legalId)?.decimal_scale ?? 4
    const marks = new Map([...prices].map(([id, p]) => [id, p.price]))
    const risk: Array<RiskPosition & { pairId: number }> = rows.map((r) => ({
      pairId: r.pair_id,
      margin: fromUnits(r.caution_money, scale),
      originMargin: fromUnits(r.origin_caution_money, scale),
      pnl: unrealisedPnl(sideOfRow(r), r.price, marks.get(r.pair_id)!, r.number, scale),
    }))
    const total = (of: typeof risk, key: keyof RiskPosition) =>
      fromUnits(
        of.reduce((acc, p) => acc + toUnits(p[key], scale), 0n),
        scale,
      )
    const here = risk.filter((p) => p.pairId === pairId)
    const money = fromUnits(balance, scale)
    return {
      balance: money,
      riskRate: riskRate(money, risk),
      marginTotal: total(risk, 'margin'),
      originMarginTotal: total(risk, 'originMargin'),
      pnlTotal: total(risk, 'pnl'),
      margin: total(here, 'margin'),
      originMargin: total(here, 'originMargin'),
      pnl: total(here, 'pnl'),
      marks,
    }
  }

  /** The caller's position `id`, or `notFound`. */
  function own(userId: number, id: number): LeverPositionRow {
    const r = lever.position(id)
    if (!r || r.user_id !== userId) throw new Refusal('notFound')
    return r
  }

  /**
   * Checks and normalises a take-profit / stop-loss pair for the caller's open position
   * (`stopOrdersOff`, `positionNotOpen`, then lever-math `stopIssue` against its open price and
   * the engine's price now); '0' unsets one.
   */
  function stops(userId: number, id: number, takeProfit: string, stopLoss: string) {
    const r = own(userId, id)
    const pair = lever.pairById(r.pair_id)!
    const rules = rulesOf(pair)
    if (!rules.stopOrders) throw new Refusal('stopOrdersOff')
    if (r.status !== 1) throw new Refusal('positionNotOpen')
    const decimals = rules.priceDecimals
    refuse(
      stopIssue({
        side: sideOfRow(r),
        price: r.price,
        mark: priceNow(r.pair_id).price,
        takeProfit,
        stopLoss,
        priceDecimals: decimals,
      }),
    )
    const norm = (v: string) =>
      isUnset(v) ? '0' : fromUnits(toUnits(v.trim(), decimals), decimals)
    return { row: r, takeProfit: norm(takeProfit), stopLoss: norm(stopLoss) }
  }

  return { pairOf, isOpen, rulesOf, priceNow, pricesOf, submit, account, own, stops }
}

export type LeverPolicy = ReturnType<typeof leverPolicy>
