/**
 * The OTC desk (issue 18; api-reference §16.6; rules in src/api/contract/otc-math.ts): the seeded
 * merchants and ads, the two zones, every transition of an order with its escrow in the ledger
 * (buy: pay → merchant releases; sell: merchant pays → user confirms; cancels; appeals both
 * ways), the merchant's notices, every refusal with nothing changed, idempotent takes, and two
 * buyers racing for the last of an ad.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { OtcAdsAnswer, OtcOrder, OtcQuickAnswer } from '../../src/api/contract/otc'
import { OTC_PAYMENT_WINDOW_MS } from '../../src/api/contract/otc-math'
import type { AdjustableClock } from '../src/clock'
import { merchantAccount, otcSeedMerchants } from '../src/otc/merchants'
import { verifyPassword } from '../src/passwords'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp, post } from './helper'
import { addAd, merchantId, otcSnapshot, otcUser, uploadOf, usdt, usdtTotal } from './otc-helper'
import type { Answer } from './spot-helper'
import { newKey } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock

beforeEach(async () => {
  ;({ app, clock } = await buildTestApp())
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains) throw new Error('the ledger does not add up')
})

const ok = (a: Answer) => {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message
}
const order = (a: Answer) => OtcOrder.parse(ok(a))
const refused = (a: Answer, code: string) => expect(a).toMatchObject({ type: 'error', code })

const dev = (url: string, fields: Record<string, string>) => post(app, `/api/dev/${url}`, fields)
const merchantAct = (id: number, action: 'paid' | 'cancel' | 'release') =>
  dev('otc/merchant', { order: String(id), action })
const resolve = (id: number, outcome: 'release' | 'return') =>
  dev('otc/appeal', { order: String(id), outcome })
const messagesOf = (userId: number) =>
  (
    app.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ?').get(userId) as {
      n: number
    }
  ).n

describe('seed', () => {
  it('makes the merchants (who cannot sign in), funded through the ledger, and their ads', async () => {
    const { otc, users } = app.repos
    expect(otc.merchantCount()).toBe(otcSeedMerchants.length)
    for (const m of otcSeedMerchants) {
      const user = users.findByAccount(merchantAccount(m.slug))!
      expect(await verifyPassword('disabled', user.password_hash)).toBe(false)
      const sells = m.ads.filter((a) => a.side === 'sell').reduce((s, a) => s + Number(a.total), 0)
      expect(usdt(app, user.id)).toEqual({ available: `${sells}.0000`, locked: '0.0000' })
    }
    const { api } = otcUser(app, 'a@otc.test')
    const ads = OtcAdsAnswer.parse(ok(await api.ads({ type: 'buy', fiat: 'BRL' })))
    expect(ads.items.map((a) => [a.merchantName, a.price, a.completionRate])).toEqual([
      ['Rio Câmbio', '5.42', null],
      ['Atlântico OTC', '5.45', null],
    ])
  })
})

describe('zones', () => {
  it('lists best price first for the side, filters, and finds the quick zone ad', async () => {
    const { api } = otcUser(app, 'a@otc.test')
    const sells = OtcAdsAnswer.parse(ok(await api.ads({ type: 'sell', fiat: 'BRL' })))
    expect(sells.items.map((a) => [a.price, a.side])).toEqual([
      ['5.33', 'sell'],
      ['5.31', 'sell'],
    ])
    const pix = OtcAdsAnswer.parse(ok(await api.ads({ type: 'buy', way: 'sepa' })))
    expect(pix.items.map((a) => a.fiat)).toEqual(['EUR'])
    // 20 USDT fits Rio Câmbio (min 10) but not Atlântico (min 50)
    const fits = OtcAdsAnswer.parse(ok(await api.ads({ type: 'buy', fiat: 'BRL', amount: '20' })))
    expect(fits.items.map((a) => a.merchantName)).toEqual(['Rio Câmbio'])

    const quick = OtcQuickAnswer.parse(
      ok(await api.quick({ type: 'buy', fiat: 'BRL', amount: '6000' })),
    )
    // Rio Câmbio's max is 5000: Atlântico's 5.45 is the best that fits
    expect([quick.ad.merchantName, quick.price, quick.total, quick.fee]).toEqual([
      'Atlântico OTC',
      '5.45',
      '32700.00',
      '0',
    ])
    refused(await api.quick({ type: 'buy', fiat: 'BRL', amount: '50000' }), 'otcNoMatchingAd')
    refused(await api.quick({ type: 'buy', fiat: 'BRL', amount: 'x' }), 'amountInvalid')
    refused(await api.ads({ type: 'both' }), 'parameterError')
  })
})

describe('a buy order', () => {
  it('holds the merchant’s coins, is paid, and the merchant’s release credits the user', async () => {
    const { id: userId, api } = otcUser(app, 'a@otc.test')
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant, { price: '5.42', total: '1000' })
    const before = usdt(app, merchant)
    const total = usdtTotal(app)

    const created = order(await api.buy(ad, '100'))
    expect(created).toMatchObject({
      side: 'buy',
      status: 'awaitingPayment',
      amount: '100.0000',
      total: '542.00',
      fee: '0',
      merchantName: 'Rio Câmbio',
      secondsLeft: OTC_PAYMENT_WINDOW_MS / 1000,
    })
    expect(created.payInfo.name).toBe('Rio Câmbio (sandbox)')
    expect(usdt(app, merchant).locked).toBe('100.0000')
    expect(app.repos.otc.ad(ad)!.remaining).toBe(900_0000)

    const paid = order(await api.pay(created.id))
    expect(paid.status).toBe('paid')
    expect(order(await api.pay(created.id)).status).toBe('paid') // a repeat changes nothing
    refused(await api.confirm(created.id), 'otcOrderNotActionable') // the user is not the seller
    const notices = messagesOf(userId)

    const done = order(await merchantAct(created.id, 'release'))
    expect(done.status).toBe('completed')
    expect(usdt(app, userId)).toEqual({ available: '100.0000', locked: '0.0000' })
    expect(usdt(app, merchant)).toEqual({
      available: String(Number(before.available) - 100) + '.0000',
      locked: '0.0000',
    })
    expect(messagesOf(userId)).toBe(notices + 1)
    // a repeat of the release moves nothing
    order(await merchantAct(created.id, 'release'))
    expect(usdt(app, userId).available).toBe('100.0000')
    expect(usdtTotal(app)).toBe(total)
  })

  it('cancelled by the buyer before paying returns the escrow and the ad’s amount once', async () => {
    const { api } = otcUser(app, 'a@otc.test')
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant)
    const before = usdt(app, merchant)
    const o = order(await api.buy(ad, '50'))
    const cancelled = order(await api.cancel(o.id))
    expect([cancelled.status, cancelled.cancelReason]).toEqual(['cancelled', 'buyer'])
    order(await api.cancel(o.id))
    expect(usdt(app, merchant)).toEqual(before)
    expect(app.repos.otc.ad(ad)!.remaining).toBe(1000_0000)
    const snap = otcSnapshot(app)
    refused(await api.pay(o.id), 'otcOrderNotActionable')
    expect(otcSnapshot(app)).toEqual(snap)
  })
})

describe('a sell order', () => {
  it('holds the user’s coins; the merchant pays, the user confirms, the merchant receives', async () => {
    const { id: userId, api } = otcUser(app, 'a@otc.test', { usdt: '300' })
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant, { side: 2, price: '5.31' })
    const merchantBefore = usdt(app, merchant)

    const o = order(await api.sell(ad, '200'))
    expect(o).toMatchObject({ side: 'sell', status: 'awaitingPayment', total: '1062.00' })
    expect(o.payInfo).toEqual({ name: `User ${userId}`, bank: 'Banco Teste', account: '**** 5678' })
    expect(usdt(app, userId)).toEqual({ available: '100.0000', locked: '200.0000' })
    refused(await api.pay(o.id), 'otcOrderNotActionable') // the user is not the buyer
    refused(await api.cancel(o.id), 'otcOrderNotActionable')
    refused(await api.confirm(o.id), 'otcOrderNotActionable') // not paid yet

    const notices = messagesOf(userId)
    expect(order(await merchantAct(o.id, 'paid')).status).toBe('paid')
    expect(messagesOf(userId)).toBe(notices + 1)
    const done = order(await api.confirm(o.id))
    expect(done.status).toBe('completed')
    expect(usdt(app, userId)).toEqual({ available: '100.0000', locked: '0.0000' })
    expect(Number(usdt(app, merchant).available) - Number(merchantBefore.available)).toBe(200)
    expect(messagesOf(userId)).toBe(notices + 1) // the user's own act leaves no notice
  })

  it('cancelled by the merchant before paying gives the user’s coins back', async () => {
    const { id: userId, api } = otcUser(app, 'a@otc.test', { usdt: '300' })
    const ad = addAd(app, merchantId(app, 'Rio Câmbio'), { side: 2 })
    const o = order(await api.sell(ad, '100'))
    const c = order(await merchantAct(o.id, 'cancel'))
    expect([c.status, c.cancelReason]).toEqual(['cancelled', 'buyer'])
    expect(usdt(app, userId)).toEqual({ available: '300.0000', locked: '0.0000' })
    refused(await merchantAct(o.id, 'paid'), 'otcOrderNotActionable')
  })
})

describe('appeals', () => {
  it('moves a paid order to appeal; the reviewer releases or returns', async () => {
    const { id: userId, api } = otcUser(app, 'a@otc.test')
    const other = otcUser(app, 'b@otc.test')
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant)
    const img = uploadOf(app, userId, 1)
    const theirs = uploadOf(app, other.id, 2)

    const first = order(await api.buy(ad, '40'))
    refused(await api.appeal(first.id, img, 'not paid yet'), 'otcOrderNotActionable')
    order(await api.pay(first.id))
    const snap = otcSnapshot(app)
    refused(await api.appeal(first.id, theirs, 'merchant does not release'), 'pictureInvalid')
    refused(await api.appeal(first.id, img, 'no'), 'otcAppealTextInvalid')
    refused(await other.api.appeal(first.id, theirs, 'not my order'), 'notFound')
    expect(otcSnapshot(app)).toEqual(snap)

    const appealed = order(await api.appeal(first.id, img, 'I paid 216.80 BRL by Pix'))
    expect(appealed.status).toBe('appeal')
    expect(appealed.appeal).toMatchObject({ img, content: 'I paid 216.80 BRL by Pix' })
    refused(await merchantAct(first.id, 'release'), 'otcOrderNotActionable')
    const released = order(await resolve(first.id, 'release'))
    expect([released.status, released.appeal?.outcome]).toEqual(['completed', 'release'])
    expect(usdt(app, userId).available).toBe('40.0000')

    const second = order(await api.buy(ad, '60'))
    order(await api.pay(second.id))
    order(await api.appeal(second.id, img, 'Paid but the merchant is silent'))
    const merchantBefore = usdt(app, merchant)
    const returned = order(await resolve(second.id, 'return'))
    expect([returned.status, returned.cancelReason]).toEqual(['cancelled', 'appeal'])
    expect(usdt(app, merchant).available).toBe(
      String(Number(merchantBefore.available) + 60) + '.0000',
    )
    expect(app.repos.otc.ad(ad)!.remaining).toBe(960_0000)
  })
})

describe('refusals change nothing', () => {
  it('answers each with its code', async () => {
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant, { min: '10', max: '3000', total: '3000' })
    const sellAd = addAd(app, merchant, { side: 2, min: '10', max: '3000', total: '3000' })
    const none = otcUser(app, 'none@otc.test', { level: 0 })
    const noCard = otcUser(app, 'nocard@otc.test', { card: false })
    const lv1 = otcUser(app, 'lv1@otc.test', { usdt: '50' })
    const lv2 = otcUser(app, 'lv2@otc.test', { level: 2 })
    const snap = otcSnapshot(app)

    expect(await none.api.buy(ad, '100')).toMatchObject({ type: '998' })
    expect(await noCard.api.buy(ad, '100')).toMatchObject({ type: '997' })
    refused(await lv1.api.buy(ad, '5'), 'belowMinimum')
    refused(await lv1.api.buy(ad, '3001'), 'otcAboveMaximum')
    refused(await lv1.api.buy(ad, '2500'), 'otcFiatTradeLimit')
    refused(await lv1.api.buy(ad, '12.34567'), 'amountTooPrecise')
    refused(await lv1.api.buy(ad, ''), 'amountRequired')
    refused(await lv1.api.buy(ad, '-3'), 'amountInvalid')
    refused(await lv1.api.buy(sellAd, '100'), 'notFound') // the wrong side
    refused(await lv1.api.buy(99999, '100'), 'notFound')
    refused(await lv1.api.sell(sellAd, '100'), 'insufficientBalance')
    refused(await lv1.api.buy(ad, '100', 'bad key!'), 'idempotencyKeyInvalid')
    refused(await lv1.api.detail(12345), 'notFound')
    expect(otcSnapshot(app)).toEqual(snap)

    const o = order(await lv2.api.buy(ad, '2500')) // Lv2 may
    const after = otcSnapshot(app)
    refused(await lv1.api.pay(o.id), 'notFound')
    refused(await lv1.api.cancel(o.id), 'notFound')
    refused(await lv1.api.detail(o.id), 'notFound')
    refused(await lv1.api.buy(ad, '600'), 'otcAdInsufficient') // 500 left
    expect(otcSnapshot(app)).toEqual(after)
  })

  it('answers a repeated key with the first order, another request under it is a conflict', async () => {
    const { api } = otcUser(app, 'a@otc.test')
    const ad = addAd(app, merchantId(app, 'Rio Câmbio'))
    const key = newKey('otc')
    const [a, b] = await Promise.all([api.buy(ad, '100', key), api.buy(ad, '100', key)])
    expect(order(a).id).toBe(order(b).id)
    expect(app.repos.otc.ad(ad)!.remaining).toBe(900_0000)
    const snap = otcSnapshot(app)
    refused(await api.buy(ad, '101', key), 'idempotencyConflict')
    expect(otcSnapshot(app)).toEqual(snap)
  })
})

describe('the race for the last of an ad', () => {
  it('gives two buyers of the last 100 one order and one refusal', async () => {
    const ad = addAd(app, merchantId(app, 'Rio Câmbio'), { min: '10', max: '100', total: '100' })
    const a = otcUser(app, 'a@otc.test')
    const b = otcUser(app, 'b@otc.test')
    const answers = await Promise.all([a.api.buy(ad, '100'), b.api.buy(ad, '100')])
    expect(answers.map((x) => x.type).sort()).toEqual(['error', 'ok'])
    const lost = answers.find((x) => x.type === 'error')!
    expect(lost).toMatchObject({ code: 'otcAdInsufficient', message: expect.any(String) })
    expect(lost.message).toBe('This ad has not enough left for that amount')
    expect(app.repos.otc.ad(ad)!.remaining).toBe(0)
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM otc_orders').get()).toEqual({ n: 1 })
  })
})

describe('the payment window', () => {
  it('cancels an unpaid order once, returns the escrow once, and refuses paying late', async () => {
    const { id: userId, api } = otcUser(app, 'a@otc.test')
    const merchant = merchantId(app, 'Rio Câmbio')
    const ad = addAd(app, merchant)
    const before = usdt(app, merchant)
    const o = order(await api.buy(ad, '100'))
    clock.advance(OTC_PAYMENT_WINDOW_MS - 1000)
    expect(app.otcExpiry.expire()).toEqual([])
    expect(order(await api.detail(o.id)).secondsLeft).toBe(1)
    clock.advance(1000)
    const notices = messagesOf(userId)
    refused(await api.pay(o.id), 'otcOrderNotActionable') // the route cancels it first
    expect(app.otcExpiry.expire()).toEqual([])
    const d = order(await api.detail(o.id))
    expect([d.status, d.cancelReason, d.secondsLeft]).toEqual(['cancelled', 'timeout', 0])
    expect(usdt(app, merchant)).toEqual(before)
    expect(messagesOf(userId)).toBe(notices + 1)
    const returns = app.db
      .prepare(
        "SELECT COUNT(*) AS n FROM ledger WHERE type = 'otcEscrowReturn' AND reference_id = ?",
      )
      .get(o.id)
    expect(returns).toEqual({ n: 1 })
  })
})

describe('the otc_order event', () => {
  it('tells the user of every status change, in their room, once per change', async () => {
    const events: Array<{ room: string; name: string; payload: { id: number; is_sure: number } }> =
      []
    await app.ready() // the app's own socket hooks run first
    ;(app as unknown as { io: unknown }).io = {
      to: (room: string) => ({
        emit: (name: string, payload: { id: number; is_sure: number }) =>
          void events.push({ room, name, payload }),
      }),
    }
    const { id: userId, api } = otcUser(app, 'a@otc.test')
    const ad = addAd(app, merchantId(app, 'Rio Câmbio'))
    const first = order(await api.buy(ad, '20'))
    order(await api.pay(first.id))
    order(await api.pay(first.id)) // a repeat: no event
    order(await merchantAct(first.id, 'release'))
    const second = order(await api.buy(ad, '30'))
    clock.advance(OTC_PAYMENT_WINDOW_MS)
    app.otcExpiry.expire()
    app.otcExpiry.expire()
    expect(events.map((e) => [e.room, e.name, e.payload.id, e.payload.is_sure])).toEqual([
      [`user:${userId}`, 'otc_order', first.id, 0],
      [`user:${userId}`, 'otc_order', first.id, 3],
      [`user:${userId}`, 'otc_order', first.id, 1],
      [`user:${userId}`, 'otc_order', second.id, 0],
      [`user:${userId}`, 'otc_order', second.id, 2],
    ])
    for (const e of events) expect(OtcOrder.safeParse(e.payload).success).toBe(true)
  })
})

describe('bad input', () => {
  it('is refused with a translated code on every endpoint, changing nothing', async () => {
    const { api } = otcUser(app, 'a@otc.test', { usdt: '100' })
    const ad = addAd(app, merchantId(app, 'Rio Câmbio'))
    const o = order(await api.buy(ad, '20'))
    const snap = otcSnapshot(app)
    const answers = await Promise.all([
      api.ads({ page: '0' }),
      api.ads({ fiat: 'JPY' }),
      api.ads({ way: 'cash' }),
      api.ads({ amount: '-1' }),
      api.quick({ type: 'buy', amount: '10' }),
      api.buy(0, '10'),
      api.buy(ad, 'ten'),
      api.pay(-1),
      api.cancel(Number.NaN),
      api.confirm(0),
      api.appeal(o.id, '', 'a long enough text'),
      api.orders({ is_sure: '9' }),
      api.detail(0),
      dev('otc/merchant', { order: String(o.id), action: 'steal' }),
      dev('otc/appeal', { order: 'x', outcome: 'release' }),
    ])
    expect(answers.map((a) => a.code)).toEqual([
      'parameterError',
      'parameterError',
      'parameterError',
      'amountInvalid',
      'parameterError',
      'parameterError',
      'amountInvalid',
      'parameterError',
      'parameterError',
      'parameterError',
      'pictureRequired',
      'parameterError',
      'parameterError',
      'parameterError',
      'parameterError',
    ])
    for (const a of answers) expect(typeof a.message === 'string' && a.message !== '').toBe(true)
    expect(otcSnapshot(app)).toEqual(snap)
  })
})
