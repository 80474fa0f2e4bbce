/**
 * Balances (design notes in ../wallet.ts): `wallet/list`, the four accounts with their balance
 * rows and USDT totals, and `wallet/detail`, one row of one account.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import { WalletAccount, walletAccounts } from './common'
import { CurrencyId, Flag } from './fields'

/** POST wallet/list: optionally only the rows of one currency name. */
export const WalletListRequest = z.object({
  currency_name: z.optional(z.string().check(z.trim(), z.maxLength(20))),
})

/** POST wallet/detail. */
export const WalletDetailRequest = z.object({
  currency: CurrencyId,
  type: z._default(WalletAccount, 'change'),
})
export type WalletDetailRequest = z.input<typeof WalletDetailRequest>

/** One balance row of one account, normalised. */
export interface BalanceRow {
  account: WalletAccount
  currencyId: number
  currencyName: string
  available: string
  locked: string
  /** The engine's last price in USDT (USDT: "1"). */
  usdtPrice: string
  /** The currency's decimals. */
  scale: number
  canDeposit: boolean
  canWithdraw: boolean
  canConvert: boolean
}

export interface AccountSummary {
  account: WalletAccount
  rows: BalanceRow[]
  /** Σ (available + locked) × usdt price, rounded down to USDT decimals. */
  usdtTotal: string
}

export interface WalletOverview {
  accounts: Record<WalletAccount, AccountSummary>
  /** Σ of the four accounts' `usdtTotal`. */
  usdtTotal: string
}

/** The wire row of account `a`: `<a>_balance`, `lock_<a>_balance` beside the currency fields. */
const balanceRowFields = {
  id: WireInt,
  currency: WireInt,
  currency_name: z.string(),
  usdt_price: Decimal,
  decimal_scale: z._default(z.optional(WireInt), 8),
  is_charge: Flag,
  is_withdraw: Flag,
  is_transfer: Flag,
  is_legal: Flag,
  is_lever: Flag,
  is_match: Flag,
  is_micro: Flag,
}

function balanceRow(account: WalletAccount) {
  return z.pipe(
    z.looseObject(balanceRowFields),
    z.transform((r, ctx): BalanceRow => {
      const raw = r as Record<string, unknown>
      const available = z.safeParse(Decimal, raw[`${account}_balance`])
      const locked = z.safeParse(Decimal, raw[`lock_${account}_balance`])
      if (!available.success || !locked.success) {
        ctx.issues.push({ code: 'custom', message: 'invalidResponse', input: r })
        return z.NEVER
      }
      return {
        account,
        currencyId: r.currency,
        currencyName: r.currency_name,
        available: available.data,
        locked: locked.data,
        usdtPrice: r.usdt_price,
        scale: r.decimal_scale,
        canDeposit: r.is_charge,
        canWithdraw: r.is_withdraw,
        canConvert: r.is_transfer,
      }
    }),
  )
}

function accountWallet(account: WalletAccount) {
  return z.pipe(
    z.object({
      balance: z.array(balanceRow(account)),
      totle: z.optional(Decimal),
      usdt_totle: Decimal,
    }),
    z.transform((w): AccountSummary => ({ account, rows: w.balance, usdtTotal: w.usdt_totle })),
  )
}

const sumTotals = (values: string[]) => {
  // exact decimal sum of a few wire totals, digit by digit through BigInt
  const scale = Math.max(0, ...values.map((v) => (v.split('.')[1] ?? '').length))
  const units = values.reduce((acc, v) => {
    const [whole, fraction = ''] = v.split('.')
    return acc + BigInt(whole! + fraction.padEnd(scale, '0'))
  }, 0n)
  const digits = units.toString().padStart(scale + 1, '0')
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** POST wallet/list → WalletOverview. */
export const WalletList = z.pipe(
  z.object({
    legal_wallet: accountWallet('legal'),
    change_wallet: accountWallet('change'),
    lever_wallet: accountWallet('lever'),
    micro_wallet: accountWallet('micro'),
    is_open_CTbi: z.optional(WireInt),
  }),
  z.transform((w): WalletOverview => {
    const accounts = {
      change: w.change_wallet,
      legal: w.legal_wallet,
      lever: w.lever_wallet,
      micro: w.micro_wallet,
    }
    return { accounts, usdtTotal: sumTotals(walletAccounts.map((a) => accounts[a].usdtTotal)) }
  }),
)
export type WalletList = z.infer<typeof WalletList>

/** The wire shape of one balance row of account `A` (what the sandbox sends). */
export type BalanceRowWire<A extends WalletAccount = WalletAccount> = {
  id: number
  currency: number
  currency_name: string
  currency_type: string
  usdt_price: string
  decimal_scale: number
  is_charge: 0 | 1
  is_withdraw: 0 | 1
  is_transfer: 0 | 1
  is_legal: 0 | 1
  is_lever: 0 | 1
  is_match: 0 | 1
  is_micro: 0 | 1
} & Record<`${A}_balance` | `lock_${A}_balance`, string>

export interface AccountWalletWire<A extends WalletAccount = WalletAccount> {
  balance: Array<BalanceRowWire<A>>
  totle: string
  usdt_totle: string
}

export interface WalletListWire {
  legal_wallet: AccountWalletWire<'legal'>
  change_wallet: AccountWalletWire<'change'>
  lever_wallet: AccountWalletWire<'lever'>
  micro_wallet: AccountWalletWire<'micro'>
  is_open_CTbi: 0
}

/** POST wallet/detail → one BalanceRow (the wire row carries `type`, the account asked for). */
export const WalletDetail = z.pipe(
  z.looseObject({ type: WalletAccount }),
  z.transform((w, ctx): BalanceRow => {
    const parsed = z.safeParse(balanceRow(w.type), w)
    if (!parsed.success) {
      ctx.issues.push({ code: 'custom', message: 'invalidResponse', input: w })
      return z.NEVER
    }
    return parsed.data
  }),
)
export type WalletDetailWire = BalanceRowWire & { type: WalletAccount }
