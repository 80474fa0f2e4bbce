/**
 * Auth routes (api-reference §2, §3.1 user/info; design notes in contract/auth.ts).
 * Unlike the original backend, every code is checked, user/info only shows the token's own user,
 * and nothing operator-facing (risk, password hash) is ever sent.
 */
import { randomInt } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import {
  CheckEmailRequest,
  ForgetRequest,
  LoginRequest,
  RegisterRequest,
  SendMailCodeRequest,
  type UserInfoWire,
} from '../../../src/api/contract/auth'
import type { BusinessErrorCode } from '../../../src/api/contract/common'
import { BusinessError, ok } from '../envelope'
import { DUMMY_HASH, hashPassword, verifyPassword } from '../passwords'
import { TOKEN_TTL_MS, newToken, requireUser } from '../plugins/auth'
import { USER_LOCKED, type UserRow, type UsersRepository } from '../repositories/users'
import { parseInput } from '../validation'
import { checkCode, issueCode } from '../verification'

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
    extension_code: user.extension_code,
    review_status: user.review_status,
    vip: user.vip,
    create_date: new Date(user.created_at).toISOString().slice(0, 19).replace('T', ' '),
  }
}

function refuse(code: BusinessErrorCode | null): void {
  if (code) throw new BusinessError(code)
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { users, tokens, codes, mailbox } = app.repos
  const codeDeps = { codes, mailbox, clock: app.clock, log: app.log }

  app.post('/sms_mail', async (request) => {
    const { user_string, type } = parseInput(SendMailCodeRequest, request)
    const exists = users.findByAccount(user_string) !== undefined
    if (type === 'register' && exists) throw new BusinessError('accountExists')
    if (type !== 'register' && !exists) throw new BusinessError('accountNotFound')
    refuse(issueCode(codeDeps, user_string, type))
    return ok('sent')
  })

  app.post('/user/check_email', async (request) => {
    const { user_string, email_code, type } = parseInput(CheckEmailRequest, request)
    refuse(checkCode(codeDeps, user_string, type, email_code, { consume: false }))
    return ok('verified')
  })

  app.post('/user/register', async (request) => {
    const input = parseInput(RegisterRequest, request)
    const passwordHash = await hashPassword(input.password)
    const register = app.db.transaction((): BusinessErrorCode | null => {
      if (users.findByAccount(input.user_string)) return 'accountExists'
      let parentId: number | null = null
      if (input.extension_code) {
        const inviter = users.findByExtensionCode(input.extension_code.toUpperCase())
        if (!inviter) return 'inviteCodeInvalid'
        parentId = inviter.id
      }
      // returned, not thrown: a wrong code's attempt must be committed with the transaction
      const refused = checkCode(codeDeps, input.user_string, 'register', input.code, {
        consume: true,
      })
      if (refused) return refused
      users.create({
        account_number: input.user_string,
        email: input.user_string,
        nickname: input.user_string.split('@')[0]!.slice(0, 10),
        password_hash: passwordHash,
        extension_code: newExtensionCode(users),
        parent_id: parentId,
        created_at: app.clock.now(),
      })
      return null
    })
    refuse(register())
    return ok('registered')
  })

  app.post('/user/login', async (request) => {
    const input = parseInput(LoginRequest, request)
    const user = users.findByAccount(input.user_string)
    if (input.type === '1') {
      // compare against a dummy hash for unknown accounts: same answer, same timing
      const valid = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH)
      if (!user || !valid) throw new BusinessError('credentialsInvalid')
    } else {
      refuse(checkCode(codeDeps, input.user_string, 'login', input.code, { consume: true }))
      if (!user) throw new BusinessError('credentialsInvalid')
    }
    if (user.status === USER_LOCKED) throw new BusinessError('accountLocked')
    const token = newToken()
    const now = app.clock.now()
    app.db.transaction(() => {
      tokens.deleteForUser(user.id)
      tokens.create(token, user.id, now, TOKEN_TTL_MS)
      users.recordLogin(user.id, now)
    })()
    return ok(token)
  })

  app.post('/user/forget', async (request) => {
    const input = parseInput(ForgetRequest, request)
    const passwordHash = await hashPassword(input.password)
    const reset = app.db.transaction((): BusinessErrorCode | null => {
      const user = users.findByAccount(input.user_string)
      if (!user) return 'accountNotFound'
      const refused = checkCode(codeDeps, input.user_string, 'forget', input.code, {
        consume: true,
      })
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
