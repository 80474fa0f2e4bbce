/**
 * Deposits (api-reference §5): the sandbox's deposit addresses (valid on no real network), claims
 * of a deposit made to them, idempotent by (user, idempotency_key), and the claims' log. A claim
 * is credited by the operator (`review.ts`) or, with `depositAutoCreditSeconds`, by the scripted
 * one (wallet/scheduler.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  CurrencyRequest,
  DepositClaimRequest,
  SANDBOX_DEPOSIT_ADDRESSES,
  USDT_ID,
  WalletPageRequest,
  type DepositClaimWire,
} from '../../../../src/api/contract/wallet'
import { ok } from '../../envelope'
import { idempotent } from '../../repositories/wallet'
import { requireUser } from '../../plugins/auth'
import { routeModule } from '../../plugins/routes'
import { Refusal } from '../../refusal'
import { parseInput } from '../../validation'
import { walletPolicy } from '../../wallet/policy'
import { creditDueClaims, scheduleDepositCrediting } from '../../wallet/scheduler'
import { claimWire, pages } from '../../wallet/wire'

export interface DepositRoutesOptions {
  /** Seconds after which pending deposit claims are credited by the scripted operator; 0 = off. */
  depositAutoCreditSeconds: number
}

export const depositRoutes: FastifyPluginAsync<DepositRoutesOptions> = async (app, opts) => {
  const { wallet } = app.repos
  const { walletCurrency, checkAmount } = walletPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const credit = () => creditDueClaims(app, opts.depositAutoCreditSeconds)
  scheduleDepositCrediting(app, opts.depositAutoCreditSeconds)

  app.get('/wallet/get_addresses', async () =>
    ok(SANDBOX_DEPOSIT_ADDRESSES.map((a) => ({ ...a, sandbox: true }))),
  )

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/get_in_address',
    ...auth,
    handler: async (request) => {
      const { currency } = parseInput(CurrencyRequest, request)
      const c = walletCurrency(currency, 'is_charge')
      const of = (network: string) =>
        SANDBOX_DEPOSIT_ADDRESSES.find((a) => a.currency === c.id && a.network === network)?.address
      if (c.id === USDT_ID) return ok({ erc20: of('ERC20')!, trc20: of('TRC20')! })
      const address = SANDBOX_DEPOSIT_ADDRESSES.find((a) => a.currency === c.id)?.address
      if (!address) throw new Refusal('currencyNotSupported')
      return ok(address)
    },
  })

  app.post('/wallet/charge_req', auth, async (request) => {
    credit()
    const v = parseInput(DepositClaimRequest, request)
    const userId = request.user!.id
    const key = idempotent('wallet/charge_req', v)
    const previous = wallet.stored<DepositClaimWire>(userId, key)
    if (previous) return { ...ok(previous), url: '' }
    const c = walletCurrency(v.currency, 'is_charge')
    const amount = checkAmount(v.amount, c)
    const networks = SANDBOX_DEPOSIT_ADDRESSES.filter((a) => a.currency === c.id).map(
      (a) => a.network,
    )
    const network = v.network ?? (networks.length === 1 ? networks[0] : undefined)
    if (!network || !networks.includes(network)) throw new Refusal('networkRequired')
    const { answer } = wallet.once(userId, key, now(), () =>
      claimWire(
        wallet.addClaim(
          { user_id: userId, currency_id: c.id, network, amount, user_account: v.account },
          now(),
        ),
      ),
    )
    return { ...ok(answer), url: '' }
  })

  app.get('/recharge/log', auth, async (request) => {
    credit()
    const { page, limit } = parseInput(WalletPageRequest, request)
    const { rows, total } = wallet.claims(request.user!.id, limit, (page - 1) * limit)
    return ok({ data: rows.map(claimWire), page, pages: pages(total, limit), total })
  })
}

export const routes = routeModule(depositRoutes, {
  prefix: '/api',
  options: (s) => ({ depositAutoCreditSeconds: s.depositAutoCreditSeconds }),
})
