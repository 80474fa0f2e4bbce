/**
 * Throttling of sign-in and code sending, per account and per client address, on the injected
 * clock (tests move time), in `auth_throttle` (repositories/throttle.ts). Numbers as a real
 * exchange uses them:
 *
 * - Sign-in (password or code): failures count per account within 15 minutes and per client
 *   address within an hour. Per account, the 3rd and 4th failures make the next try wait 10 s and
 *   20 s (`loginTooFrequent`), the 5th locks the account's sign-in for 15 minutes (`loginLocked`).
 *   Per address the delays start at the 10th failure (2 s, doubling up to 60 s) and the 30th locks
 *   it for 15 minutes (the delays alone keep a paced attacker under 60 tries an hour). While waiting, every try is refused before the password is checked, so a right
 *   password is refused too and the answer never says whether it was right. Only failures count:
 *   a successful sign-in clears its account's failures (not its address's).
 * - Codes: at most 10 per account (e-mail or phone) and 30 per client address per hour
 *   (`codeLimitReached`), on top of the 60 s per-code cooldown.
 *
 * Refusals carry the wait (`retry_after`, and the sentence's {{seconds}} / {{minutes}}).
 */
import { Refusal } from './refusal'
import type { ThrottleRepository, ThrottleRow } from './repositories/throttle'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

export interface FailurePolicy {
  /** Failures older than this (from the first of the window) are forgotten. */
  windowMs: number
  /** Failures without any delay. */
  freeFailures: number
  /** The delay after the first failure beyond the free ones; it doubles with each further one. */
  baseDelayMs: number
  maxDelayMs: number
  /** The failure that locks. */
  maxFailures: number
  lockMs: number
}

export const LOGIN_ACCOUNT_POLICY: FailurePolicy = {
  windowMs: 15 * MINUTE,
  freeFailures: 2,
  baseDelayMs: 10 * SECOND,
  maxDelayMs: 60 * SECOND,
  maxFailures: 5,
  lockMs: 15 * MINUTE,
}

export const LOGIN_CLIENT_POLICY: FailurePolicy = {
  windowMs: HOUR,
  freeFailures: 9,
  baseDelayMs: 2 * SECOND,
  maxDelayMs: 60 * SECOND,
  maxFailures: 30,
  lockMs: 15 * MINUTE,
}

export interface QuotaPolicy {
  windowMs: number
  max: number
}

export const CODE_ACCOUNT_QUOTA: QuotaPolicy = { windowMs: HOUR, max: 10 }
export const CODE_CLIENT_QUOTA: QuotaPolicy = { windowMs: HOUR, max: 30 }

/** The delay after the `n`-th failure of a window. */
export function delayAfter(policy: FailurePolicy, n: number): number {
  if (n <= policy.freeFailures) return 0
  return Math.min(policy.baseDelayMs * 2 ** (n - policy.freeFailures - 1), policy.maxDelayMs)
}

const keys = {
  loginAccount: (account: string) => `login:account:${account}`,
  loginClient: (ip: string) => `login:ip:${ip}`,
  codeAccount: (account: string) => `code:account:${account}`,
  codeClient: (ip: string) => `code:ip:${ip}`,
}

export function createThrottle(repo: ThrottleRepository) {
  /** The refusal for a key that must wait, or null. */
  function waiting(key: string, now: number): Refusal | null {
    const row = repo.find(key)
    if (!row) return null
    if (row.locked_until > now)
      return new Refusal('loginLocked', { retryAfterSeconds: (row.locked_until - now) / SECOND })
    if (row.next_at > now)
      return new Refusal('loginTooFrequent', { retryAfterSeconds: (row.next_at - now) / SECOND })
    return null
  }

  /** The row to count on, or undefined when counting starts again (none, window over, lock over). */
  function current(key: string, windowMs: number, now: number): ThrottleRow | undefined {
    const row = repo.find(key)
    if (!row || now < row.locked_until) return row
    const lockOver = row.locked_until > 0
    return lockOver || now - row.window_start >= windowMs ? undefined : row
  }

  function fail(key: string, policy: FailurePolicy, now: number): void {
    const row = current(key, policy.windowMs, now)
    const count = (row?.count ?? 0) + 1
    const locks = count >= policy.maxFailures
    repo.save({
      key,
      count,
      window_start: row?.window_start ?? now,
      next_at: locks ? 0 : now + delayAfter(policy, count),
      locked_until: locks ? now + policy.lockMs : 0,
    })
  }

  function quotaRefusal(key: string, policy: QuotaPolicy, now: number): Refusal | null {
    const row = current(key, policy.windowMs, now)
    if (!row || row.count < policy.max) return null
    return new Refusal('codeLimitReached', {
      retryAfterSeconds: (row.window_start + policy.windowMs - now) / SECOND,
    })
  }

  function spend(key: string, policy: QuotaPolicy, now: number): void {
    const row = current(key, policy.windowMs, now)
    repo.save({
      key,
      count: (row?.count ?? 0) + 1,
      window_start: row?.window_start ?? now,
      next_at: 0,
      locked_until: 0,
    })
  }

  function loginRefusal(account: string, ip: string, now: number): Refusal | null {
    return waiting(keys.loginAccount(account), now) ?? waiting(keys.loginClient(ip), now)
  }

  return {
    /** Whether a sign-in to `account` from `ip` must wait: the refusal, or null. Check it first. */
    loginRefusal,
    /** Counts a failed sign-in; returns the lock refusal when this failure locked. */
    loginFailed(account: string, ip: string, now: number): Refusal | null {
      fail(keys.loginAccount(account), LOGIN_ACCOUNT_POLICY, now)
      fail(keys.loginClient(ip), LOGIN_CLIENT_POLICY, now)
      const refusal = loginRefusal(account, ip, now)
      return refusal?.code === 'loginLocked' ? refusal : null
    },
    /** A successful sign-in forgets the account's failures (the address keeps its count). */
    loginPassed(account: string): void {
      repo.clear(keys.loginAccount(account))
    },
    /** Whether one more code to `account` for `ip` is over the hourly quotas: the refusal, or null. */
    codeRefusal(account: string, ip: string, now: number): Refusal | null {
      return (
        quotaRefusal(keys.codeAccount(account), CODE_ACCOUNT_QUOTA, now) ??
        quotaRefusal(keys.codeClient(ip), CODE_CLIENT_QUOTA, now)
      )
    },
    /** Counts a code sent. */
    codeSent(account: string, ip: string, now: number): void {
      spend(keys.codeAccount(account), CODE_ACCOUNT_QUOTA, now)
      spend(keys.codeClient(ip), CODE_CLIENT_QUOTA, now)
    },
  }
}

export type Throttle = ReturnType<typeof createThrottle>
