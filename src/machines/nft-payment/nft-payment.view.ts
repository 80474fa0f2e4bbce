import type { SnapshotFrom } from 'xstate'
import type { DepositFate, NftWinnerOrder } from '@/api/contract/nft-auction'
import type { ErrorCode } from '@/api/errors'
import { paymentSecondsLeft, type nftPaymentMachine } from './nft-payment.machine'

export type NftPaymentSnapshot = SnapshotFrom<typeof nftPaymentMachine>

export type NftPaymentStatus = 'awaitingPayment' | 'confirming' | 'submitting' | 'paid' | 'expired'

export interface NftPaymentView {
  status: NftPaymentStatus
  order: NftWinnerOrder
  /** Seconds left to pay on the sandbox's clock (0 once past the deadline). */
  secondsLeft: number
  /** What becomes of the deposit as things stand. */
  depositFate: DepositFate
  isConfirmOpen: boolean
  isSubmitting: boolean
  error: ErrorCode | null
  serverMessage: string
}

function statusOf(s: NftPaymentSnapshot): NftPaymentStatus {
  if (s.hasTag('paid')) return 'paid'
  if (s.hasTag('expired')) return 'expired'
  if (s.hasTag('submitting')) return 'submitting'
  return s.hasTag('sheetOpen') ? 'confirming' : 'awaitingPayment'
}

export function toNftPaymentView(s: NftPaymentSnapshot): NftPaymentView {
  const c = s.context
  const status = statusOf(s)
  return {
    status,
    order: c.order,
    secondsLeft: status === 'paid' || status === 'expired' ? 0 : paymentSecondsLeft(c),
    depositFate: c.order.depositFate,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.error,
    serverMessage: c.serverMessage,
  }
}
