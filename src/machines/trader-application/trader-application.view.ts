import type { SnapshotFrom } from 'xstate'
import {
  APPLICATION_TEXT_MAX,
  type TraderApplication,
  type TraderCondition,
} from '@/api/contract/follow'
import type { ErrorCode } from '@/api/errors'
import {
  conditionsMet,
  isApplicationText,
  type traderApplicationMachine,
} from './trader-application.machine'

export type TraderApplicationSnapshot = SnapshotFrom<typeof traderApplicationMachine>

export type TraderApplicationStatus = 'loading' | 'failed' | 'form' | 'pending' | 'trader'

export interface TraderApplicationView {
  status: TraderApplicationStatus
  application: TraderApplication | null
  conditions: TraderCondition[]
  /** Every condition is met: the form may be sent. */
  conditionsMet: boolean
  /** The form was shown after a rejection (the reviewer's reason above it). */
  rejected: boolean
  text: string
  /** Characters typed, against `textMax`. */
  textLength: number
  textMax: number
  agreed: boolean
  /** Under the text: empty or too long (shown once a submit was tried, or when too long). */
  textError: 'applicationTextInvalid' | null
  agreementError: 'agreementRequired' | null
  isSubmitting: boolean
  /**
   * The form's refusal or failure (conditionsNotMet, stopFollowingFirst, network…); on the pending
   * and trader pages, the stale refusal that led there (applicationPending, alreadyTrader); the
   * load failure when `failed`. Never a session error.
   */
  error: ErrorCode | null
}

function statusOf(s: TraderApplicationSnapshot): TraderApplicationStatus {
  if (s.hasTag('loading')) return 'loading'
  if (s.hasTag('failed')) return 'failed'
  if (s.matches('trader')) return 'trader'
  if (s.matches('pending')) return 'pending'
  return s.matches('form') ? 'form' : 'loading'
}

export function toTraderApplicationView(s: TraderApplicationSnapshot): TraderApplicationView {
  const { application, text, agreed, tried, error } = s.context
  const status = statusOf(s)
  const tooLong = text.trim().length > APPLICATION_TEXT_MAX
  return {
    status,
    application: status === 'loading' || status === 'failed' ? null : application,
    conditions: application?.conditions ?? [],
    conditionsMet: conditionsMet(application),
    rejected: status === 'form' && application?.status === 'rejected',
    text,
    textLength: text.length,
    textMax: APPLICATION_TEXT_MAX,
    agreed,
    textError: (tried || tooLong) && !isApplicationText(text) ? 'applicationTextInvalid' : null,
    agreementError: tried && !agreed ? 'agreementRequired' : null,
    isSubmitting: s.hasTag('submitting'),
    error,
  }
}
