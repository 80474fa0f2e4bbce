/**
 * Deposits (design notes in ../wallet.ts): the platform's sandbox addresses
 * (`wallet/get_in_address`, `wallet/get_addresses`), the claim `wallet/charge_req` and `recharge/log`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import {
  AmountField,
  BTC_ID,
  ETH_ID,
  IdempotencyKeyField,
  USDT_ID,
  claimNetworks,
  depositAddressTypes,
  reviewStatusOf,
  type DepositAddressType,
  type DepositNetwork,
  type ReviewStatus,
  type TimelineStep,
  customAPage,
} from './common'
import { CurrencyId, OptionalWireTime, Text, WireTime, timelineOf } from './fields'

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

/** POST wallet/charge_req: a deposit claim. */
export const DepositClaimRequest = z.object({
  account: z
    .string('depositAccountRequired')
    .check(
      z.trim(),
      z.minLength(1, 'depositAccountRequired'),
      z.maxLength(DEPOSIT_ACCOUNT_MAX, 'depositAccountRequired'),
      z.regex(DEPOSIT_ACCOUNT_PATTERN, 'depositAccountInvalid'),
    ),
  amount: AmountField,
  currency: CurrencyId,
  type: z._default(z.pipe(z.coerce.number<0>('parameterError'), z.literal(0, 'parameterError')), 0),
  /** Required for USDT (ERC20 | TRC20); BTC and ETH have one network each and may omit it. */
  network: z.optional(z.enum(claimNetworks, 'networkRequired')),
  idempotency_key: IdempotencyKeyField,
})
export type DepositClaimRequest = z.input<typeof DepositClaimRequest>

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
export const DepositPage = customAPage(DepositClaim)

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
  {
    currency_type: 'USDT-ERC',
    currency: USDT_ID,
    network: 'ERC20',
    address: '0xSandboxUsdtErc20DepositNotReal0000000000',
  },
  {
    currency_type: 'USDT-TRC',
    currency: USDT_ID,
    network: 'TRC20',
    address: 'TSandboxUsdtTrc20DepositNotReaL111',
  },
  {
    currency_type: 'ETH',
    currency: ETH_ID,
    network: 'ERC20',
    address: '0xSandboxEthDepositNotReal0000000000000000',
  },
  {
    currency_type: 'BTC',
    currency: BTC_ID,
    network: 'BTC',
    address: 'tb1qsandbox0btc0deposit0address0not0real',
  },
]
