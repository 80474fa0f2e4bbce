/**
 * Auth routes (api-reference §2, §3.1 user/info; design notes in contract/auth.ts).
 * Unlike the original backend, every code is checked, user/info only shows the token's own user,
 * and nothing operator-facing (risk, password hashes) is ever sent. Accounts are an e-mail or a
 * phone (E.164); codes for phones go to the same dev mailbox, addressed to the number.
 */
import { randomInt } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import {
  CheckEmailRequest,
  ForgetRequest,
  LoginRequest,
  RegisterRequest,
  SendMailCodeRequest,
  SendSmsCodeRequest,
  type CodeScene,
  type UserInfoWire,
} from '../../../src/api/contract/auth'
import type { BusinessErrorCode } from '../../../src/api/contract/common'
import { langOf, ok, sessionExpired } from '../envelope'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../passwords'
import {
  TOKEN_TTL_MS,
  newToken,
  requireUser,
  resolveSession,
  tokenFromHeader,
} from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal, refuse } from '../refusal'
import { USER_LOCKED, type UserRow, type UsersRepository } from '../repositories/users'
import { createThrottle } from '../throttle'
import { parseInput, requestInput } from '../validation'
import { checkCode, issueCode } from '../verification'
import { welcomeMessage } from '../../db/message-seed'

const INVITE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function newExtensionCode(users: UsersRepository): string {
  for (;;) {
    const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(36)]).join('')
    if (!users.findByExtensionCode(code)) return code
  }
}

/** The UserInfo wire shape, field by field, so no other column can leak. */
export function toUserInfo(user: UserRow): UserInfoWire {
  return {
    id: user.id,
    account_number: user.account_number,
    email: user.email,
    phone: user.phone,
    nickname: user.nickname,
    head_portrait: user.head_portrait,
    signature: user.signature,
    extension_code: user.extension_code,
    review_status: user.review_status,
    vip: user.vip,
    create_date: new Date(user.created_at).toISOString().slice(0, 19).replace('T', ' '),
  }
}

/** Where a signed-in user's own codes go (scene `security`): the bound e-mail, else the phone. */
export function ownCodeTarget(user: UserRow): string {
  return user.email ?? user.phone ?? user.account_number
}

/**
 * The token's user on a public route that needs one for some inputs, or null after answering
 * type "999" (as `requireUser` would).
 */
export function sessionUser(request: FastifyRequest, reply: FastifyReply): UserRow | null {
  const user = resolveSession(request.server, tokenFromHeader(request.headers.authorization))
  if (!user) void reply.send(sessionExpired(langOf(request)))
  return user
}

/** Nickname of a new account: the e-mail's local part, or "user" and the phone's last 4 digits. */
function nicknameOf(kind: 'email' | 'mobile', account: string): string {
  return kind === 'email' ? account.split('@')[0]!.slice(0, 10) : `user${account.slice(-4)}`
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { users, tokens, codes, mailbox, areas } = app.repos
  const throttle = createThrottle(app.repos.throttle)
  const codeDeps = { codes, mailbox, clock: app.clock, log: app.log, throttle }

  /** register wants a new account; forget and login an existing one. */
  function sendAccountCode(account: string, scene: CodeScene, client: string) {
    const exists = users.findByAccount(account) !== undefined
    if (scene === 'register' && exists) throw new Refusal('accountExists')
    if (scene !== 'register' && !exists) throw new Refusal('accountNotFound')
    refuse(issueCode(codeDeps, account, scene, client))
    return ok('sent')
  }

  function requireKnownArea(areaCode: string) {
    if (!areas.hasCode(areaCode)) throw new Refusal('areaCodeInvalid')
  }

  app.post('/sms_mail', async (request, reply) => {
    if (requestInput(request).type === 'security') {
      const user = sessionUser(request, reply)
      if (!user) return reply
      refuse(issueCode(codeDeps, ownCodeTarget(user), 'security', request.ip))
      return ok('sent')
    }
    const { user_string, type } = parseInput(SendMailCodeRequest, request)
    if (type === 'security') throw new Refusal('parameterError')
    if (type !== 'bind') return sendAccountCode(user_string, type, request.ip)
    const user = sessionUser(request, reply)
    if (!user) return reply
    if (user.email) throw new Refusal('alreadyBound')
    if (users.findByAccount(user_string)) throw new Refusal('emailInUse')
    refuse(issueCode(codeDeps, user_string, 'bind', request.ip))
    return ok('sent')
  })

  // the SMS twin of sms_mail (api-reference §2 `send`); binding a phone goes through sms_send
  app.post('/send', async (request) => {
    const input = parseInput(SendSmsCodeRequest, request)
    if (input.type === 'bind' || input.type === 'security') throw new Refusal('parameterError')
    requireKnownArea(input.area_code)
    return sendAccountCode(input.account, input.type, request.ip)
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/area_code',
    handler: async () => ok(areas.list()),
  })

  app.post('/user/check_email', async (request) => {
    const { user_string, email_code, type } = parseInput(CheckEmailRequest, request)
    refuse(checkCode(codeDeps, user_string, type, email_code, { consume: false }))
    return ok('verified')
  })

  app.post('/user/register', async (request) => {
    const input = parseInput(RegisterRequest, request)
    if (input.kind === 'mobile') requireKnownArea(input.area_code)
    const passwordHash = await hashPassword(input.password)
    const register = app.db.transaction((): BusinessErrorCode | null => {
      if (users.findByAccount(input.account)) return 'accountExists'
      let parentId: number | null = null
      if (input.extension_code) {
        const inviter = users.findByExtensionCode(input.extension_code.toUpperCase())
        if (!inviter) return 'inviteCodeInvalid'
        parentId = inviter.id
      }
      // returned, not thrown: a wrong code's attempt must be committed with the transaction
      const refused = checkCode(codeDeps, input.account, 'register', input.code, { consume: true })
      if (refused) return refused
      const isPhone = input.kind === 'mobile'
      const userId = users.create({
        account_number: input.account,
        email: isPhone ? null : input.account,
        phone: isPhone ? input.account : null,
        area_code: isPhone ? input.area_code : null,
        nickname: nicknameOf(input.kind, input.account),
        password_hash: passwordHash,
        extension_code: newExtensionCode(users),
        parent_id: parentId,
        created_at: app.clock.now(),
      })
      app.repos.message.add(
        welcomeMessage(userId, app.repos.settings.get('site_name'), app.clock.now()),
      )
      return null
    })
    refuse(register())
    return ok('registered')
  })

  // throttled per account and per client address (throttle.ts): while either must wait, every
  // try is refused before the password or code is looked at, so the answer never says whether it
  // was right; only failures count
  app.post('/user/login', async (request) => {
    const input = parseInput(LoginRequest, request)
    const { ip } = request
    refuse(throttle.loginRefusal(input.account, ip, app.clock.now()))
    const failed = (code: BusinessErrorCode): never => {
      const locked = throttle.loginFailed(input.account, ip, app.clock.now())
      if (locked) app.log.warn(`[throttle] sign-in to ${input.account} locked (client ${ip})`)
      throw locked ?? new Refusal(code)
    }
    const user = users.findByAccount(input.account)
    if (input.type === '1') {
      // compare against a dummy hash for unknown accounts: same answer, same timing
      const valid = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH)
      if (!user || !valid) return failed('credentialsInvalid')
    } else {
      const refused = checkCode(codeDeps, input.account, 'login', input.code, { consume: true })
      if (refused) return failed(refused)
      if (!user) return failed('credentialsInvalid')
    }
    throttle.loginPassed(input.account)
    if (user.status === USER_LOCKED) throw new Refusal('accountLocked')
    const token = newToken()
    const now = app.clock.now()
    app.db.transaction(() => {
      tokens.deleteForUser(user.id)
      tokens.create(token, user.id, now, TOKEN_TTL_MS)
      users.recordLogin(user.id, now)
    })()
    return ok(token)
  })

  // also the "change login password" of the security screen: a code to the account, then every
  // session of the account ends
  app.post('/user/forget', async (request) => {
    const input = parseInput(ForgetRequest, request)
    const passwordHash = await hashPassword(input.password)
    const reset = app.db.transaction((): BusinessErrorCode | null => {
      const user = users.findByAccount(input.account)
      if (!user) return 'accountNotFound'
      const refused = checkCode(codeDeps, input.account, 'forget', input.code, { consume: true })
      if (refused) return refused
      users.setPassword(user.id, passwordHash)
      tokens.deleteForUser(user.id)
      return null
    })
    refuse(reset())
    return ok('password changed')
  })

  app.get('/user/logout', { preHandler: requireUser }, async (request) => {
    tokens.delete(request.token!)
    return ok('logged out')
  })

  // any `user_id` parameter is ignored: the token decides whose profile this is
  app.get('/user/info', { preHandler: requireUser }, async (request) =>
    ok(toUserInfo(request.user!)),
  )
}

export const routes = routeModule(authRoutes, { prefix: '/api' })
