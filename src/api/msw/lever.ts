/**
 * MSW handlers for futures (stories and unit tests), answering all eight lever endpoints like the
 * sandbox (contract/lever.ts). `createLeverMock()` keeps positions, the lever balance and
 * idempotency keys in memory and opens, closes, cancels and sets stops with the contract's own
 * formulas and checks (lever-math.ts: openIssue, openTerms, closeSettlement, stopIssue, riskRate),
 * so a refused request changes nothing and a repeated key answers the first result. Market
 * openings fill at the engine's last price (`prices`, `setPrice`); limit openings stay pending
 * (limitSideIssue makes them non-marketable) holding margin + fee. Pass a wallet mock's
 * `balances()` to share the lever account with `wallet/detail` and fund transfers.
 * Lists keep the order of `positions` (the sandbox lists by id, descending: give them in that
 * order to match it); `my_transaction` is every open position in the pair's quote coin (as the sandbox answers). Deterministic: times come
 * from `now`.
 */
import { delay, http, HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  LeverBatchCloseRequest,
  LeverDealAnswer,
  LeverDealRequest,
  LeverHistoryRequest,
  LeverIdRequest,
  LeverPositionsRequest,
  LeverSetStopRequest,
  LeverSubmitRequest,
  batchCloseScopes,
  positionSideOf,
  type LeverPositionWire,
  type LeverRules,
} from '@/api/contract/lever'
import {
  MockLeverLocked,
  MockLeverNow,
  MockLeverPairs,
  MockLeverPositions,
  MockLeverPrices,
  MockLeverDepth,
  type MockLeverPair,
} from '@/api/contract/lever.fixtures'
import {
  closeSettlement,
  isUnset,
  openIssue,
  openTerms,
  riskRate,
  stopIssue,
  unrealisedPnl,
} from '@/api/contract/lever-math'
import { BTC_ID, USDT_ID } from '@/api/contract/wallet'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/lever/${path}`

export interface LeverMockState {
  /** The lever account (USDT) lives in `balances.lever`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  positions?: LeverPositionWire[]
  pairs?: MockLeverPair[]
  /** Engine prices by `${currency_id}/${legal_id}`. */
  prices?: Record<string, string>
  /** The engine's depth by pair (five levels a side); none: empty. */
  depths?: Record<string, typeof MockLeverDepth>
  now?: number
}

const SCALE = 4
const sideOf = (p: LeverPositionWire) => positionSideOf(p.type)
const keyOf = (currencyId: number, legalId: number) => `${currencyId}/${legalId}`
const units = (v: string) => toUnits(v, SCALE)
const sum = (values: readonly string[]) =>
  fromUnits(
    values.reduce((acc, v) => acc + units(v), 0n),
    SCALE,
  )
/** `v` (no more decimals than `scale`: the checks passed) with exactly `scale` decimals. */
const fixed = (v: string, scale: number) => fromUnits(toUnits(v, scale), scale)

/** The default balances: the wallet fixtures with what the fixture positions hold locked. */
function fixtureBalances(): Balances {
  const b = structuredClone(MockBalances)
  b.lever[USDT_ID] = { ...b.lever[USDT_ID]!, locked: MockLeverLocked }
  return b
}

export function rulesOf(pair: MockLeverPair): LeverRules {
  return LeverDealAnswer.parse({
    lever_share_limit: { min: pair.min, max: pair.max },
    multiple: {
      muit: pair.multiples.map((value) => ({ value })),
      share: pair.presets.map((value) => ({ value })),
    },
    last_price: '0',
    user_lever: '0',
    rules: pair.rules,
  }).rules
}

export function createLeverMock(initial: LeverMockState = {}) {
  const balances: Balances = initial.balances ?? fixtureBalances()
  let positions = structuredClone(initial.positions ?? MockLeverPositions)
  const pairs = initial.pairs ?? MockLeverPairs
  const prices = { ...(initial.prices ?? MockLeverPrices) }
  const depths = initial.depths ?? { [keyOf(BTC_ID, USDT_ID)]: MockLeverDepth }
  const now = initial.now ?? MockLeverNow
  const { replay, remember } = idempotentAnswers()
  let nextId = 1000

  const pairOf = (currencyId: number, legalId: number) =>
    pairs.find((p) => p.currency_id === currencyId && p.legal_id === legalId)
  const priceOf = (p: { currency: number; legal: number }) => prices[keyOf(p.currency, p.legal)]!
  const account = () => balances.lever[USDT_ID]!
  /** Adds signed decimals to the lever account's available and locked USDT. */
  function move(available: string, locked: string) {
    const b = account()
    balances.lever[USDT_ID] = {
      available: sum([b.available, available]),
      locked: sum([b.locked, locked]),
    }
  }
  const neg = (v: string) => fromUnits(-units(v), SCALE)
  const seconds = () => Math.floor(now / 1000)

  /** An open row as of the engine's price now: its mark and unrealised P/L. */
  function marked(p: LeverPositionWire): LeverPositionWire {
    if (p.status !== 1 && p.status !== 2) return p
    const mark = priceOf(p)
    return {
      ...p,
      update_price: mark,
      profits: unrealisedPnl(sideOf(p), p.price, mark, p.number, SCALE),
    }
  }
  const open = () => positions.filter((p) => p.status === 1).map(marked)
  const risk = (rows: LeverPositionWire[]) =>
    rows.map((p) => ({
      margin: p.caution_money,
      originMargin: p.origin_caution_money,
      pnl: p.profits,
    }))
  const replace = (row: LeverPositionWire) => {
    positions = positions.map((p) => (p.id === row.id ? row : p))
    return row
  }
  /** A Laravel paginator, as the sandbox's `laravelPage`. */
  function page(rows: LeverPositionWire[], n: number, limit: number, path: string) {
    const data = rows.slice((n - 1) * limit, n * limit).map(marked)
    const last = Math.max(1, Math.ceil(rows.length / limit))
    const url = (p: number) => `${path}?page=${p}`
    return {
      current_page: n,
      data,
      first_page_url: url(1),
      from: data.length ? (n - 1) * limit + 1 : null,
      last_page: last,
      last_page_url: url(last),
      next_page_url: n < last ? url(n + 1) : null,
      path,
      per_page: limit,
      prev_page_url: n > 1 ? url(n - 1) : null,
      to: data.length ? (n - 1) * limit + data.length : null,
      total: rows.length,
    }
  }
  /** The row closed at the engine's price now for `reason`, and the credit it pays. */
  function closeAt(p: LeverPositionWire, reason: 'user' | 'batch') {
    const mark = priceOf(p)
    const { pnl, credit } = closeSettlement(
      { side: sideOf(p), price: p.price, number: p.number, margin: p.caution_money },
      mark,
      SCALE,
    )
    const row: LeverPositionWire = {
      ...p,
      status: 3,
      update_price: mark,
      fact_profits: pnl,
      profits: '0.0000',
      complete_time: seconds(),
      close_reason: reason,
      close_price: mark,
      close_tick: now,
      close_market_price: mark,
    }
    return { row, pnl, credit }
  }

  const handlers = {
    deal: http.post(api('deal'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverDealRequest, request)
      if (!data) return refusal
      const pair = pairOf(data.currency_id, data.legal_id)
      if (!pair) return fail('pairNotFound')
      return ok({
        lever_transaction: depths[keyOf(pair.currency_id, pair.legal_id)] ?? { in: [], out: [] },
        my_transaction: open().filter((p) => p.legal === pair.legal_id),
        lever_share_limit: { min: pair.min, max: pair.max },
        multiple: {
          muit: pair.multiples.map((value) => ({ value })),
          share: pair.presets.map((value) => ({ value })),
        },
        last_price: prices[keyOf(pair.currency_id, pair.legal_id)],
        user_lever: account().available,
        rules: pair.rules,
      })
    }),

    submit: http.post(api('submit'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverSubmitRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const pair = pairOf(data.currency_id, data.legal_id)
      if (!pair) return fail('pairNotFound')
      const rules = rulesOf(pair)
      const side = positionSideOf(data.type)
      const kind = data.status === 0 ? 'limit' : 'market'
      const last = prices[keyOf(pair.currency_id, pair.legal_id)]!
      const issue = openIssue({
        rules,
        open: pair.rules.open === 1,
        kind,
        side,
        lots: data.share,
        multiple: data.multiple,
        targetPrice: data.target_price,
        last,
        balance: account().available,
        closing: positions.some((p) => p.status === 2),
      })
      if (issue) return fail(issue)
      const origin = kind === 'limit' ? fixed(data.target_price, rules.priceDecimals) : last
      const lots = Number(data.share)
      const terms = openTerms({ side, originPrice: origin, lots, multiple: data.multiple, rules })
      const filled = kind === 'market'
      const row: LeverPositionWire = {
        id: nextId++,
        type: data.type,
        user_id: 1,
        currency: pair.currency_id,
        legal: pair.legal_id,
        symbol: pair.symbol,
        origin_price: terms.originPrice,
        price: terms.price,
        update_price: last,
        target_profit_price: '0',
        stop_loss_price: '0',
        share: lots,
        number: terms.number,
        multiple: data.multiple,
        origin_caution_money: terms.margin,
        caution_money: terms.margin,
        fact_profits: '0.0000',
        trade_fee: terms.fee,
        overnight: rules.overnightRate,
        overnight_money: '0.0000',
        status: filled ? 1 : 0,
        create_time: seconds(),
        transaction_time: filled ? seconds() : null,
        complete_time: null,
        order_type: 1,
        follow_user_id: 0,
        follow_order_id: 0,
        profits: filled ? unrealisedPnl(side, terms.price, last, terms.number, SCALE) : '0.0000',
        kind,
        spread: rules.spread,
        fee_rate: rules.feeRate,
        open_tick: filled ? now : null,
        open_market_price: filled ? last : null,
        close_reason: null,
        close_price: null,
        close_tick: null,
        close_market_price: null,
        shortfall: '0.0000',
        overnight_waived: '0.0000',
      }
      move(neg(terms.cost), filled ? terms.margin : terms.cost)
      positions = [row, ...positions]
      return remember(data.idempotency_key, seen.fingerprint, row)
    }),

    positions: http.post(api('dealall'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverPositionsRequest, request)
      if (!data) return refusal
      const all = open()
      const here = all.filter((p) => p.currency === data.currency_id && p.legal === data.legal_id)
      const rows = positions.filter(
        (p) =>
          p.currency === data.currency_id && p.legal === data.legal_id && p.status === data.status,
      )
      return ok({
        balance: account().available,
        hazard_rate: riskRate(account().available, risk(all)),
        caution_money_total: sum(all.map((p) => p.caution_money)),
        origin_caution_money_total: sum(all.map((p) => p.origin_caution_money)),
        profits_total: sum(all.map((p) => p.profits)),
        caution_money: sum(here.map((p) => p.caution_money)),
        origin_caution_money: sum(here.map((p) => p.origin_caution_money)),
        profits: sum(here.map((p) => p.profits)),
        order: page(rows, data.page, data.limit, '/api/lever/dealall'),
      })
    }),

    history: http.post(api('my_trade'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverHistoryRequest, request)
      if (!data) return refusal
      const all = open()
      const rows = positions.filter(
        (p) =>
          (data.currency_id === undefined || p.currency === data.currency_id) &&
          (data.legal_id === undefined || p.legal === data.legal_id) &&
          (data.status === -1 || p.status === data.status) &&
          (data.order_type === undefined || p.order_type === data.order_type),
      )
      return ok({
        rate_profits_total: {
          hazard_rate: riskRate(account().available, risk(all)),
          profits_total: sum(all.map((p) => p.profits)),
        },
        message: page(rows, data.page, data.limit, '/api/lever/my_trade'),
      })
    }),

    close: http.post(api('close'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverIdRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const found = positions.find((p) => p.id === data.id)
      if (!found) return fail('notFound')
      if (found.order_type === 2) return fail('positionCopied')
      if (found.status !== 1) return fail('positionNotOpen')
      const { row, credit } = closeAt(found, 'user')
      if (units(account().available) + units(credit) < 0n) return fail('closeNeedsFunds')
      move(credit, neg(found.caution_money))
      return remember(data.idempotency_key, seen.fingerprint, replace(row))
    }),

    batchClose: http.post(api('batch_close'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverBatchCloseRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const scope = batchCloseScopes[data.type]
      const chosen = positions.filter(
        (p) =>
          p.status === 1 &&
          p.order_type === 1 &&
          (data.currency_id === undefined || p.currency === data.currency_id) &&
          (data.legal_id === undefined || p.legal === data.legal_id) &&
          (scope === 'all' || sideOf(p) === scope),
      )
      const settled = chosen.map((p) => closeAt(p, 'batch'))
      const credit = sum(settled.map((s) => s.credit))
      if (units(account().available) + units(credit) < 0n) return fail('closeNeedsFunds')
      move(credit, neg(sum(chosen.map((p) => p.caution_money))))
      settled.forEach((s) => replace(s.row))
      return remember(data.idempotency_key, seen.fingerprint, {
        closed: settled.length,
        ids: settled.map((s) => s.row.id),
        pnl: sum(settled.map((s) => s.pnl)),
        credit,
      })
    }),

    setStop: http.post(api('setstop'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverSetStopRequest, request)
      if (!data) return refusal
      const found = positions.find((p) => p.id === data.id)
      if (!found) return fail('notFound')
      const pair = pairOf(found.currency, found.legal)!
      if (pair.rules.set_stop !== 1) return fail('stopOrdersOff')
      if (found.status !== 1) return fail('positionNotOpen')
      const decimals = pair.rules.price_decimals
      const issue = stopIssue({
        side: sideOf(found),
        price: found.price,
        mark: priceOf(found),
        takeProfit: data.target_profit_price,
        stopLoss: data.stop_loss_price,
        priceDecimals: decimals,
      })
      if (issue) return fail(issue)
      const stop = (v: string) => (isUnset(v) ? '0' : fixed(v, decimals))
      return ok(
        marked(
          replace({
            ...found,
            target_profit_price: stop(data.target_profit_price),
            stop_loss_price: stop(data.stop_loss_price),
          }),
        ),
      )
    }),

    cancel: http.post(api('cancel'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LeverIdRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const found = positions.find((p) => p.id === data.id)
      if (!found) return fail('notFound')
      if (found.status !== 0) return fail('orderNotOpen')
      const refund = sum([found.caution_money, found.trade_fee])
      move(refund, neg(refund))
      const row = replace({ ...found, status: 4, complete_time: seconds() })
      return remember(data.idempotency_key, seen.fingerprint, row)
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (the lever account is `balances().lever[USDT_ID]`). */
    balances: () => balances,
    /** The positions now, newest first. */
    positions: () => positions,
    /** Moves the engine's price of a pair (tests and stories only; never an endpoint). */
    setPrice: (currencyId: number, legalId: number, price: string) =>
      void (prices[keyOf(currencyId, legalId)] = price),
  }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const leverHandlerList = () => createLeverMock().list
/** Handlers over one fresh mock. */
export const leverHandlers = createLeverMock().handlers

const pending = (path: string) =>
  http.post(api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const down = (path: string) => http.post(api(path), () => HttpResponse.error())
const refuse = (path: string, code: BusinessErrorCode) => http.post(api(path), () => fail(code))

export const leverScenarios = {
  dealPending: pending('deal'),
  dealDown: down('deal'),
  dealPairNotFound: refuse('deal', 'pairNotFound'),
  submitPending: pending('submit'),
  submitDown: down('submit'),
  submitPairClosed: refuse('submit', 'pairClosed'),
  submitPositionClosing: refuse('submit', 'positionClosing'),
  submitInsufficientBalance: refuse('submit', 'insufficientBalance'),
  submitLeverageNotAllowed: refuse('submit', 'leverageNotAllowed'),
  submitLimitPriceSide: refuse('submit', 'limitPriceSide'),
  submitLimitOrdersOff: refuse('submit', 'limitOrdersOff'),
  submitLotsOutOfRange: refuse('submit', 'lotsOutOfRange'),
  submitConflict: refuse('submit', 'idempotencyConflict'),
  /** The platform's answer: a text message instead of the position. */
  submitText: http.post(api('submit'), () => ok('Order placed')),
  positionsPending: pending('dealall'),
  positionsDown: down('dealall'),
  historyPending: pending('my_trade'),
  historyDown: down('my_trade'),
  closePending: pending('close'),
  closeDown: down('close'),
  closeCopied: refuse('close', 'positionCopied'),
  closeNotOpen: refuse('close', 'positionNotOpen'),
  closeNeedsFunds: refuse('close', 'closeNeedsFunds'),
  batchClosePending: pending('batch_close'),
  batchCloseDown: down('batch_close'),
  batchCloseNeedsFunds: refuse('batch_close', 'closeNeedsFunds'),
  /** The platform's answer: "submitted, wait for processing". */
  batchCloseText: http.post(api('batch_close'), () => ok('Submitted, wait for processing')),
  setStopPending: pending('setstop'),
  setStopDown: down('setstop'),
  setStopRequired: refuse('setstop', 'stopRequired'),
  setStopTakeProfitInvalid: refuse('setstop', 'takeProfitInvalid'),
  setStopStopLossInvalid: refuse('setstop', 'stopLossInvalid'),
  setStopOff: refuse('setstop', 'stopOrdersOff'),
  cancelPending: pending('cancel'),
  cancelDown: down('cancel'),
  cancelNotOpen: refuse('cancel', 'orderNotOpen'),
}
