/**
 * Wallet balances and ledger (api-reference §5; design notes in src/api/contract/wallet.ts): the
 * caller's own balances per account, one currency's, and the ledger of every balance change.
 * Claims due to the scripted operator are credited first (wallet/scheduler.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  LedgerRequest,
  USDT_ID,
  WalletDetailRequest,
  WalletListRequest,
  accountCodes,
  walletAccounts,
  type AccountWalletWire,
  type WalletAccount,
  type WalletListWire,
} from '../../../../src/api/contract/wallet'
import { accountUsdtTotal, fromUnits } from '../../../../src/api/contract/wallet-math'
import { langOf, ok } from '../../envelope'
import { requireUser } from '../../plugins/auth'
import { routeModule } from '../../plugins/routes'
import { parseInput } from '../../validation'
import { walletPolicy } from '../../wallet/policy'
import { creditDueClaims } from '../../wallet/scheduler'
import { balanceRowWire, ledgerWire } from '../../wallet/wire'

export interface BalanceRoutesOptions {
  /** Seconds after which pending deposit claims are credited by the scripted operator; 0 = off. */
  depositAutoCreditSeconds: number
}

export const balanceRoutes: FastifyPluginAsync<BalanceRoutesOptions> = async (app, opts) => {
  const { wallet } = app.repos
  const { usdtPrice, walletCurrency } = walletPolicy(app)
  const auth = { preHandler: requireUser }
  const credit = () => creditDueClaims(app, opts.depositAutoCreditSeconds)

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/list',
    ...auth,
    handler: async (request) => {
      credit()
      const { currency_name } = parseInput(WalletListRequest, request)
      const userId = request.user!.id
      const held = new Map(
        wallet.balancesOf(userId).map((b) => [`${b.account}:${b.currency_id}`, b]),
      )
      const list = wallet
        .currencies()
        .filter((c) => !currency_name || c.name.toUpperCase() === currency_name.toUpperCase())
      const usdtScale = wallet.currency(USDT_ID)?.decimal_scale ?? 4
      const accountWire = (account: WalletAccount): AccountWalletWire => {
        const rows = list.map((c) => {
          const b = held.get(`${accountCodes[account]}:${c.id}`)
          return { c, available: b?.available ?? 0n, locked: b?.locked ?? 0n }
        })
        const total = accountUsdtTotal(
          rows.map(({ c, available, locked }) => ({
            available: fromUnits(available, c.decimal_scale),
            locked: fromUnits(locked, c.decimal_scale),
            usdtPrice: usdtPrice(c.id) ?? '0',
          })),
          usdtScale,
        )
        const balance = rows.map(({ c, available, locked }) =>
          balanceRowWire(account, c, available, locked, usdtPrice(c.id) ?? '0'),
        )
        return { balance, totle: total, usdt_totle: total }
      }
      const answer = Object.fromEntries(walletAccounts.map((a) => [`${a}_wallet`, accountWire(a)]))
      return ok({ ...answer, is_open_CTbi: 0 } as unknown as WalletListWire)
    },
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/detail',
    ...auth,
    handler: async (request) => {
      const { currency, type } = parseInput(WalletDetailRequest, request)
      const c = walletCurrency(currency)
      const b = wallet.balance(request.user!.id, c.id, type)
      return ok({ ...balanceRowWire(type, c, b.available, b.locked, usdtPrice(c.id) ?? '0'), type })
    },
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/legal_log',
    ...auth,
    handler: async (request) => {
      credit()
      const { page, limit, ...filter } = parseInput(LedgerRequest, request)
      const { rows, total } = wallet.ledger(request.user!.id, filter, limit, (page - 1) * limit)
      return ok({
        list: rows.map((r) => ledgerWire(r, langOf(request))),
        count: total,
        limit,
        page,
        is_open_CTbi: 0,
      })
    },
  })
}

export const routes = routeModule(balanceRoutes, {
  prefix: '/api',
  options: (s) => ({ depositAutoCreditSeconds: s.depositAutoCreditSeconds }),
})
