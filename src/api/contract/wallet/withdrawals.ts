/**
 * Withdrawals (design notes in ../wallet.ts): `wallet/get_info` (the terms), `wallet/out`,
 * `user/withdraw/list` and `wallet/out_log`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import {
  AmountField,
  IdempotencyKeyField,
  reviewStatusOf,
  withdrawKindOf,
  type withdrawTypes,
  type ReviewStatus,
  type TimelineStep,
  customAPage,
  type WithdrawKind,
} from './common'
import { CurrencyId, Id, OptionalWireTime, Text, WireTime, timelineOf } from './fields'

/** POST wallet/get_info, wallet/get_in_address: one currency. */
export const CurrencyRequest = z.object({ currency: CurrencyId })

/** POST wallet/out. */
export const WithdrawRequest = z
  .object({
    type: z.pipe(
      z.coerce.number<(typeof withdrawTypes)[WithdrawKind]>('parameterError'),
      z.union([z.literal(0), z.literal(1), z.literal(2)], 'parameterError'),
    ),
    currency: CurrencyId,
    number: AmountField,
    /** The fee the user was shown (from wallet/get_info); checked, never used. */
    rate: z.string('feeChanged').check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'feeChanged')),
    address_id: z.optional(Id),
    address: z.optional(z.string().check(z.trim(), z.maxLength(128, 'addressNotSaved'))),
    pay_password: z
      .string('payPasswordRequired')
      .check(z.minLength(1, 'payPasswordRequired'), z.maxLength(64, 'payPasswordInvalid')),
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine(
      (v: { type: number; address_id?: number; address?: string }) =>
        v.type !== 0 || v.address_id !== undefined || Boolean(v.address),
      { message: 'addressNotSaved', path: ['address'] },
    ),
  )
export type WithdrawRequest = z.input<typeof WithdrawRequest>

/** GET wallet/out_log: one withdrawal by id. */
export const IdRequest = z.object({ id: Id })

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
export const WithdrawalPage = customAPage(Withdrawal)
