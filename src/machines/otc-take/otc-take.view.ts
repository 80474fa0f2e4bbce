import type { SnapshotFrom } from 'xstate'
import {
  otcFiats,
  otcSides,
  type OtcAd,
  type OtcFiat,
  type OtcOrder,
  type OtcSide,
} from '@/api/contract/otc'
import { OTC_PAYMENT_WINDOW_MS, otcOrderMax, otcTotal } from '@/api/contract/otc-math'
import type { ErrorCode } from '@/api/errors'
import { liveIssue } from '../money-form'
import { takeIssueOf } from './otc-take.logic'
import type { OtcTakeContext, otcTakeMachine } from './otc-take.machine'

export type OtcTakeSnapshot = SnapshotFrom<typeof otcTakeMachine>

/** The order sheet on one ad. */
export interface OtcSheetView {
  ad: OtcAd
  /** The user's side of the order (the ad's). */
  side: OtcSide
  amount: string
  /** The most this order may take (min of the ad's max and what it has left). */
  max: string
  /** The amount's problem worth showing now. */
  amountIssue: ErrorCode | null
  /** The fiat to pay or receive for the typed amount (otc-math `otcTotal`); null until valid. */
  total: string | null
  isSubmitting: boolean
  /** A refusal of the whole order (under the confirm button), or null. */
  error: ErrorCode | null
  serverMessage: string
  /** 997: a bank card must be saved first (the sheet links to it). */
  needsPaymentInfo: boolean
  /** The payment window, minutes. */
  windowMinutes: number
}

export interface OtcTakeView {
  side: OtcSide
  sides: readonly OtcSide[]
  fiat: OtcFiat
  fiats: readonly OtcFiat[]
  quickAmount: string
  quickError: ErrorCode | null
  isQuickLooking: boolean
  /** The sheet, open on an ad; null when closed. */
  sheet: OtcSheetView | null
  /** The order just opened. */
  order: OtcOrder | null
}

function sheetOf(s: OtcTakeSnapshot, c: OtcTakeContext): OtcSheetView | null {
  const ad = c.ad
  if (!ad || !s.hasTag('sheetOpen')) return null
  const issue = takeIssueOf(c)
  const amountError = c.errorField === 'amount' ? c.error : null
  const formError = c.errorField ? null : c.error
  return {
    ad,
    side: ad.side,
    amount: c.amount,
    max: otcOrderMax(ad),
    amountIssue: amountError ?? (c.touched ? issue : liveIssue(c.amount, issue)),
    total: issue === null ? otcTotal(c.amount.trim(), ad.price) : null,
    isSubmitting: s.hasTag('submitting'),
    error: formError === 'paymentInfoRequired' ? null : formError,
    serverMessage: c.serverMessage,
    needsPaymentInfo: formError === 'paymentInfoRequired',
    windowMinutes: OTC_PAYMENT_WINDOW_MS / 60_000,
  }
}

export function toOtcTakeView(s: OtcTakeSnapshot): OtcTakeView {
  const c = s.context
  return {
    side: c.side,
    sides: otcSides,
    fiat: c.fiat,
    fiats: otcFiats,
    quickAmount: c.quickAmount,
    quickError: c.quickError,
    isQuickLooking: s.hasTag('quickLooking'),
    sheet: sheetOf(s, c),
    order: s.hasTag('done') ? c.order : null,
  }
}
