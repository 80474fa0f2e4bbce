/**
 * Account security (api-reference §3.2; design notes in contract/auth-security.ts). Every route
 * needs a token and reads or changes only the token's own user. An address is bound with a code
 * sent to that address; the pay password with a code sent to the user's own e-mail (or phone).
 * Refusals are decided before any code is checked, so they cost no attempt and change nothing.
 */
import type { FastifyPluginAsync } from 'fastify'
import { BindSmsRequest } from '../../../src/api/contract/auth'
import {
  BindEmailRequest,
  BindPhoneRequest,
  PayPasswordRequest,
  type SecurityInfoWire,
} from '../../../src/api/contract/auth-security'
import type { BusinessErrorCode } from '../../../src/api/contract/common'
import { ok } from '../envelope'
import { hashPassword } from '../passwords'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal, refuse } from '../refusal'
import type { UserRow } from '../repositories/users'
import { createThrottle } from '../throttle'
import { parseInput } from '../validation'
import { checkCode, issueCode } from '../verification'
import { ownCodeTarget } from './auth'

function toSecurityInfo(user: UserRow): SecurityInfoWire {
  return {
    email: user.email,
    phone: user.phone,
    area_code: user.phone ? user.area_code : null,
    has_pay_password: user.pay_password_hash ? 1 : 0,
  }
}

export const securityRoutes: FastifyPluginAsync = async (app) => {
  const { users, codes, mailbox, areas } = app.repos
  const codeDeps = {
    codes,
    mailbox,
    clock: app.clock,
    log: app.log,
    throttle: createThrottle(app.repos.throttle),
  }
  app.addHook('preHandler', requireUser)

  /** The same answer whichever account holds the address. */
  function refuseTaken(user: UserRow, account: string, taken: BusinessErrorCode) {
    const holder = users.findByAccount(account)
    if (holder) throw new Refusal(holder.id === user.id ? 'alreadyBound' : taken)
  }

  app.get('/safe/info', async (request) => ok(toSecurityInfo(request.user!)))

  app.post('/safe/update_password', async (request) => {
    const user = request.user!
    const input = parseInput(PayPasswordRequest, request)
    const hash = await hashPassword(input.password)
    const update = app.db.transaction((): BusinessErrorCode | null => {
      const target = ownCodeTarget(user)
      const refused = checkCode(codeDeps, target, 'security', input.code, { consume: true })
      if (refused) return refused
      users.setPayPassword(user.id, hash)
      return null
    })
    refuse(update())
    return ok(user.pay_password_hash ? 'pay password changed' : 'pay password set')
  })

  app.post('/safe/email', async (request) => {
    const user = request.user!
    const { email, code } = parseInput(BindEmailRequest, request)
    if (user.email) throw new Refusal('alreadyBound')
    refuseTaken(user, email, 'emailInUse')
    const bind = app.db.transaction((): BusinessErrorCode | null => {
      const refused = checkCode(codeDeps, email, 'bind', code, { consume: true })
      if (refused) return refused
      return users.bindEmail(user.id, email) ? null : 'alreadyBound'
    })
    refuse(bind())
    return ok('bound')
  })

  // api-reference §2: the SMS code "used when binding a phone"
  app.post('/sms_send', async (request) => {
    const user = request.user!
    const input = parseInput(BindSmsRequest, request)
    if (!areas.hasCode(input.area_code)) throw new Refusal('areaCodeInvalid')
    if (user.phone) throw new Refusal('alreadyBound')
    refuseTaken(user, input.account, 'phoneInUse')
    refuse(issueCode(codeDeps, input.account, 'bind', request.ip))
    return ok('sent')
  })

  app.post('/safe/mobile', async (request) => {
    const user = request.user!
    const input = parseInput(BindPhoneRequest, request)
    if (!areas.hasCode(input.area_code)) throw new Refusal('areaCodeInvalid')
    if (user.phone) throw new Refusal('alreadyBound')
    refuseTaken(user, input.account, 'phoneInUse')
    const bind = app.db.transaction((): BusinessErrorCode | null => {
      const refused = checkCode(codeDeps, input.account, 'bind', input.code, { consume: true })
      if (refused) return refused
      return users.bindPhone(user.id, input.account, input.area_code) ? null : 'alreadyBound'
    })
    refuse(bind())
    return ok('bound')
  })
}

export const routes = routeModule(securityRoutes, { prefix: '/api' })
