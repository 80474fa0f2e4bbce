/**
 * OTC desk, "c2c" (api-reference §16.6; contract src/api/contract/otc.ts, rules otc-math.ts):
 * the self-select zone (ads), the quick zone (the best ad for an amount), taking an ad (buy or
 * sell, idempotent by key), the buyer's "I have paid" and cancel, the seller's confirmation, the
 * appeal, and the caller's orders. The payment window's job (otc/expiry.ts) runs first wherever
 * orders are shown or changed, so an order past its window is never shown or paid as awaiting
 * payment. Every change sends the user `otc_order`. The merchant's side is routes/otc-dev.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  OtcAdsRequest,
  OtcAppealRequest,
  OtcOrderIdRequest,
  OtcOrdersRequest,
  OtcQuickRequest,
  OtcTakeRequest,
  type OtcAdWire,
  type OtcOrderWire,
  type OtcSide,
} from '../../../src/api/contract/otc'
import {
  OTC_COIN_SCALE,
  OTC_FEE,
  otcBestAd,
  otcFits,
  otcTotal,
} from '../../../src/api/contract/otc-math'
import { amountIssue, compareDecimals, fromUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { adWire, emitOtcOrder, orderWire } from '../otc/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { APPROVED } from '../repositories/kyc'
import type { OtcAdRow, OtcChange } from '../repositories/otc'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'
import { uploadName } from './upload'

const maskCard = (number: string) => `**** ${number.replace(/\D/g, '').slice(-4)}`

export const otcRoutes: FastifyPluginAsync = async (app) => {
  const { otc, wallet, kyc, payout, uploads } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const expireDue = () => app.otcExpiry?.expire()

  /** The ads the user's `side` can take, best price first, then the older ad. */
  function adsFor(side: OtcSide, currencyId: number): OtcAdRow[] {
    const rows = otc.openAds(side === 'buy' ? 1 : 2, currencyId)
    return rows.sort((a, b) => {
      const c = compareDecimals(a.price, b.price)
      return (side === 'buy' ? c : -c) || a.id - b.id
    })
  }
  const wire = (ad: OtcAdRow): OtcAdWire => adWire(ad, otc.merchantStats(ad.merchant_id))
  const termsOf = (ad: OtcAdRow) => ({
    id: ad.id,
    price: ad.price,
    min: fromUnits(BigInt(ad.min_units), ad.decimal_scale),
    max: fromUnits(BigInt(ad.max_units), ad.decimal_scale),
    remaining: fromUnits(BigInt(ad.remaining), ad.decimal_scale),
  })

  app.get('/c2c_deal_platform', async (request) => {
    const v = parseInput(OtcAdsRequest, request)
    if (v.amount !== undefined && v.amount !== '') {
      const issue = amountIssue(v.amount, OTC_COIN_SCALE)
      if (issue) throw new Refusal(issue)
    }
    const amount = v.amount || undefined
    const list = adsFor(v.type, v.currency_id).filter(
      (ad) =>
        (!v.fiat || ad.fiat === v.fiat) &&
        (!v.way || ad.ways.split(',').includes(v.way)) &&
        (!amount || otcFits(amount, termsOf(ad))),
    )
    const offset = (v.page - 1) * v.limit
    return ok({
      data: list.slice(offset, offset + v.limit).map(wire),
      page: v.page,
      pages: Math.max(1, Math.ceil(list.length / v.limit)),
      total: list.length,
    })
  })

  app.get('/c2c/quick', async (request) => {
    const v = parseInput(OtcQuickRequest, request)
    const issue = amountIssue(v.amount, OTC_COIN_SCALE)
    if (issue) throw new Refusal(issue)
    const rows = adsFor(v.type, v.currency_id).filter((ad) => ad.fiat === v.fiat)
    const best = otcBestAd(rows.map(termsOf), v.amount, v.type)
    if (!best) throw new Refusal('otcNoMatchingAd')
    const ad = rows.find((r) => r.id === best.id)!
    return ok({
      ad: wire(ad),
      amount: v.amount,
      price: ad.price,
      total: otcTotal(v.amount, ad.price),
      fee: OTC_FEE,
    })
  })

  /** Takes an ad: KYC (998), a saved bank card (997), then the order's own checks. */
  const take = (side: OtcSide, endpoint: string) =>
    app.post(`/${endpoint}`, auth, async (request) => {
      const v = parseInput(OtcTakeRequest, request)
      const userId = request.user!.id
      const { type: _type, ...fingerprinted } = v
      const key = idempotent(endpoint, fingerprinted)
      const previous = wallet.stored<OtcOrderWire>(userId, key)
      if (previous) return ok(orderWire(otc.order(previous.id)!, now()))
      const record = kyc.findByUser(userId)
      if (record?.review_status !== APPROVED) throw new Refusal('verificationRequired')
      const level = record.advanced_user === APPROVED ? 2 : 1
      const card = payout.card(userId, 'domestic') ?? payout.card(userId, 'international')
      if (!card) throw new Refusal('paymentInfoRequired')
      const userPayInfo = {
        name: card.real_name,
        bank: card.bank_name,
        account: maskCard(card.bank_account),
      }
      const { answer, replayed } = await app.groupCommit.run(() =>
        wallet.once(userId, key, now(), () => {
          const row = otc.create(
            { userId, adId: v.id, side, amount: v.amount, kycLevel: level, userPayInfo },
            now(),
          )
          return orderWire(row, now())
        }),
      )
      const order = otc.order(answer.id)!
      if (!replayed) emitOtcOrder(app, order)
      return ok(replayed ? orderWire(order, now()) : answer)
    })
  take('buy', 'c2c/buyCoin')
  take('sell', 'c2c/sellCoin')

  /** Answers a change; sends the event when something changed. */
  const answer = ({ order, changed }: OtcChange) => {
    if (changed) emitOtcOrder(app, order)
    return ok(orderWire(order, now()))
  }

  app.post('/c2c/user_legal_pay', auth, async (request) => {
    const { id } = parseInput(OtcOrderIdRequest, request)
    expireDue()
    return answer(otc.userPaid(request.user!.id, id, now()))
  })

  app.post('/c2c/user_legal_pay_cancel', auth, async (request) => {
    const { id } = parseInput(OtcOrderIdRequest, request)
    expireDue()
    return answer(otc.userCancel(request.user!.id, id, now()))
  })

  app.post('/c2c/legal_deal_sure', auth, async (request) => {
    const { id } = parseInput(OtcOrderIdRequest, request)
    expireDue()
    return answer(otc.userConfirm(request.user!.id, id, now()))
  })

  app.post('/c2c/saveAppeal', auth, async (request) => {
    const v = parseInput(OtcAppealRequest, request)
    const userId = request.user!.id
    expireDue()
    if (!otc.ownOrder(userId, v.id)) throw new Refusal('notFound')
    // only the caller's own upload; another user's (or an unknown) picture is refused alike
    const name = uploadName(v.img)
    const upload = name ? uploads.findOwned(userId, name) : undefined
    if (!upload) throw new Refusal('pictureInvalid')
    return answer(otc.appeal(userId, v.id, upload.id, v.content, now()))
  })

  app.get('/c2c/userOrderList', auth, async (request) => {
    const v = parseInput(OtcOrdersRequest, request)
    expireDue()
    const at = now()
    const { rows, total } = otc.orders(
      request.user!.id,
      v.is_sure ?? null,
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok({
      data: rows.map((o) => orderWire(o, at)),
      page: v.page,
      pages: Math.max(1, Math.ceil(total / v.limit)),
      total,
    })
  })

  app.get('/c2c/userOrderDetail', auth, async (request) => {
    const { id } = parseInput(OtcOrderIdRequest, request)
    expireDue()
    const order = otc.ownOrder(request.user!.id, id)
    if (!order) throw new Refusal('notFound')
    return ok(orderWire(order, now()))
  })
}

export const routes = routeModule(otcRoutes, { prefix: '/api' })
