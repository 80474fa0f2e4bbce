/**
 * Conversion between coins of the spot account (api-reference §5; formula in wallet-math.ts
 * `conversionOf`): the convertible coins, a quote held for QUOTE_TTL_SECONDS at the engine's
 * prices, and the conversion at the quote, idempotent by (user, idempotency_key), at most one per
 * `convertIntervalSeconds`.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import {
  ConvertRequest,
  QUOTE_TTL_SECONDS,
  TransferFeeRequest,
  type ConversionWire,
  type ConvertQuoteWire,
} from '../../../../src/api/contract/wallet'
import { conversionOf, fromUnits, toUnits } from '../../../../src/api/contract/wallet-math'
import { ok } from '../../envelope'
import { idempotent } from '../../repositories/wallet'
import { requireUser } from '../../plugins/auth'
import { routeModule } from '../../plugins/routes'
import { Refusal } from '../../refusal'
import { parseInput } from '../../validation'
import { walletPolicy } from '../../wallet/policy'
import { conversionWire } from '../../wallet/wire'

export interface ConversionRoutesOptions {
  /** One new conversion per user per this many seconds (0 = no limit, for load tests). */
  convertIntervalSeconds: number
}

export const conversionRoutes: FastifyPluginAsync<ConversionRoutesOptions> = async (app, opts) => {
  const { wallet, settings } = app.repos
  const { usdtPrice, walletCurrency, checkAmount } = walletPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const feePercent = () => settings.get('transfer_fee') ?? '0'

  app.post('/user/getTransferList', auth, async (request) => {
    const userId = request.user!.id
    const list = wallet
      .currencies()
      .filter((c) => c.is_transfer === 1 && usdtPrice(c.id) !== undefined)
    return ok({
      transfer: list.map((c) => ({ id: c.id, name: c.name, decimal_scale: c.decimal_scale })),
      wallet: list.map((c) => ({
        currency: c.id,
        change_balance: fromUnits(
          wallet.balance(userId, c.id, 'change').available,
          c.decimal_scale,
        ),
      })),
    })
  })

  app.post('/user/getTransferFee', auth, async (request) => {
    const { from_currency_id, to_currency_id } = parseInput(TransferFeeRequest, request)
    const from = walletCurrency(from_currency_id, 'is_transfer')
    const to = walletCurrency(to_currency_id, 'is_transfer')
    const at = now()
    const quote = wallet.addQuote({
      id: randomBytes(16).toString('hex'),
      user_id: request.user!.id,
      from_currency_id: from.id,
      to_currency_id: to.id,
      from_price: usdtPrice(from.id)!,
      to_price: usdtPrice(to.id)!,
      fee_percent: feePercent(),
      created_at: at,
      expires_at: at + QUOTE_TTL_SECONDS * 1000,
    })
    const answer: ConvertQuoteWire = {
      form_price: quote.from_price,
      to_price: quote.to_price,
      fee: quote.fee_percent,
      quote_id: quote.id,
      expires_at: quote.expires_at,
      expires_in: QUOTE_TTL_SECONDS,
      from_currency_id: from.id,
      to_currency_id: to.id,
    }
    return ok(answer)
  })

  app.post('/user/Transfer', auth, async (request) => {
    const v = parseInput(ConvertRequest, request)
    const userId = request.user!.id
    const key = idempotent('user/Transfer', v)
    const previous = wallet.stored<ConversionWire>(userId, key)
    if (previous) return ok(previous)
    const from = walletCurrency(v.from_currency_id, 'is_transfer')
    const to = walletCurrency(v.to_currency_id, 'is_transfer')
    const number = checkAmount(v.number, from)
    const quote = wallet.quote(userId, v.quote_id)
    const matches = quote && quote.from_currency_id === from.id && quote.to_currency_id === to.id
    if (!quote || !matches || now() > quote.expires_at) throw new Refusal('quoteExpired')
    const terms = {
      fromPrice: quote.from_price,
      toPrice: quote.to_price,
      feePercent: quote.fee_percent,
      fromScale: from.decimal_scale,
      toScale: to.decimal_scale,
    }
    const result = conversionOf(v.number, terms)
    const toAmount = toUnits(result.toAmount, to.decimal_scale)
    if (toAmount <= 0n) throw new Refusal('conversionTooSmall')
    const fee = toUnits(result.fee, from.decimal_scale)
    const interval = opts.convertIntervalSeconds * 1000
    const { answer } = wallet.once(userId, key, now(), () => {
      const last = wallet.lastConversionAt(userId)
      if (interval > 0 && last !== null && now() - last < interval)
        throw new Refusal('requestTooFrequent')
      if (wallet.balance(userId, from.id, 'change').available < number + fee)
        throw new Refusal('insufficientBalance')
      const row = wallet.addConversion(
        {
          user_id: userId,
          from_currency_id: from.id,
          to_currency_id: to.id,
          number,
          fee,
          to_amount: toAmount,
          from_price: quote.from_price,
          to_price: quote.to_price,
          fee_percent: quote.fee_percent,
          quote_id: quote.id,
        },
        now(),
      )
      return conversionWire(row, (id) => wallet.currency(id))
    })
    return ok(answer)
  })
}

export const routes = routeModule(conversionRoutes, {
  prefix: '/api',
  options: (s) => ({ convertIntervalSeconds: s.convertIntervalSeconds }),
})
