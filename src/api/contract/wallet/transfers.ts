/**
 * Fund transfer between the caller's accounts (design notes in ../wallet.ts): `wallet/change` and
 * its history `wallet/hzhistory`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import { AmountField, IdempotencyKeyField, WalletAccount, type WalletPage } from './common'
import { CurrencyId, WireTime } from './fields'

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
export type FundTransferRequest = z.input<typeof FundTransferRequest>

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
  z.transform((w): FundTransferRecord => ({
    id: w.id,
    currencyId: w.currency,
    currencyName: w.currency_name,
    number: w.number,
    from: w.from_field,
    to: w.to_field,
    time: w.created_time,
  })),
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
  z.transform((w): WalletPage<FundTransferRecord> => ({
    items: w.data,
    page: w.current_page,
    pages: w.last_page,
    total: w.total,
  })),
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
