/**
 * Withdrawals (api-reference §5; design notes in src/api/contract/wallet.ts): what the caller may
 * withdraw now, the withdrawal itself (idempotent by (user, idempotency_key) and decided again
 * inside its transaction), and its records. Rules in wallet/policy.ts: KYC level (none: 998),
 * 24 h limit in BTC, pay password. A card payout without a saved card is 997. The operator
 * approves or rejects (`review.ts`).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  BTC_ID,
  CurrencyRequest,
  IdRequest,
  USDT_ID,
  WalletPageRequest,
  WithdrawRequest,
  type WithdrawInfoWire,
  type WithdrawalWire,
} from '../../../../src/api/contract/wallet'
import {
  compareDecimals,
  floorTo,
  fromUnits,
  toUnits,
  valueIn,
  withdrawalIssue,
} from '../../../../src/api/contract/wallet-math'
import { langOf, ok } from '../../envelope'
import { idempotent } from '../../repositories/wallet'
import { requireUser } from '../../plugins/auth'
import { routeModule } from '../../plugins/routes'
import { Refusal } from '../../refusal'
import { parseInput } from '../../validation'
import { SATOSHI_SCALE, walletPolicy } from '../../wallet/policy'
import { pages, withdrawalWire } from '../../wallet/wire'

const maskCard = (number: string) => `**** ${number.replace(/\D/g, '').slice(-4)}`

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  const { wallet, payout } = app.repos
  const policy = walletPolicy(app)
  const { usdtPrice, walletCurrency, kycLevel, limitSatoshis, windowStart } = policy
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/get_info',
    ...auth,
    handler: async (request) => {
      const { currency } = parseInput(CurrencyRequest, request)
      const c = walletCurrency(currency, 'is_withdraw')
      const userId = request.user!.id
      const level = kycLevel(userId)
      const used = wallet.windowValue(userId, windowStart())
      const limit = level ? limitSatoshis(level) : 0n
      const info: WithdrawInfoWire = {
        currency: c.id,
        name: c.name,
        rate: c.withdraw_fee,
        min_number: c.withdraw_min,
        decimal_scale: c.decimal_scale,
        change_balance: fromUnits(
          wallet.balance(userId, c.id, 'change').available,
          c.decimal_scale,
        ),
        legal_balance: fromUnits(wallet.balance(userId, c.id, 'legal').available, c.decimal_scale),
        kyc_level: level,
        limit_btc: level ? fromUnits(limit, SATOSHI_SCALE) : '',
        used_btc: level ? fromUnits(used, SATOSHI_SCALE) : '',
        remaining_btc: level ? fromUnits(limit > used ? limit - used : 0n, SATOSHI_SCALE) : '',
        btc_rate: floorTo(valueIn('1', usdtPrice(c.id)!, usdtPrice(BTC_ID)!), SATOSHI_SCALE),
        types: c.id === USDT_ID ? [0, 1, 2] : [0],
      }
      return ok(info)
    },
  })

  /** Where a withdrawal goes: one of the user's saved addresses of the coin, or a saved card. */
  function destination(
    userId: number,
    v: { type: 0 | 1 | 2; currency: number; address_id?: number; address?: string },
  ) {
    if (v.type === 0) {
      const saved =
        v.address_id !== undefined
          ? payout.address(userId, v.address_id)
          : payout
              .addresses(userId, 1000, 0)
              .find((a) => a.address === v.address && a.currency === v.currency)
      if (!saved || saved.currency !== v.currency) throw new Refusal('addressNotSaved')
      return { destination: saved.address, label: saved.name, network: saved.network }
    }
    if (v.currency !== USDT_ID) throw new Refusal('currencyNotSupported')
    const card = payout.card(userId, v.type === 1 ? 'domestic' : 'international')
    if (!card) throw new Refusal('paymentInfoRequired')
    return { destination: maskCard(card.bank_account), label: card.bank_name, network: '' }
  }

  app.post('/wallet/out', auth, async (request) => {
    const v = parseInput(WithdrawRequest, request)
    const user = request.user!
    const key = idempotent('wallet/out', v)
    const previous = wallet.stored<WithdrawalWire>(user.id, key)
    if (previous) return ok(previous)

    const c = walletCurrency(v.currency, 'is_withdraw')
    const number = policy.checkAmount(v.number, c)
    if (compareDecimals(v.rate, c.withdraw_fee) !== 0) throw new Refusal('feeChanged')
    const to = destination(user.id, v)
    const available = () =>
      fromUnits(wallet.balance(user.id, c.id, 'change').available, c.decimal_scale)
    const terms = { fee: c.withdraw_fee, min: c.withdraw_min, scale: c.decimal_scale }
    const issue = withdrawalIssue(v.number, available(), terms)
    if (issue) throw new Refusal(issue)
    const level = kycLevel(user.id)
    if (level === 0) throw new Refusal('verificationRequired')
    const value = policy.btcValue(v.number, c)
    const withinLimit = () =>
      wallet.windowValue(user.id, windowStart()) + value <= limitSatoshis(level)
    if (!withinLimit()) throw new Refusal('withdrawLimitExceeded')
    await policy.checkPayPassword(user, v.pay_password)

    // decided again inside the transaction: other requests may have run while scrypt did
    const { answer } = wallet.once(user.id, key, now(), () => {
      const again = withdrawalIssue(v.number, available(), terms)
      if (again) throw new Refusal(again)
      if (!withinLimit()) throw new Refusal('withdrawLimitExceeded')
      const fee = toUnits(c.withdraw_fee, c.decimal_scale)
      const row = wallet.addWithdrawal(
        { user_id: user.id, currency_id: c.id, type: v.type, number, fee, ...to, btc_value: value },
        now(),
      )
      return withdrawalWire(row, langOf(request))
    })
    return ok(answer)
  })

  app.get('/user/withdraw/list', auth, async (request) => {
    const { page, limit } = parseInput(WalletPageRequest, request)
    const { rows, total } = wallet.withdrawals(request.user!.id, limit, (page - 1) * limit)
    return ok({
      data: rows.map((r) => withdrawalWire(r, langOf(request))),
      page,
      pages: pages(total, limit),
      total,
    })
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/out_log',
    ...auth,
    handler: async (request) => {
      const { id } = parseInput(IdRequest, request)
      const row = wallet.withdrawal(id)
      if (!row || row.user_id !== request.user!.id) throw new Refusal('notFound')
      return ok(withdrawalWire(row, langOf(request)))
    },
  })
}

export const routes = routeModule(withdrawalRoutes, { prefix: '/api' })
