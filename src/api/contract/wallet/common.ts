/**
 * The wallet's shared vocabulary (design notes in ../wallet.ts): currency ids, the four accounts
 * and their ledger codes, limits, ledger types, withdrawal kinds, review states, networks, the
 * amount and idempotency-key request fields, wire times and the normalised page.
 */
import * as z from 'zod/mini'
import { WireInt } from '../common'
import { AMOUNT_PATTERN } from '../wallet-math'

/* ---------- constants ---------- */

export const BTC_ID = 1
export const ETH_ID = 2
export const USDT_ID = 3

/** The four accounts (api-reference §5.1), in display order, with their ledger codes. */
export const walletAccounts = ['change', 'legal', 'lever', 'micro'] as const
export type WalletAccount = (typeof walletAccounts)[number]
export const WalletAccount = z.enum(walletAccounts, 'parameterError')
export const accountCodes: Record<WalletAccount, number> = {
  legal: 1,
  change: 2,
  lever: 3,
  micro: 4,
}
/** The account of a ledger code (`change` for a code that is none of the four). */
export const accountByCode = (code: number): WalletAccount =>
  walletAccounts.find((a) => accountCodes[a] === code) ?? 'change'

/** A quote of user/getTransferFee is honoured this long. */
export const QUOTE_TTL_SECONDS = 10
/** One new conversion per user per this many seconds (api-reference §5.3). */
export const CONVERT_INTERVAL_SECONDS = 3
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
  'orderLock',
  'orderUnlock',
  'orderSpend',
  'orderReceive',
  'leverMargin',
  'leverFee',
  'leverRefund',
  'leverSettle',
  'leverOvernight',
  'microStake',
  'microFee',
  'microSettle',
  'lockmingLock',
  'lockmingInterest',
  'lockmingReturn',
  'lockmingPenalty',
  'ieoPay',
  'ieoDeliver',
  'dualInvest',
  'dualSettle',
  'nftPay',
  'nftSaleIncome',
  'nftSaleFee',
  'nftMarginHold',
  'nftMarginReturn',
  'nftMarginForfeit',
  'quizStake',
  'quizPayout',
  'quizRefund',
  'borrowCollateralHold',
  'borrowCollateralReturn',
  'borrowDisburse',
  'borrowRepay',
  'borrowInterest',
  'borrowLiquidate',
  'quickBuyCredit',
  'otcEscrowHold',
  'otcEscrowRelease',
  'otcEscrowReturn',
  'otcReceive',
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

/* ---------- shared wire pieces ---------- */

/** `Y-m-d H:i:s` (UTC) → epoch ms; a time without a zone is the server's UTC. */
export function wireTimeToMs(value: string): number {
  const ms = Date.parse(`${value.trim().replace(' ', 'T')}Z`)
  return Number.isNaN(ms) ? Date.parse(value) : ms
}
/** Epoch ms → `Y-m-d H:i:s` (UTC). */
export const msToWireTime = (ms: number) =>
  new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** Normalised page of any of the wallet's lists (Custom A, Custom B, Laravel). */
export interface WalletPage<T> {
  items: T[]
  page: number
  pages: number
  total: number
}

/** A Custom A page `{ data[], page, pages, total }` (api-reference §1.3) of `item`, normalised. */
export const customAPage = <T extends z.core.$ZodType>(item: T) =>
  z.pipe(
    z.object({ data: z.array(item), page: WireInt, pages: WireInt, total: WireInt }),
    z.transform((w): WalletPage<z.output<T>> => ({
      items: w.data,
      page: w.page,
      pages: w.pages,
      total: w.total,
    })),
  )

/** One step of a request's status timeline. */
export interface TimelineStep {
  step: 'submitted' | 'reviewing' | 'approved' | 'rejected'
  /** Epoch ms; null for the step not reached yet (`reviewing`). */
  time: number | null
  /** The reviewer's reason, on `rejected`. */
  reason: string
}
