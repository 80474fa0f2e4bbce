/**
 * The wallet's rules that are not formulas (those live once in src/api/contract/wallet-math.ts):
 * which currencies may move and at what engine price, the user's KYC level and its 24 h withdrawal
 * limit counted in BTC, and the pay password with its lock. Every "no" is a Refusal.
 */
import type { FastifyInstance } from 'fastify'
import { STABLE_CURRENCIES } from '../../../src/api/contract/borrow-math'
import { KYC_LIMITS } from '../../../src/api/contract/kyc'
import { BTC_ID, USDT_ID } from '../../../src/api/contract/wallet'
import { amountIssue, ceilTo, toUnits, valueIn } from '../../../src/api/contract/wallet-math'
import { verifyPassword } from '../passwords'
import { Refusal } from '../refusal'
import { APPROVED } from '../repositories/kyc'
import type { UserRow } from '../repositories/users'
import type { WalletCurrencyRow } from '../repositories/wallet'

/** Limits and BTC values are counted in satoshis. */
export const SATOSHI_SCALE = 8
const HOUR_MS = 3_600_000

/** The KYC withdrawal limits (KYC_LIMITS in kyc.ts) count this window. */
const WITHDRAW_LIMIT_WINDOW_HOURS = 24
/** Wrong pay passwords in a row before `wallet/out` refuses for PAY_PASSWORD_LOCK_MINUTES. */
const PAY_PASSWORD_MAX_FAILURES = 5
const PAY_PASSWORD_LOCK_MINUTES = 15

export type CurrencyFlag = 'is_charge' | 'is_withdraw' | 'is_transfer'

export function walletPolicy(app: Pick<FastifyInstance, 'repos' | 'market' | 'clock'>) {
  const { wallet, kyc } = app.repos
  const now = () => app.clock.now()

  /**
   * The engine's last price of one unit in USDT now (USDT: "1"; USDC, which the sandbox lends but
   * does not trade, counts 1 as borrow-math's STABLE_CURRENCIES say); undefined without either.
   */
  function usdtPrice(currencyId: number): string | undefined {
    if (currencyId === USDT_ID) return '1'
    const pair = app.market.pairByCurrency(currencyId)
    if (pair && pair.legal_id === USDT_ID) return app.market.price(pair.id)
    const name = wallet.currency(currencyId)?.name
    return name && (STABLE_CURRENCIES as readonly string[]).includes(name) ? '1' : undefined
  }

  /** The currency `id`, if it is enabled for `flag` and has a price; else `currencyNotSupported`. */
  function walletCurrency(id: number, flag?: CurrencyFlag): WalletCurrencyRow {
    const c = wallet.currency(id)
    if (!c || (flag && c[flag] !== 1) || usdtPrice(c.id) === undefined)
      throw new Refusal('currencyNotSupported')
    return c
  }

  /** `amount` of `c` in minor units, or the amount's refusal. */
  function checkAmount(amount: string, c: WalletCurrencyRow): bigint {
    const issue = amountIssue(amount, c.decimal_scale)
    if (issue) throw new Refusal(issue)
    return toUnits(amount, c.decimal_scale)
  }

  function kycLevel(userId: number): 0 | 1 | 2 {
    const row = kyc.findByUser(userId)
    if (row?.review_status !== APPROVED) return 0
    return row.advanced_user === APPROVED ? 2 : 1
  }

  /** BTC value of `number` of `c` now, in satoshis, rounded up (a limit never counts low). */
  function btcValue(number: string, c: WalletCurrencyRow): bigint {
    const value = valueIn(number, usdtPrice(c.id)!, usdtPrice(BTC_ID)!)
    return toUnits(ceilTo(value, SATOSHI_SCALE), SATOSHI_SCALE)
  }

  /** The 24 h withdrawal limit of a KYC level, in satoshis. */
  const limitSatoshis = (level: 1 | 2) =>
    toUnits(KYC_LIMITS[level - 1]!.withdrawPerDay.amount, SATOSHI_SCALE)

  /** Where the current withdrawal-limit window starts. */
  const windowStart = () => now() - WITHDRAW_LIMIT_WINDOW_HOURS * HOUR_MS

  /**
   * Refuses unless `payPassword` is the user's: not set, locked, or wrong (the failure that
   * reaches PAY_PASSWORD_MAX_FAILURES locks it for PAY_PASSWORD_LOCK_MINUTES). A right one
   * clears the failures.
   */
  async function checkPayPassword(user: UserRow, payPassword: string): Promise<void> {
    if (!user.pay_password_hash) throw new Refusal('payPasswordNotSet')
    if (wallet.payPasswordLockedUntil(user.id, now())) throw new Refusal('payPasswordLocked')
    if (!(await verifyPassword(payPassword, user.pay_password_hash))) {
      wallet.payPasswordFailed(
        user.id,
        now(),
        PAY_PASSWORD_MAX_FAILURES,
        PAY_PASSWORD_LOCK_MINUTES * 60_000,
      )
      throw new Refusal(
        wallet.payPasswordLockedUntil(user.id, now()) ? 'payPasswordLocked' : 'payPasswordInvalid',
      )
    }
    wallet.payPasswordPassed(user.id)
  }

  return {
    usdtPrice,
    walletCurrency,
    checkAmount,
    kycLevel,
    btcValue,
    limitSatoshis,
    windowStart,
    checkPayPassword,
  }
}

export type WalletPolicy = ReturnType<typeof walletPolicy>
