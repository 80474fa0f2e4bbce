/**
 * Verification codes (contract/auth.ts): six random digits per (account, scene), valid for
 * CODE_TTL_SECONDS, re-sendable after CODE_RESEND_SECONDS, burnt by the CODE_MAX_ATTEMPTS-th wrong
 * try, and single use. The account is a lower-cased e-mail or an E.164 phone. The sandbox has no
 * SMTP and no SMS gateway: delivery is a log line plus a mailbox row addressed to the account.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  type CodeScene,
} from '../../src/api/contract/auth'
import type { BusinessErrorCode } from '../../src/api/contract/common'
import type { Clock } from './clock'
import type { Refusal } from './refusal'
import type { CodesRepository } from './repositories/codes'
import type { MailboxRepository } from './repositories/mailbox'
import type { Throttle } from './throttle'

export interface CodeDeps {
  codes: CodesRepository
  mailbox: MailboxRepository
  clock: Clock
  log: FastifyBaseLogger
  throttle: Throttle
}

/**
 * Creates, stores and "delivers" a code, or refuses: `codeTooFrequent` inside the per-code
 * cooldown, `codeLimitReached` (with the wait) over the hourly quota of the account or of the
 * client address `client` (throttle.ts).
 */
export function issueCode(
  deps: CodeDeps,
  account: string,
  scene: CodeScene,
  client: string,
): BusinessErrorCode | Refusal | null {
  const now = deps.clock.now()
  const previous = deps.codes.find(account, scene)
  if (previous && now - previous.sent_at < CODE_RESEND_SECONDS * 1000) return 'codeTooFrequent'
  const overQuota = deps.throttle.codeRefusal(account, client, now)
  if (overQuota) {
    deps.log.warn(`[throttle] code for ${account} refused: hourly quota (client ${client})`)
    return overQuota
  }
  deps.throttle.codeSent(account, client, now)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  deps.codes.save({ account, scene, code, sent_at: now, expires_at: now + CODE_TTL_SECONDS * 1000 })
  deps.mailbox.deliver(account, scene, code, now)
  deps.log.info(`[mailbox] code for ${account} (${scene}): ${code}`)
  return null
}

/**
 * Checks `code` for (account, scene). A wrong code counts as an attempt (so call this outside any
 * transaction that may roll back, or return instead of throwing). With `consume`, a match is
 * deleted so it cannot be used twice.
 */
export function checkCode(
  deps: Pick<CodeDeps, 'codes' | 'clock'>,
  account: string,
  scene: CodeScene,
  code: string,
  { consume }: { consume: boolean },
): BusinessErrorCode | null {
  const row = deps.codes.find(account, scene)
  if (!row) return 'codeInvalid'
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'tooManyAttempts'
  if (deps.clock.now() >= row.expires_at) return 'codeExpired'
  const matches =
    code.length === row.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(row.code))
  if (!matches) {
    return deps.codes.addAttempt(account, scene) >= CODE_MAX_ATTEMPTS
      ? 'tooManyAttempts'
      : 'codeInvalid'
  }
  if (consume) deps.codes.consume(account, scene)
  return null
}
