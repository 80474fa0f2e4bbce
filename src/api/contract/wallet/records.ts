/**
 * The wallet's record lists (design notes in ../wallet.ts): the paging they share and the ledger,
 * `wallet/legal_log`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import { accountByCode, LedgerType, WalletAccount, type WalletPage } from './common'
import { CurrencyId, Paging, Text, WireTime } from './fields'

/** GET user/withdraw/list, recharge/log, wallet/hzhistory: paging only. */
export const WalletPageRequest = z.object(Paging)
export type WalletPageRequest = z.input<typeof WalletPageRequest>

/** POST wallet/legal_log: the caller's ledger, newest first. */
export const LedgerRequest = z.object({
  currency: z.optional(CurrencyId),
  account: z.optional(WalletAccount),
  type: z.optional(LedgerType),
  ...Paging,
})
export type LedgerRequest = z.input<typeof LedgerRequest>

export interface CustomAPageWire<T> {
  data: T[]
  page: number
  pages: number
  total: number
}

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
  z.transform((w): LedgerEntry => ({
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
  })),
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
  z.transform((w): WalletPage<LedgerEntry> => ({
    items: w.list,
    page: w.page,
    pages: Math.max(1, Math.ceil(w.count / Math.max(1, w.limit))),
    total: w.count,
  })),
)
export interface LedgerPageWire {
  list: LedgerRowWire[]
  count: number
  limit: number
  page: number
  is_open_CTbi: 0
}
