/**
 * Fund transfer between the caller's own accounts (api-reference §5): `wallet/change`, idempotent
 * by (user, idempotency_key), and its history in the backend's Laravel paging.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  FundTransferRequest,
  WalletPageRequest,
  type FundTransferWire,
  type LaravelPageWire,
} from '../../../../src/api/contract/wallet'
import { langOf, ok } from '../../envelope'
import { idempotent } from '../../repositories/wallet'
import { requireUser } from '../../plugins/auth'
import { routeModule } from '../../plugins/routes'
import { parseInput } from '../../validation'
import { walletPolicy } from '../../wallet/policy'
import { pages, transferWire } from '../../wallet/wire'

export const transferRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.repos
  const { walletCurrency, checkAmount } = walletPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  app.post('/wallet/change', auth, async (request) => {
    const v = parseInput(FundTransferRequest, request)
    const userId = request.user!.id
    const key = idempotent('wallet/change', v)
    const previous = wallet.stored<FundTransferWire>(userId, key)
    if (previous) return ok(previous)
    const c = walletCurrency(v.currency_id)
    const number = checkAmount(v.number, c)
    // (leaving `lever` will also need every lever position closed once lever trading exists)
    const { answer } = wallet.once(userId, key, now(), () =>
      transferWire(
        wallet.addTransfer(
          { user_id: userId, currency_id: c.id, number, from: v.from_field, to: v.to_field },
          now(),
        ),
        langOf(request),
      ),
    )
    // the lever balance is part of the account the futures watcher checks for liquidation
    if (v.from_field === 'lever' || v.to_field === 'lever') app.leverWatcher?.refresh(userId)
    return ok(answer)
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/wallet/hzhistory',
    ...auth,
    handler: async (request) => {
      const { page, limit } = parseInput(WalletPageRequest, request)
      const { rows, total } = wallet.transfers(request.user!.id, limit, (page - 1) * limit)
      const last = pages(total, limit)
      const url = (p: number) => `/api/wallet/hzhistory?page=${p}`
      const body: LaravelPageWire<FundTransferWire> = {
        current_page: page,
        data: rows.map((r) => transferWire(r, langOf(request))),
        first_page_url: url(1),
        from: rows.length ? (page - 1) * limit + 1 : null,
        last_page: last,
        last_page_url: url(last),
        next_page_url: page < last ? url(page + 1) : null,
        path: '/api/wallet/hzhistory',
        per_page: limit,
        prev_page_url: page > 1 ? url(page - 1) : null,
        to: rows.length ? (page - 1) * limit + rows.length : null,
        total,
      }
      return ok(body)
    },
  })
}

export const routes = routeModule(transferRoutes, { prefix: '/api' })
