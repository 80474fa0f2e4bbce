/**
 * The OTC order page's rules that are not states (otc-order.machine.ts): the actors over the
 * order's endpoints, which step the user may take in which status, the countdown read from the
 * server's deadline, and the appeal's checks (contract/otc.ts, otc-math.ts).
 */
import { fromPromise } from 'xstate'
import { OTC_APPEAL_MAX, OTC_APPEAL_MIN, type OtcOrder, type OtcStatus } from '@/api/contract/otc'
import { otcSecondsLeft } from '@/api/contract/otc-math'
import type { ErrorCode } from '@/api/errors'
import { otcApi } from '@/api/otc'

/** What the user may do to an order: pay and cancel as buyer, confirm (release) as seller. */
export type OtcStep = 'pay' | 'cancel' | 'confirm'

/** `?order=` as an order id: a positive whole number, else null. */
export const orderIdOfParam = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number.parseInt(value, 10) : null

/** The status and side in which each step is the user's to take. */
const stepRules: Record<OtcStep, { side: OtcOrder['side']; status: OtcStatus }> = {
  pay: { side: 'buy', status: 'awaitingPayment' },
  cancel: { side: 'buy', status: 'awaitingPayment' },
  confirm: { side: 'sell', status: 'paid' },
}

/** Whether `step` is the user's to take, `secondsLeft` in the window by the countdown. */
export const canTakeStep = (order: OtcOrder | null, step: OtcStep, secondsLeft: number) =>
  order !== null &&
  order.side === stepRules[step].side &&
  order.status === stepRules[step].status &&
  // "I have paid" and cancelling end with the window: the server cancels at the deadline
  (step === 'confirm' || secondsLeft > 0)

/** Either side may appeal a paid order the merchant has not settled. */
export const canAppeal = (order: OtcOrder | null) => order?.status === 'paid'

/**
 * Seconds left to pay at the local `now`: the server's deadline, measured from when its answer
 * arrived (`receivedAt`), so a device clock set wrong does not move it.
 */
export const secondsLeftAt = (order: OtcOrder, receivedAt: number, now: number) =>
  otcSecondsLeft(receivedAt + (order.deadlineAt - order.now), now)

/** Why an appeal's text cannot be sent, or null. */
export function appealIssueOf(text: string, img: string | null): ErrorCode | null {
  const length = text.trim().length
  if (length < OTC_APPEAL_MIN || length > OTC_APPEAL_MAX) return 'otcAppealTextInvalid'
  return img ? null : 'pictureRequired'
}

export const loadOrder = fromPromise<OtcOrder, { id: number }>(({ input, signal }) =>
  otcApi.order(input, { signal }),
)

export const takeStep = fromPromise<OtcOrder, { id: number; step: OtcStep }>(
  ({ input: { id, step }, signal }) => otcApi[step]({ id }, { signal }),
)

export const sendAppeal = fromPromise<OtcOrder, { id: number; img: string; content: string }>(
  ({ input, signal }) => otcApi.appeal(input, { signal }),
)
