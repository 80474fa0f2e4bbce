/**
 * Wallet contract (issue 5; api-reference §5, spec §3, §5, §6, §9): balances in four accounts,
 * deposit claims, withdrawals, coin conversion, fund transfer between accounts and the ledger.
 * The money formulas are in wallet-math.ts (the only implementation of each, shared by the
 * sandbox and the client previews). Refusals are BusinessErrorCodes (`errors:<code>`).
 *
 * Designed here where the reference is silent, or departs from it on purpose:
 * - Accounts `legal | change | lever | micro` (§5.1 codes 1–4; no insurance account) hold, per user
 *   and currency, an available and a locked balance. Wallet currencies are those the sandbox marks
 *   as such (BTC 1, ETH 2, USDT 3, each with its `decimal_scale`: 8, 8, 4). Deposits credit
 *   **change**; withdrawals and conversions use **change**. The reference's "withdrawals are taken
 *   from micro" (and `get_info.change_balance` carrying the micro balance) is an artefact of that
 *   build and is not reproduced. Fund transfer (`wallet/change`) moves between any two of the four
 *   accounts, same currency, no fee.
 * - Amounts on the wire are decimal strings: spec §5 amount pattern (positive, at most 10 decimals,
 *   AMOUNT_PATTERN) and at most the currency's `decimal_scale` decimals (`amountTooPrecise`).
 *   Balances are sent with exactly `decimal_scale` decimals. The sandbox stores integer minor
 *   units; nothing is ever a float.
 * - Every money-moving POST (`wallet/change`, `wallet/out`, `wallet/charge_req`, `user/Transfer`)
 *   requires `idempotency_key` (IDEMPOTENCY_KEY: 8–64 of [A-Za-z0-9_-], one per user action; the
 *   client makes it when the user confirms and reuses it for retries). Keyed by (user, key): the
 *   same key with the same request answers the stored first answer (even after a restart); the
 *   same key with a different request is `idempotencyConflict`. The answer is stored in the same
 *   SQLite transaction as the money change; a refusal changes nothing and is not stored, so a
 *   retry is decided again. "Same request" compares the validated fields, not the pay password.
 * - Ledger: append-only rows (user, currency, account, available and locked deltas, balances after,
 *   `type` of `ledgerTypes`, reference id, time), written in the transaction that changes the
 *   balance; Σ deltas = balance, always. `wallet/legal_log` pages them (Custom B) with the filters
 *   `currency`, `account`, `type` (the reference ignored `type`; here it filters).
 * - `wallet/list` (§5.2 shape): four `*_wallet` objects with balance rows, `usdt_totle` =
 *   Σ (available + locked) × usdt_price rounded down to USDT decimals, and `totle` = the same
 *   figure. `usdt_price` is the price engine's live last price against USDT (USDT = 1). The
 *   sandbox sends no CNY figures (`cny_price`, `CNY`, `ExRate`): the app converts USDT values with
 *   its own fiat rates (spec §3). `wallet/detail` is one row of one account.
 * - Deposit (`wallet/get_in_address`, `wallet/get_addresses`, `wallet/charge_req`, `recharge/log`):
 *   platform-wide sandbox addresses, deliberately not valid on any real network so no real coin can
 *   be sent there (`sandbox: true`). A claim `{ account (the sender's address or a note), amount,
 *   currency, type: 0, network (USDT: ERC20 | TRC20) }` is pending (1) until it is credited (2) or
 *   rejected (3, with a reason). Only the operator decides: `POST /api/dev/wallet/deposit/review`
 *   (sandbox; optional scripted auto-credit). There is no deposit bonus: `give` and `give_rate` are
 *   always 0, because the bonus came from user levels this product does not have. `charge_req`
 *   answers the claim in `message` and `url: ''` beside it (no payment gateway).
 * - Withdraw (`wallet/get_info`, `wallet/out`, `user/withdraw/list`, `wallet/out_log`):
 *   `type` 0 address | 1 domestic card | 2 international card (no "3 other"). An address must be
 *   one of the user's saved ones for that currency (`address_id`, or `address` equal to a saved
 *   one; else `addressNotSaved`); a card payout uses the user's saved card of that kind (none:
 *   envelope type 997) and is in USDT only. `rate` is the fee the user was shown: if it is not the
 *   server's current fee the request is refused with `feeChanged` (the client never sets the fee).
 *   `number` includes the fee: arrives = number − fee. Checks in order: amount, minimum
 *   (`min_number`), available change balance, KYC (none: envelope type 998), the 24 h limit of the
 *   level (KYC_LIMITS: Lv1 200 BTC, Lv2 500 BTC, counted in BTC at engine prices at each request's
 *   time over pending and approved withdrawals), pay password (`payPasswordNotSet`,
 *   `payPasswordInvalid`; PAY_PASSWORD_MAX_FAILURES wrong ones lock it for
 *   PAY_PASSWORD_LOCK_MINUTES: `payPasswordLocked`). Effect: number moves available → locked,
 *   status 1 (under review). Approve: the locked number leaves the wallet (2); reject: it returns to
 *   available (3, `notes` = reason). Only the operator decides: `POST /api/dev/wallet/withdraw/review`.
 *   There is no credit-score gate (api-reference §17.11).
 * - Convert (`user/getTransferList`, `user/getTransferFee`, `user/Transfer`) on change balances:
 *   prices come from the price engine (never an admin column). `getTransferFee` answers a quote
 *   `{ form_price, to_price, fee (percent), quote_id, expires_at, expires_in }` valid for
 *   QUOTE_TTL_SECONDS; `Transfer` executes at the quoted prices (formulas in wallet-math.ts) or
 *   refuses `quoteExpired`. One new conversion per CONVERT_INTERVAL_SECONDS per user
 *   (`requestTooFrequent`); a retry with an already used idempotency key is answered, not limited.
 * - Times are `Y-m-d H:i:s` in UTC, as the reference's; normalised records carry epoch ms.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { AMOUNT_PATTERN } from './wallet-math'

/* ---------- constants ---------- */

export const BTC_ID = 1
export const ETH_ID = 2
export const USDT_ID = 3

/** The four accounts (api-reference §5.1), in display order, with their ledger codes. */
export const walletAccounts = ['change', 'legal', 'lever', 'micro'] as const
export type WalletAccount = (typeof walletAccounts)[number]
export const WalletAccount = z.enum(walletAccounts, 'parameterError')
export const accountCodes: Record<WalletAccount, number> = { legal: 1, change: 2, lever: 3, micro: 4 }

/** A quote of user/getTransferFee is honoured this long. */
export const QUOTE_TTL_SECONDS = 10
/** One new conversion per user per this many seconds (api-reference §5.3). */
export const CONVERT_INTERVAL_SECONDS = 3
/** The KYC withdrawal limits (KYC_LIMITS in kyc.ts) count this window. */
export const WITHDRAW_LIMIT_WINDOW_HOURS = 24
/** Wrong pay passwords in a row before `wallet/out` refuses for PAY_PASSWORD_LOCK_MINUTES. */
export const PAY_PASSWORD_MAX_FAILURES = 5
export const PAY_PASSWORD_LOCK_MINUTES = 15
/** Default and largest page of the wallet's lists. */
export const WALLET_PAGE_SIZE = 10
export const WALLET_PAGE_MAX = 50

/** One user action's key; the client makes it on confirm and sends it again on a retry. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/

/** What a ledger row records (`wallet/legal_log` `type`; label `wallet:ledger.type.<type>`). */
export const ledgerTypes = [
  'deposit',
  'withdrawLock',
  'withdrawApprove',
  'withdrawReject',
  'transferOut',
  'transferIn',
  'convertOut',
  'convertFee',
  'convertIn',
] as const
export type LedgerType = (typeof ledgerTypes)[number]
export const LedgerType = z.enum(ledgerTypes, 'parameterError')

/** Withdrawal destinations (`wallet/out` `type`). */
export const withdrawTypes = { address: 0, card: 1, internationalCard: 2 } as const
export type WithdrawKind = keyof typeof withdrawTypes
export const withdrawKinds = Object.keys(withdrawTypes) as WithdrawKind[]
export const withdrawKindOf = (type: number): WithdrawKind | undefined =>
  withdrawKinds.find((k) => withdrawTypes[k] === type)

/** Review states of withdrawals and deposit claims (1 pending, 2 approved / credited, 3 rejected). */
export const reviewStatuses = { pending: 1, approved: 2, rejected: 3 } as const
export type ReviewStatus = keyof typeof reviewStatuses
export const reviewStatusOf = (status: number): ReviewStatus =>
  status === 2 ? 'approved' : status === 3 ? 'rejected' : 'pending'

/** USDT deposit and withdrawal networks; BTC and ETH have one each. */
export const depositNetworks = ['ERC20', 'TRC20'] as const
export type DepositNetwork = (typeof depositNetworks)[number]
/** Every network a deposit claim may name: BTC for bitcoin, ERC20 for ether, ERC20 or TRC20 for USDT. */
export const claimNetworks = ['BTC', 'ERC20', 'TRC20'] as const
export type ClaimNetwork = (typeof claimNetworks)[number]

/** `currency_type` of the deposit address records (spec §3). */
export const depositAddressTypes = ['USDT-ERC', 'USDT-TRC', 'ETH', 'BTC'] as const
export type DepositAddressType = (typeof depositAddressTypes)[number]

/* ---------- request fields ---------- */

/** A positive amount of the spec §5 pattern; the currency's decimals are checked with it known. */
export const AmountField = z.string('amountRequired').check(
  z.trim(),
  z.minLength(1, 'amountRequired'),
  z.regex(AMOUNT_PATTERN, 'amountInvalid'),
  z.refine((v) => /[1-9]/.test(v), 'amountInvalid'),
)

export const IdempotencyKeyField = z
  .string('idempotencyKeyInvalid')
  .check(z.regex(IDEMPOTENCY_KEY, 'idempotencyKeyInvalid'))

const Id = z.coerce.number().check(z.int(), z.positive())
const CurrencyId = z.coerce.number('currencyNotSupported').check(z.int('currencyNotSupported'), z.positive('currencyNotSupported'))

const Paging = {
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(WALLET_PAGE_MAX)), WALLET_PAGE_SIZE),
}
export const WalletPageRequest = z.object(Paging)
export type WalletPageRequest = { page?: number; limit?: number }

/** POST wallet/list: optionally only the rows of one currency name. */
export const WalletListRequest = z.object({
  currency_name: z.optional(z.string().check(z.trim(), z.maxLength(20))),
})

/** POST wallet/detail. */
export const WalletDetailRequest = z.object({
  currency: CurrencyId,
  type: z._default(WalletAccount, 'change'),
})
export type WalletDetailRequest = { currency: number; type?: WalletAccount }

/** POST wallet/change: a fund transfer between two of the caller's accounts. */
export const FundTransferRequest = z
  .object({
    currency_id: CurrencyId,
    number: AmountField,
    from_field: WalletAccount,
    to_field: WalletAccount,
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine((v: { from_field: string; to_field: string }) => v.from_field !== v.to_field, {
      message: 'sameAccount',
      path: ['to_field'],
    }),
  )
export type FundTransferRequest = {
  currency_id: number
  number: string
  from_field: WalletAccount
  to_field: WalletAccount
  idempotency_key: string
}

/** POST wallet/legal_log: the caller's ledger, newest first. */
export const LedgerRequest = z.object({
  currency: z.optional(CurrencyId),
  account: z.optional(WalletAccount),
  type: z.optional(LedgerType),
  ...Paging,
})
export type LedgerRequest = {
  currency?: number
  account?: WalletAccount
  type?: LedgerType
  page?: number
  limit?: number
}

/** POST wallet/get_info, wallet/get_in_address: one currency. */
export const CurrencyRequest = z.object({ currency: CurrencyId })

/** POST wallet/out. */
export const WithdrawRequest = z
  .object({
    type: z.pipe(
      z.coerce.number('parameterError'),
      z.union([z.literal(0), z.literal(1), z.literal(2)], 'parameterError'),
    ),
    currency: CurrencyId,
    number: AmountField,
    /** The fee the user was shown (from wallet/get_info); checked, never used. */
    rate: z.string('feeChanged').check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'feeChanged')),
    address_id: z.optional(Id),
    address: z.optional(z.string().check(z.trim(), z.maxLength(128, 'addressNotSaved'))),
    pay_password: z.string('payPasswordRequired').check(z.minLength(1, 'payPasswordRequired'), z.maxLength(64, 'payPasswordInvalid')),
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine(
      (v: { type: number; address_id?: number; address?: string }) =>
        v.type !== 0 || v.address_id !== undefined || Boolean(v.address),
      { message: 'addressNotSaved', path: ['address'] },
    ),
  )
export type WithdrawRequest = {
  type: 0 | 1 | 2
  currency: number
  number: string
  rate: string
  address_id?: number
  address?: string
  pay_password: string
  idempotency_key: string
}

/** GET user/withdraw/list, recharge/log, wallet/hzhistory: paging only. */
export const IdRequest = z.object({ id: Id })

/** POST wallet/charge_req: a deposit claim. */
/** The longest sender address or transaction hash `wallet/charge_req` takes. */
export const DEPOSIT_ACCOUNT_MAX = 128
/**
 * What a deposit claim's `account` may hold: an address, a destination tag or a transaction hash.
 * Letters and digits (hex, base58, bech32) and the separators they use: `:` (bitcoincash:…,
 * ethereum:…), `.` `-` `_` (names, tags). No spaces, quotes, angle brackets or control characters,
 * so the operator's screens and logs never receive markup or line breaks.
 */
export const DEPOSIT_ACCOUNT_PATTERN = /^[A-Za-z0-9:._-]+$/

/** Why a typed deposit `account` (trimmed first) is refused, or null: the form and the sandbox. */
export function depositAccountIssue(
  value: string,
): 'depositAccountRequired' | 'depositAccountInvalid' | null {
  const account = value.trim()
  if (account === '' || account.length > DEPOSIT_ACCOUNT_MAX) return 'depositAccountRequired'
  return DEPOSIT_ACCOUNT_PATTERN.test(account) ? null : 'depositAccountInvalid'
}

export const DepositClaimRequest = z.object({
  account: z.string('depositAccountRequired').check(
    z.trim(),
    z.minLength(1, 'depositAccountRequired'),
    z.maxLength(DEPOSIT_ACCOUNT_MAX, 'depositAccountRequired'),
    z.regex(DEPOSIT_ACCOUNT_PATTERN, 'depositAccountInvalid'),
  ),
  amount: AmountField,
  currency: CurrencyId,
  type: z._default(z.pipe(z.coerce.number('parameterError'), z.literal(0, 'parameterError')), 0),
  network: z.optional(z.enum(claimNetworks, 'networkRequired')),
  idempotency_key: IdempotencyKeyField,
})
export type DepositClaimRequest = {
  account: string
  amount: string
  currency: number
  type?: 0
  /** Required for USDT (ERC20 | TRC20); BTC and ETH have one network each and may omit it. */
  network?: ClaimNetwork
  idempotency_key: string
}

/** POST user/getTransferFee. */
export const TransferFeeRequest = z
  .object({ from_currency_id: CurrencyId, to_currency_id: CurrencyId })
  .check(
    z.refine(
      (v: { from_currency_id: number; to_currency_id: number }) => v.from_currency_id !== v.to_currency_id,
      { message: 'sameCurrency', path: ['to_currency_id'] },
    ),
  )
export type TransferFeeRequest = { from_currency_id: number; to_currency_id: number }

/** POST user/Transfer: a conversion at a quote's prices. */
export const ConvertRequest = z
  .object({
    number: AmountField,
    from_currency_id: CurrencyId,
    to_currency_id: CurrencyId,
    quote_id: z.string('quoteExpired').check(z.regex(/^[0-9a-f]{32}$/, 'quoteExpired')),
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine(
      (v: { from_currency_id: number; to_currency_id: number }) => v.from_currency_id !== v.to_currency_id,
      { message: 'sameCurrency', path: ['to_currency_id'] },
    ),
  )
export type ConvertRequest = {
  number: string
  from_currency_id: number
  to_currency_id: number
  quote_id: string
  idempotency_key: string
}

/* ---------- shared wire pieces ---------- */

/** `Y-m-d H:i:s` (UTC) → epoch ms; a time without a zone is the server's UTC. */
export function wireTimeToMs(value: string): number {
  const ms = Date.parse(`${value.trim().replace(' ', 'T')}Z`)
  return Number.isNaN(ms) ? Date.parse(value) : ms
}
/** Epoch ms → `Y-m-d H:i:s` (UTC). */
export const msToWireTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

const WireTime = z.pipe(z.string(), z.transform(wireTimeToMs))
const OptionalWireTime = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => (v ? wireTimeToMs(v) : null)),
)
const Flag = z.pipe(
  z._default(z.optional(WireInt), 0),
  z.transform((v: number) => v === 1),
)
const Text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? ''),
)

/** Normalised page of any of the wallet's lists (Custom A, Custom B, Laravel). */
export interface WalletPage<T> {
  items: T[]
  page: number
  pages: number
  total: number
}

/* ---------- wallet/list, wallet/detail ---------- */

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

/* ---------- wallet/change, wallet/hzhistory ---------- */

export interface FundTransferRecord {
  id: number
  currencyId: number
  currencyName: string
  number: string
  from: WalletAccount
  to: WalletAccount
  time: number
}

const FundTransferWireFields = {
  id: WireInt,
  currency: WireInt,
  currency_name: z.string(),
  number: Decimal,
  from_field: WalletAccount,
  to_field: WalletAccount,
  created_time: WireTime,
}
export const FundTransfer = z.pipe(
  z.object(FundTransferWireFields),
  z.transform(
    (w): FundTransferRecord => ({
      id: w.id,
      currencyId: w.currency,
      currencyName: w.currency_name,
      number: w.number,
      from: w.from_field,
      to: w.to_field,
      time: w.created_time,
    }),
  ),
)
export interface FundTransferWire {
  id: number
  user_id: number
  currency: number
  currency_name: string
  number: string
  from_field: WalletAccount
  to_field: WalletAccount
  /** Same as `number` (the reference's ledger items carry `value`). */
  value: string
  /** `wallet:transfer.info` in the request's language: "Change → Contract". */
  info: string
  created_time: string
}

/** GET wallet/hzhistory: a Laravel paginator of the caller's fund transfers, newest first. */
export const FundTransferPage = z.pipe(
  z.object({
    current_page: WireInt,
    data: z.array(FundTransfer),
    last_page: WireInt,
    total: WireInt,
    per_page: z.optional(WireInt),
  }),
  z.transform(
    (w): WalletPage<FundTransferRecord> => ({
      items: w.data,
      page: w.current_page,
      pages: w.last_page,
      total: w.total,
    }),
  ),
)
export interface LaravelPageWire<T> {
  current_page: number
  data: T[]
  first_page_url: string
  from: number | null
  last_page: number
  last_page_url: string
  next_page_url: string | null
  path: string
  per_page: number
  prev_page_url: string | null
  to: number | null
  total: number
}

/* ---------- wallet/legal_log ---------- */

export interface LedgerEntry {
  id: number
  currencyId: number
  currencyName: string
  account: WalletAccount
  type: LedgerType | null
  /** Signed change of the available balance. */
  available: string
  /** Signed change of the locked balance. */
  locked: string
  /** Balances after the change. */
  availableAfter: string
  lockedAfter: string
  /** The withdrawal, claim, transfer or conversion id behind the row. */
  referenceId: number | null
  /** The server's sentence, for types the client does not know. */
  info: string
  time: number
}

const accountByCode = (code: number): WalletAccount =>
  walletAccounts.find((a) => accountCodes[a] === code) ?? 'change'

export const LedgerRow = z.pipe(
  z.object({
    id: WireInt,
    currency: WireInt,
    currency_name: z.string(),
    account: z.union([WalletAccount, WireInt]),
    type: z.string(),
    value: Decimal,
    lock_value: z._default(z.optional(Decimal), '0'),
    after: z._default(z.optional(Decimal), '0'),
    lock_after: z._default(z.optional(Decimal), '0'),
    reference_id: z._default(z.optional(z.nullable(WireInt)), null),
    info: Text,
    created_time: WireTime,
  }),
  z.transform(
    (w): LedgerEntry => ({
      id: w.id,
      currencyId: w.currency,
      currencyName: w.currency_name,
      account: typeof w.account === 'number' ? accountByCode(w.account) : w.account,
      type: LedgerType.safeParse(w.type).data ?? null,
      available: w.value,
      locked: w.lock_value,
      availableAfter: w.after,
      lockedAfter: w.lock_after,
      referenceId: w.reference_id,
      info: w.info,
      time: w.created_time,
    }),
  ),
)
export interface LedgerRowWire {
  id: number
  user_id: number
  currency: number
  currency_name: string
  account: WalletAccount
  account_code: number
  type: LedgerType
  /** Signed available delta, the currency's decimals ("-0.50000000"). */
  value: string
  lock_value: string
  /** The available balance before and after the row. */
  before: string
  after: string
  lock_after: string
  reference_id: number | null
  /** `wallet:ledger.type.<type>` in the request's language. */
  info: string
  created_time: string
}

/** POST wallet/legal_log: Custom B `{ list, count, limit }` plus `page`. */
export const LedgerPage = z.pipe(
  z.object({
    list: z.array(LedgerRow),
    count: WireInt,
    limit: WireInt,
    page: z._default(z.optional(WireInt), 1),
  }),
  z.transform(
    (w): WalletPage<LedgerEntry> => ({
      items: w.list,
      page: w.page,
      pages: Math.max(1, Math.ceil(w.count / Math.max(1, w.limit))),
      total: w.count,
    }),
  ),
)
export interface LedgerPageWire {
  list: LedgerRowWire[]
  count: number
  limit: number
  page: number
  is_open_CTbi: 0
}

/* ---------- withdrawal ---------- */

/** POST wallet/get_info: the terms of a withdrawal of one currency, for this user now. */
export const WithdrawInfo = z.pipe(
  z.object({
    currency: WireInt,
    name: z.string(),
    /** The fee, absolute, in coin units. */
    rate: Decimal,
    min_number: Decimal,
    decimal_scale: z._default(z.optional(WireInt), 8),
    /** The available change balance (the reference's micro quirk is not reproduced). */
    change_balance: Decimal,
    legal_balance: z._default(z.optional(Decimal), '0'),
    /** 0 none, 1, 2. */
    kyc_level: z._default(z.optional(WireInt), 0),
    /** The level's 24 h limit, used and remaining, in BTC ('' when not verified). */
    limit_btc: Text,
    used_btc: Text,
    remaining_btc: Text,
    /** BTC price of one unit of this currency now (engine prices), to preview the limit. */
    btc_rate: Text,
    /** Which destinations this currency can go to (`withdrawTypes` values). */
    types: z._default(z.optional(z.array(WireInt)), [0]),
  }),
  z.transform((w) => ({
    currencyId: w.currency,
    currencyName: w.name,
    fee: w.rate,
    min: w.min_number,
    scale: w.decimal_scale,
    available: w.change_balance,
    kycLevel: w.kyc_level as 0 | 1 | 2,
    limitBtc: w.limit_btc,
    usedBtc: w.used_btc,
    remainingBtc: w.remaining_btc,
    btcRate: w.btc_rate,
    kinds: w.types.map(withdrawKindOf).filter((k): k is WithdrawKind => k !== undefined),
  })),
)
export type WithdrawInfo = z.infer<typeof WithdrawInfo>
export type WithdrawInfoWire = z.input<typeof WithdrawInfo>

/** One step of a request's status timeline. */
export interface TimelineStep {
  step: 'submitted' | 'reviewing' | 'approved' | 'rejected'
  /** Epoch ms; null for the step not reached yet (`reviewing`). */
  time: number | null
  /** The reviewer's reason, on `rejected`. */
  reason: string
}

export interface WithdrawalRecord {
  id: number
  currencyId: number
  currencyName: string
  kind: WithdrawKind
  number: string
  fee: string
  arrives: string
  /** The address, or the card's masked number. */
  destination: string
  /** The address book label or the bank name. */
  destinationName: string
  /** BTC / ERC20 / TRC20 for addresses, '' for cards. */
  network: string
  status: ReviewStatus
  /** The reviewer's reason when rejected. */
  reason: string
  time: number
  reviewedTime: number | null
  timeline: TimelineStep[]
}

function timelineOf(status: ReviewStatus, time: number, reviewed: number | null, reason: string): TimelineStep[] {
  const submitted: TimelineStep = { step: 'submitted', time, reason: '' }
  if (status === 'pending') return [submitted, { step: 'reviewing', time: null, reason: '' }]
  return [submitted, { step: status, time: reviewed, reason: status === 'rejected' ? reason : '' }]
}

export const Withdrawal = z.pipe(
  z.object({
    id: WireInt,
    currency: WireInt,
    name: z.string(),
    type: z._default(z.optional(WireInt), 0),
    number: Decimal,
    rate: z._default(z.optional(Decimal), '0'),
    real_number: z.optional(Decimal),
    address: Text,
    address_name: Text,
    network: Text,
    status: WireInt,
    status_text: Text,
    notes: Text,
    create_time: WireTime,
    review_time: OptionalWireTime,
  }),
  z.transform((w): WithdrawalRecord => {
    const status = reviewStatusOf(w.status)
    const reason = status === 'rejected' ? w.notes || w.status_text : ''
    return {
      id: w.id,
      currencyId: w.currency,
      currencyName: w.name,
      kind: withdrawKindOf(w.type) ?? 'address',
      number: w.number,
      fee: w.rate,
      arrives: w.real_number ?? w.number,
      destination: w.address,
      destinationName: w.address_name,
      network: w.network,
      status,
      reason,
      time: w.create_time,
      reviewedTime: w.review_time,
      timeline: timelineOf(status, w.create_time, w.review_time, reason),
    }
  }),
)
export interface WithdrawalWire {
  id: number
  currency: number
  /** The currency's name. */
  name: string
  type: 0 | 1 | 2
  number: string
  /** The fee charged. */
  rate: string
  /** number − rate: what arrives. */
  real_number: string
  /** Address, or the card number masked to its last four digits. */
  address: string
  address_name: string
  network: string
  status: 1 | 2 | 3
  /** `wallet:review.status.<status>` in the request's language; the reason when rejected. */
  status_text: string
  notes: string
  create_time: string
  review_time: string | null
}

/** GET user/withdraw/list: Custom A. */
export const WithdrawalPage = z.pipe(
  z.object({ data: z.array(Withdrawal), page: WireInt, pages: WireInt, total: WireInt }),
  z.transform((w): WalletPage<WithdrawalRecord> => ({ items: w.data, page: w.page, pages: w.pages, total: w.total })),
)
export interface CustomAPageWire<T> {
  data: T[]
  page: number
  pages: number
  total: number
}

/* ---------- deposit ---------- */

/** POST wallet/get_in_address: USDT `{ erc20, trc20 }`, other coins one address. */
export const DepositAddress = z.pipe(
  z.union([z.string(), z.object({ erc20: z.string(), trc20: z.string() })]),
  z.transform((w): Partial<Record<DepositNetwork | 'main', string>> =>
    typeof w === 'string' ? { main: w } : { ERC20: w.erc20, TRC20: w.trc20 },
  ),
)
export type DepositAddressWire = string | { erc20: string; trc20: string }

/** GET wallet/get_addresses: every platform deposit address (spec §3, §7). */
export const DepositAddressRecord = z.object({
  currency_type: z.enum(depositAddressTypes),
  address: z.string(),
  currency: z.optional(WireInt),
  network: z.optional(z.string()),
  sandbox: z._default(z.optional(z.boolean()), false),
})
export type DepositAddressRecord = z.infer<typeof DepositAddressRecord>
export type DepositAddressRecordWire = z.input<typeof DepositAddressRecord>
export const DepositAddressList = z.array(DepositAddressRecord)

export interface DepositRecord {
  id: number
  oid: string
  currencyId: number
  currencyName: string
  amount: string
  network: string
  /** The sender's address or note the user typed. */
  account: string
  status: ReviewStatus
  reason: string
  time: number
  reviewedTime: number | null
  timeline: TimelineStep[]
}

export const DepositClaim = z.pipe(
  z.object({
    id: WireInt,
    oid: z.string(),
    type: z._default(z.optional(WireInt), 0),
    uid: z.optional(WireInt),
    currency_id: WireInt,
    name: z.string(),
    amount: Decimal,
    give: z._default(z.optional(Decimal), '0'),
    give_rate: z._default(z.optional(Decimal), '0'),
    user_account: Text,
    network: Text,
    status: WireInt,
    reason: Text,
    created_at: WireTime,
    reviewed_at: OptionalWireTime,
  }),
  z.transform((w): DepositRecord => {
    const status = reviewStatusOf(w.status)
    return {
      id: w.id,
      oid: w.oid,
      currencyId: w.currency_id,
      currencyName: w.name,
      amount: w.amount,
      network: w.network,
      account: w.user_account,
      status,
      reason: w.reason,
      time: w.created_at,
      reviewedTime: w.reviewed_at,
      timeline: timelineOf(status, w.created_at, w.reviewed_at, w.reason),
    }
  }),
)
export interface DepositClaimWire {
  id: number
  oid: string
  type: 0
  uid: number
  currency_id: number
  name: string
  amount: string
  /** Always "0": no deposit bonus (see the header). */
  give: string
  give_rate: string
  user_account: string
  network: string
  status: 1 | 2 | 3
  reason: string
  created_at: string
  reviewed_at: string | null
}

/** GET recharge/log: Custom A. */
export const DepositPage = z.pipe(
  z.object({ data: z.array(DepositClaim), page: WireInt, pages: WireInt, total: WireInt }),
  z.transform((w): WalletPage<DepositRecord> => ({ items: w.data, page: w.page, pages: w.pages, total: w.total })),
)

/* ---------- conversion ---------- */

/** POST user/getTransferList. */
export const ConvertOptions = z.pipe(
  z.object({
    transfer: z.array(z.object({ id: WireInt, name: z.string(), decimal_scale: z._default(z.optional(WireInt), 8) })),
    wallet: z.array(z.object({ currency: WireInt, change_balance: Decimal })),
  }),
  z.transform((w) => ({
    currencies: w.transfer.map((c) => ({
      id: c.id,
      name: c.name,
      scale: c.decimal_scale,
      available: w.wallet.find((b) => b.currency === c.id)?.change_balance ?? '0',
    })),
  })),
)
export type ConvertOptions = z.infer<typeof ConvertOptions>
export interface ConvertOptionsWire {
  transfer: Array<{ id: number; name: string; decimal_scale: number }>
  wallet: Array<{ currency: number; change_balance: string }>
}

/** POST user/getTransferFee: a quote. */
export const ConvertQuote = z.pipe(
  z.object({
    form_price: Decimal,
    to_price: Decimal,
    fee: Decimal,
    quote_id: z.string(),
    expires_at: WireInt,
    expires_in: z._default(z.optional(WireInt), QUOTE_TTL_SECONDS),
    from_currency_id: WireInt,
    to_currency_id: WireInt,
  }),
  z.transform((w) => ({
    quoteId: w.quote_id,
    fromCurrencyId: w.from_currency_id,
    toCurrencyId: w.to_currency_id,
    fromPrice: w.form_price,
    toPrice: w.to_price,
    feePercent: w.fee,
    /** Server time (epoch ms) after which `Transfer` refuses the quote. */
    expiresAt: w.expires_at,
    /** Seconds of validity from the moment it was answered: count down from this on the client. */
    expiresIn: w.expires_in,
  })),
)
export type ConvertQuote = z.infer<typeof ConvertQuote>
export interface ConvertQuoteWire {
  /** The from-currency's USDT price (the original's spelling). */
  form_price: string
  to_price: string
  /** Percent of `number`, charged on top. */
  fee: string
  quote_id: string
  expires_at: number
  expires_in: number
  from_currency_id: number
  to_currency_id: number
}

export interface ConversionRecord {
  id: number
  fromCurrencyId: number
  fromName: string
  toCurrencyId: number
  toName: string
  number: string
  fee: string
  debit: string
  toAmount: string
  fromPrice: string
  toPrice: string
  feePercent: string
  time: number
}

/** POST user/Transfer: the conversion as executed. */
export const Conversion = z.pipe(
  z.object({
    id: WireInt,
    from_currency_id: WireInt,
    from_name: z.string(),
    to_currency_id: WireInt,
    to_name: z.string(),
    number: Decimal,
    fee: Decimal,
    debit: Decimal,
    to_amount: Decimal,
    form_price: Decimal,
    to_price: Decimal,
    fee_percent: Decimal,
    created_time: WireTime,
  }),
  z.transform(
    (w): ConversionRecord => ({
      id: w.id,
      fromCurrencyId: w.from_currency_id,
      fromName: w.from_name,
      toCurrencyId: w.to_currency_id,
      toName: w.to_name,
      number: w.number,
      fee: w.fee,
      debit: w.debit,
      toAmount: w.to_amount,
      fromPrice: w.form_price,
      toPrice: w.to_price,
      feePercent: w.fee_percent,
      time: w.created_time,
    }),
  ),
)
export interface ConversionWire {
  id: number
  from_currency_id: number
  from_name: string
  to_currency_id: number
  to_name: string
  /** The amount converted (from-currency decimals). */
  number: string
  /** The fee, from-currency units, charged on top. */
  fee: string
  /** number + fee: what left the from-wallet. */
  debit: string
  to_amount: string
  form_price: string
  to_price: string
  fee_percent: string
  created_time: string
}

/** The dev review body (sandbox only): `POST /api/dev/wallet/{deposit,withdraw}/review`. */
export const ReviewRequest = z.object({
  id: Id,
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
export type ReviewRequest = { id: number; decision: 'approve' | 'reject'; reason?: string }

/** Messages the server puts in `info` / `status_text` (keys of the `wallet` namespace). */
export const walletServerKeys = [
  ...walletAccounts.map((a) => `account.${a}` as const),
  ...ledgerTypes.map((t) => `ledger.type.${t}` as const),
  'review.status.pending',
  'review.status.approved',
  'review.status.rejected',
  'transfer.info',
] as const

/**
 * The sandbox's platform deposit addresses (wallet/get_in_address, wallet/get_addresses). They
 * look like addresses but are valid on no real network (non-hex, out-of-alphabet characters), so
 * no wallet can send real coins to them.
 */
export const SANDBOX_DEPOSIT_ADDRESSES: ReadonlyArray<{
  currency_type: DepositAddressType
  currency: number
  network: string
  address: string
}> = [
  { currency_type: 'USDT-ERC', currency: USDT_ID, network: 'ERC20', address: '0xSandboxUsdtErc20DepositNotReal0000000000' },
  { currency_type: 'USDT-TRC', currency: USDT_ID, network: 'TRC20', address: 'TSandboxUsdtTrc20DepositNotReaL111' },
  { currency_type: 'ETH', currency: ETH_ID, network: 'ERC20', address: '0xSandboxEthDepositNotReal0000000000000000' },
  { currency_type: 'BTC', currency: BTC_ID, network: 'BTC', address: 'tb1qsandbox0btc0deposit0address0not0real' },
]
