/**
 * Invitation and rebates (api-reference §14; design notes in src/api/contract/invite.ts). The
 * figures come from the users table (who registered with whose code) and the rebate ledger,
 * nothing else: a new user sees 0 invitees and 0 rebates.
 */
import { Big } from 'big.js'
import type { FastifyPluginAsync } from 'fastify'
import {
  INVITE_RANKING_SIZE,
  INVITE_TOP_EARNERS,
  InviteRankingRequest,
  REBATE_DECIMALS,
  maskAccount,
  type InviteSummaryWire,
} from '../../../src/api/contract/invite'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { REBATE_UNITS_PER_USDT, type EarnerRow } from '../repositories/invite'
import { parseInput } from '../validation'

/** 1e-8 units → "12.34567800". */
export const unitsToDecimal = (units: bigint) =>
  new Big(units.toString()).div(REBATE_UNITS_PER_USDT.toString()).toFixed(REBATE_DECIMALS)

const toEarner = (row: Omit<EarnerRow, 'units'> & { units: bigint }) => ({
  total: unitsToDecimal(row.units),
  user_id: row.user_id,
  account: maskAccount(row.account),
})

export const inviteRoutes: FastifyPluginAsync = async (app) => {
  const { invite } = app.repos

  app.get('/user/invite', { preHandler: requireUser }, async (request) => {
    const user = request.user!
    const summary: InviteSummaryWire = {
      extension_code: user.extension_code,
      invite_num: invite.inviteCount(user.id),
      invite_return_total: unitsToDecimal(invite.totalUnits(user.id)),
      invite_return_currency: 'USDT',
      inviteList: invite.topEarners(0, INVITE_TOP_EARNERS).map(toEarner),
      ad: null,
    }
    return ok(summary)
  })

  app.post('/user/invite_list', { preHandler: requireUser }, async (request) => {
    const { time } = parseInput(InviteRankingRequest, request)
    const since = Date.parse(`${time}T00:00:00Z`)
    return ok(invite.topEarners(since, INVITE_RANKING_SIZE).map(toEarner))
  })
}

export const routes = routeModule(inviteRoutes, { prefix: '/api' })
