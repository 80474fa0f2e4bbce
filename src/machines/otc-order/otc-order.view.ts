import type { SnapshotFrom } from 'xstate'
import { OTC_APPEAL_MAX, type OtcOrder } from '@/api/contract/otc'
import type { ErrorCode } from '@/api/errors'
import { toPictureView, type PictureSnapshot, type PictureView } from '../kyc/kyc.view'
import { appealIssueOf, type OtcStep } from './otc-order.logic'
import type { otcOrderMachine } from './otc-order.machine'

export type OtcOrderSnapshot = SnapshotFrom<typeof otcOrderMachine>

/**
 * Where the coins in escrow stand: held from the order's opening, released to the buyer on
 * completion, returned to the seller on cancellation.
 */
export type OtcEscrow = 'held' | 'released' | 'returned'

export interface OtcAppealView {
  text: string
  /** Longest text, characters. */
  maxLength: number
  /** The text's or the picture's problem, once the user tried to send. */
  issue: ErrorCode | null
  picture: PictureView
  isSubmitting: boolean
  error: ErrorCode | null
  serverMessage: string
}

export interface OtcOrderView {
  status: 'loading' | 'failed' | 'notFound' | 'ready'
  order: OtcOrder | null
  /** Seconds left to pay, from the server's deadline (0 outside the payment window). */
  secondsLeft: number
  escrow: OtcEscrow
  /** The order is read again (a refresh, or the window's end). */
  isRefreshing: boolean
  canPay: boolean
  canCancel: boolean
  canConfirm: boolean
  canAppeal: boolean
  /** The confirm sheet's step, null when closed. */
  confirm: { step: OtcStep; isSubmitting: boolean } | null
  appeal: OtcAppealView | null
  /** Why loading or the last step failed. */
  error: ErrorCode | null
  serverMessage: string
}

const escrowOf = (order: OtcOrder | null): OtcEscrow =>
  order?.status === 'completed' ? 'released' : order?.status === 'cancelled' ? 'returned' : 'held'

/** `picture` is the invoked picture machine's snapshot (`snapshot.children.picture`). */
export function toOtcOrderView(s: OtcOrderSnapshot, picture?: PictureSnapshot): OtcOrderView {
  const c = s.context
  const status = s.hasTag('loading')
    ? 'loading'
    : s.hasTag('failed')
      ? 'failed'
      : s.hasTag('notFound')
        ? 'notFound'
        : 'ready'
  const appealing = s.hasTag('appealing')
  return {
    status,
    order: status === 'ready' ? c.order : null,
    secondsLeft: c.order?.status === 'awaitingPayment' ? c.secondsLeft : 0,
    escrow: escrowOf(c.order),
    isRefreshing: s.hasTag('refreshing'),
    canPay: s.can({ type: 'step.request', step: 'pay' }),
    canCancel: s.can({ type: 'step.request', step: 'cancel' }),
    canConfirm: s.can({ type: 'step.request', step: 'confirm' }),
    canAppeal: s.can({ type: 'appeal.open' }),
    confirm:
      c.step && s.hasTag('sheetOpen') && !appealing
        ? { step: c.step, isSubmitting: s.hasTag('submitting') }
        : null,
    appeal: appealing
      ? {
          text: c.appealText,
          maxLength: OTC_APPEAL_MAX,
          issue: c.appealTouched ? appealIssueOf(c.appealText, c.appealImg) : null,
          picture: toPictureView(picture, 'front'),
          isSubmitting: s.hasTag('submitting'),
          error: c.error,
          serverMessage: c.serverMessage,
        }
      : null,
    error: appealing ? null : c.error,
    serverMessage: c.serverMessage,
  }
}
