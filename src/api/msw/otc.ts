/**
 * MSW handlers for the OTC desk (stories and unit tests), answering the ten `c2c` endpoints like
 * the sandbox (contract/otc.ts, server/src/routes/otc.ts). `createOtcMock()` keeps the ads
 * (otc.fixtures' seeds), the caller's orders, USDT funds (available / held for their sell orders),
 * KYC level, bank card and idempotency keys in memory; it checks and totals with otc-math only,
 * in the sandbox's order (998, 997, the amount codes, limits, the ad's remaining, the KYC cap,
 * the balance). A refused request changes nothing and a repeated key answers the first order.
 *
 * Stateful so a story or test can walk an order through every state: the caller's own steps go
 * through the handlers; the other side is the mock's `merchantPaid`, `merchantCancel`,
 * `merchantRelease` and `resolveAppeal` (the sandbox's dev actions), and `advance(ms)` moves the
 * mock's clock (MockOtcNow) and cancels what passed its payment window, as the sandbox's job.
 */
import { http, HttpResponse } from 'msw'
import {
  OtcAdsRequest,
  OtcAppealRequest,
  OtcOrderIdRequest,
  OtcOrdersRequest,
  OtcQuickRequest,
  OtcTakeRequest,
  OTC_FEE,
  type OtcCancelReason,
  type OtcOrderWire,
} from '@/api/contract/otc'
import {
  MockOtcAdSeeds,
  MockOtcNow,
  MockOtcOrders,
  mockOtcAd,
  mockOtcOrder,
} from '@/api/contract/otc.fixtures'
import {
  OTC_COIN_SCALE,
  otcBestAd,
  otcFits,
  otcOrderIssue,
  otcTotal,
} from '@/api/contract/otc-math'
import { msToWireTime, wireTimeToMs } from '@/api/contract/wallet/common'
import { amountIssue, compareDecimals, fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest, unverified } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/${path}`
const units = (v: string) => toUnits(v, OTC_COIN_SCALE)
const coin = (v: bigint) => fromUnits(v, OTC_COIN_SCALE)

/** The sandbox's 997: no payment details saved. */
const noPaymentInfo = () => HttpResponse.json({ type: '997', message: 'Add a bank card first' })

export interface OtcMockState {
  /** The caller's orders, newest first. */
  orders?: OtcOrderWire[]
  /** The caller's USDT on the funds account (`available`; what their sell orders hold is added). */
  available?: string
  /** 0: not verified (998); 1 basic; 2 advanced. */
  kycLevel?: 0 | 1 | 2
  /** False: no bank card saved (997). */
  hasCard?: boolean
  now?: number
}

export function createOtcMock(initial: OtcMockState = {}) {
  let orders = structuredClone(initial.orders ?? MockOtcOrders)
  let available = units(initial.available ?? '1000')
  let now = initial.now ?? MockOtcNow
  const kycLevel = initial.kycLevel ?? 1
  const hasCard = initial.hasCard ?? true
  const { replay, remember } = idempotentAnswers()
  let nextId = Math.max(100, ...orders.map((o) => o.id)) + 1

  const stamp = (o: OtcOrderWire): OtcOrderWire => ({ ...o, now: msToWireTime(now) })
  const ads = () => MockOtcAdSeeds.map((s) => mockOtcAd(s, orders))
  const held = () =>
    orders
      .filter((o) => o.type === 'sell' && [0, 3, 4].includes(o.is_sure))
      .reduce((sum, o) => sum + units(o.number), 0n)
  const find = (id: number) => orders.find((o) => o.id === id)
  const put = (o: OtcOrderWire) => {
    orders = orders.map((x) => (x.id === o.id ? o : x))
    return stamp(o)
  }
  /** The caller's coins of a sell order come back (cancel) or leave (release). */
  const settle = (o: OtcOrderWire, back: boolean) => {
    if (o.type === 'sell' && back) available += units(o.number)
    if (o.type === 'buy' && !back) available += units(o.number)
  }

  /** From `from` to `to`; at `to` already: unchanged; elsewhere: otcOrderNotActionable. */
  function step(
    id: number,
    side: 'buy' | 'sell' | null,
    from: number,
    to: 0 | 1 | 2 | 3 | 4,
    extra: Partial<OtcOrderWire> = {},
    reason: OtcCancelReason | null = null,
  ): OtcOrderWire | 'notFound' | 'otcOrderNotActionable' {
    expire()
    const o = find(id)
    if (!o) return 'notFound'
    if (side && o.type !== side) return 'otcOrderNotActionable'
    if (o.is_sure === to) return stamp(o)
    if (o.is_sure !== from) return 'otcOrderNotActionable'
    const at = msToWireTime(now)
    const next: OtcOrderWire = {
      ...o,
      ...extra,
      is_sure: to,
      cancel_reason: reason,
      paid_at: to === 3 ? at : o.paid_at,
      finished_at: to === 1 || to === 2 ? at : o.finished_at,
    }
    if (to === 1) settle(o, false)
    if (to === 2) settle(o, true)
    return put(next)
  }
  const answer = (r: ReturnType<typeof step>) => (typeof r === 'string' ? fail(r) : ok(r))

  /** Cancels every order past its window (the sandbox's job); returns those it cancelled. */
  function expire(): OtcOrderWire[] {
    const due = orders.filter((o) => o.is_sure === 0 && wireTimeToMs(o.deadline_at) <= now)
    for (const o of due) {
      settle(o, true)
      put({
        ...o,
        is_sure: 2,
        cancel_reason: 'timeout',
        finished_at: msToWireTime(wireTimeToMs(o.deadline_at)),
      })
    }
    return due.map((o) => stamp(find(o.id)!))
  }

  const sorted = (side: 'buy' | 'sell') =>
    ads()
      .filter((a) => a.type === side && compareDecimals(a.remaining_number, a.min_number) >= 0)
      .sort((a, b) => {
        const c = compareDecimals(a.price, b.price)
        return (side === 'buy' ? c : -c) || a.id - b.id
      })
  const termsOf = (a: ReturnType<typeof ads>[number]) => ({
    id: a.id,
    price: a.price,
    min: a.min_number,
    max: MockOtcAdSeeds.find((s) => s.id === a.id)!.max,
    remaining: a.remaining_number,
  })

  const take = (side: 'buy' | 'sell', path: string) =>
    http.post(api(path), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcTakeRequest, request)
      if (!data) return refusal
      const { type: _type, ...fingerprinted } = data
      const seen = replay(data.idempotency_key, fingerprinted)
      if (seen.response) return seen.response
      if (kycLevel === 0) return unverified()
      if (!hasCard) return noPaymentInfo()
      const ad = ads().find((a) => a.id === data.id && a.type === side)
      if (!ad) return fail('notFound')
      const issue = otcOrderIssue(data.amount, termsOf(ad), kycLevel)
      if (issue) return fail(issue)
      if (side === 'sell' && units(data.amount) > available) return fail('insufficientBalance')
      const row = stamp(mockOtcOrder(nextId++, ad.id, data.amount, now))
      if (side === 'sell') available -= units(data.amount)
      orders = [row, ...orders]
      return remember(data.idempotency_key, seen.fingerprint, row)
    })

  const handlers = {
    ads: http.get(api('c2c_deal_platform'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcAdsRequest, request)
      if (!data) return refusal
      const amount = data.amount || undefined
      const issue = amount ? amountIssue(amount, OTC_COIN_SCALE) : null
      if (issue) return fail(issue)
      const list = sorted(data.type).filter(
        (a) =>
          (!data.fiat || a.fiat === data.fiat) &&
          (!data.way || a.ways.includes(data.way)) &&
          (!amount || otcFits(amount, termsOf(a))),
      )
      const start = (data.page - 1) * data.limit
      return ok({
        data: list.slice(start, start + data.limit),
        page: data.page,
        pages: Math.max(1, Math.ceil(list.length / data.limit)),
        total: list.length,
      })
    }),

    quick: http.get(api('c2c/quick'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcQuickRequest, request)
      if (!data) return refusal
      const issue = amountIssue(data.amount, OTC_COIN_SCALE)
      if (issue) return fail(issue)
      const list = sorted(data.type).filter((a) => a.fiat === data.fiat)
      const best = otcBestAd(list.map(termsOf), data.amount, data.type)
      if (!best) return fail('otcNoMatchingAd')
      const ad = list.find((a) => a.id === best.id)!
      return ok({
        ad,
        amount: data.amount,
        price: ad.price,
        total: otcTotal(data.amount, ad.price),
        fee: OTC_FEE,
      })
    }),

    buy: take('buy', 'c2c/buyCoin'),
    sell: take('sell', 'c2c/sellCoin'),

    pay: http.post(api('c2c/user_legal_pay'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcOrderIdRequest, request)
      if (!data) return refusal
      return answer(step(data.id, 'buy', 0, 3))
    }),

    cancel: http.post(api('c2c/user_legal_pay_cancel'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcOrderIdRequest, request)
      if (!data) return refusal
      return answer(step(data.id, 'buy', 0, 2, {}, 'buyer'))
    }),

    confirm: http.post(api('c2c/legal_deal_sure'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcOrderIdRequest, request)
      if (!data) return refusal
      return answer(step(data.id, 'sell', 3, 1))
    }),

    appeal: http.post(api('c2c/saveAppeal'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcAppealRequest, request)
      if (!data) return refusal
      if (!find(data.id)) return fail('notFound')
      if (!/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/.test(data.img)) return fail('pictureInvalid')
      const appeal = {
        content: data.content,
        img: data.img,
        created_at: msToWireTime(now),
        outcome: null,
        resolved_at: null,
      }
      return answer(step(data.id, null, 3, 4, { appeal }))
    }),

    orders: http.get(api('c2c/userOrderList'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcOrdersRequest, request)
      if (!data) return refusal
      expire()
      const list = orders.filter((o) => data.is_sure === undefined || o.is_sure === data.is_sure)
      const start = (data.page - 1) * data.limit
      return ok({
        data: list.slice(start, start + data.limit).map(stamp),
        page: data.page,
        pages: Math.max(1, Math.ceil(list.length / data.limit)),
        total: list.length,
      })
    }),

    order: http.get(api('c2c/userOrderDetail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(OtcOrderIdRequest, request)
      if (!data) return refusal
      expire()
      const o = find(data.id)
      return o ? ok(stamp(o)) : fail('notFound')
    }),
  }

  /** Throws on a refusal: the controls are for stories and tests that expect the step to happen. */
  const must = (r: ReturnType<typeof step>) => {
    if (typeof r === 'string') throw new Error(`otc mock: ${r}`)
    return r
  }
  return {
    handlers,
    list: Object.values(handlers),
    orders: () => orders.map(stamp),
    /** The caller's USDT: available, and held by their open sell orders. */
    funds: () => ({ available: coin(available), locked: coin(held()) }),
    /** The merchant, as buyer of a sell order, has paid (0 → 3). */
    merchantPaid: (id: number) => must(step(id, 'sell', 0, 3)),
    /** The merchant, as buyer, cancels a sell order before paying (0 → 2). */
    merchantCancel: (id: number) => must(step(id, 'sell', 0, 2, {}, 'buyer')),
    /** The merchant, as seller, confirms a buy order's payment (3 → 1). */
    merchantRelease: (id: number) => must(step(id, 'buy', 3, 1)),
    /** A reviewer decides an appeal (4 → 1 release, 4 → 2 return). */
    resolveAppeal(id: number, outcome: 'release' | 'return') {
      const o = find(id)
      const appeal = o?.appeal && {
        ...o.appeal,
        outcome,
        resolved_at: msToWireTime(now),
      }
      return outcome === 'release'
        ? must(step(id, null, 4, 1, { appeal }))
        : must(step(id, null, 4, 2, { appeal }, 'appeal'))
    },
    /** Moves the mock's clock and cancels what passed its payment window. */
    advance(ms: number) {
      now += ms
      return expire()
    },
  }
}

export const otcHandlers = createOtcMock().handlers

const paths = {
  ads: ['get', 'c2c_deal_platform'],
  quick: ['get', 'c2c/quick'],
  buy: ['post', 'c2c/buyCoin'],
  sell: ['post', 'c2c/sellCoin'],
  pay: ['post', 'c2c/user_legal_pay'],
  cancel: ['post', 'c2c/user_legal_pay_cancel'],
  confirm: ['post', 'c2c/legal_deal_sure'],
  appeal: ['post', 'c2c/saveAppeal'],
  orders: ['get', 'c2c/userOrderList'],
  order: ['get', 'c2c/userOrderDetail'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const otcPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const otcDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const otcRefused = failures.refused

export const otcScenarios = {
  adsPending: otcPending('ads'),
  adsDown: otcDown('ads'),
  quickPending: otcPending('quick'),
  quickNoAd: otcRefused('quick', 'otcNoMatchingAd'),
  buyPending: otcPending('buy'),
  buyDown: otcDown('buy'),
  buyAdInsufficient: otcRefused('buy', 'otcAdInsufficient'),
  buyTradeLimit: otcRefused('buy', 'otcFiatTradeLimit'),
  buyConflict: otcRefused('buy', 'idempotencyConflict'),
  sellPending: otcPending('sell'),
  sellInsufficientBalance: otcRefused('sell', 'insufficientBalance'),
  payPending: otcPending('pay'),
  payNotActionable: otcRefused('pay', 'otcOrderNotActionable'),
  cancelPending: otcPending('cancel'),
  confirmPending: otcPending('confirm'),
  appealPending: otcPending('appeal'),
  appealPictureInvalid: otcRefused('appeal', 'pictureInvalid'),
  ordersPending: otcPending('orders'),
  ordersDown: otcDown('orders'),
  orderPending: otcPending('order'),
  orderNotFound: otcRefused('order', 'notFound'),
}
