import type { StateValue } from 'xstate'
import {
  TRADER_CONDITIONS,
  TraderApplicationAnswer,
  traderConditionKeys,
  type ApplicationStatus,
  type TraderApplication,
  type TraderConditionKey,
} from '@/api/contract/follow'
import { MockFollowNow } from '@/api/contract/follow.fixtures'
import {
  traderApplicationMachine,
  type TraderApplicationContext,
} from './trader-application.machine'

const seconds = (minutesAgo: number) => Math.floor((MockFollowNow - minutesAgo * 60_000) / 1000)

/** The caller's progress: all met by default. */
export const MetProgress: Record<TraderConditionKey, number> = {
  closedPositions: 12,
  tradingDays: 9,
  kycVerified: 1,
}
/** Four closed positions, the first two days ago, identity not verified. */
export const UnmetProgress: Record<TraderConditionKey, number> = {
  closedPositions: 4,
  tradingDays: 2,
  kycVerified: 0,
}

export const MockApplicationText =
  'I trade BTC and ETH futures with small positions and a stop on every one; I have traded for three years.'
export const MockRejectReason =
  'Please describe your strategy and how you limit losses in more detail.'

/** follow/application as the sandbox answers it. */
export function mockApplicationWire(
  opts: {
    status?: ApplicationStatus
    isTrader?: boolean
    reason?: string
    rejectReason?: string
    progress?: Record<TraderConditionKey, number>
  } = {},
) {
  const status = opts.status ?? 'none'
  const progress = opts.progress ?? MetProgress
  return {
    status,
    is_trader: opts.isTrader ? 1 : 0,
    reason: opts.reason ?? (status === 'none' ? '' : MockApplicationText),
    reject_reason: opts.rejectReason ?? (status === 'rejected' ? MockRejectReason : ''),
    create_time: status === 'none' ? null : seconds(3 * 24 * 60),
    review_time: status === 'approved' || status === 'rejected' ? seconds(24 * 60) : null,
    conditions: traderConditionKeys.map((key) => ({
      key,
      required: TRADER_CONDITIONS[key],
      actual: progress[key],
      met: progress[key] >= TRADER_CONDITIONS[key],
    })),
  }
}

export const mockApplication = (opts: Parameters<typeof mockApplicationWire>[0] = {}) =>
  TraderApplicationAnswer.parse(mockApplicationWire(opts)) as TraderApplication

const at = (value: StateValue, context: Partial<TraderApplicationContext>) =>
  traderApplicationMachine.resolveState({
    value,
    context: { application: null, text: '', agreed: false, tried: false, error: null, ...context },
  })

const none = mockApplication()
const unmet = mockApplication({ progress: UnmetProgress })
const rejected = mockApplication({ status: 'rejected' })

/** One snapshot per state of the page (and each kind of form). */
export const traderApplicationSnapshots = {
  loading: at('loading', {}),
  failed: at('failed', { error: 'network' }),
  /** Never applied, every condition met, nothing typed yet. */
  formEmpty: at({ form: 'editing' }, { application: none }),
  /** Typed and ticked: ready to send. */
  formFilled: at(
    { form: 'editing' },
    { application: none, text: MockApplicationText, agreed: true },
  ),
  /** Four of ten positions, two of seven days, identity not verified. */
  conditionsNotMet: at({ form: 'editing' }, { application: unmet, text: MockApplicationText }),
  /** Submitted with nothing typed and the agreement unticked. */
  missing: at({ form: 'editing' }, { application: none, tried: true }),
  /** 520 characters pasted. */
  tooLong: at({ form: 'editing' }, { application: none, text: 'a'.repeat(520), agreed: true }),
  submitting: at(
    { form: 'submitting' },
    { application: none, text: MockApplicationText, agreed: true, tried: true },
  ),
  /** Refused conditionsNotMet: the progress is read again, the text kept. */
  refreshing: at(
    { form: 'refreshing' },
    {
      application: none,
      text: MockApplicationText,
      agreed: true,
      tried: true,
      error: 'conditionsNotMet',
    },
  ),
  /** Refused conditionsNotMet after the refresh: which condition is missing now. */
  conditionsNotMetRefused: at(
    { form: 'editing' },
    {
      application: unmet,
      text: MockApplicationText,
      agreed: true,
      tried: true,
      error: 'conditionsNotMet',
    },
  ),
  /** The answer was lost: the text and the tick are still there. */
  networkFailed: at(
    { form: 'editing' },
    { application: none, text: MockApplicationText, agreed: true, tried: true, error: 'network' },
  ),
  /** The caller still follows someone. */
  stopFollowingFirst: at(
    { form: 'editing' },
    {
      application: none,
      text: MockApplicationText,
      agreed: true,
      tried: true,
      error: 'stopFollowingFirst',
    },
  ),
  /** Rejected: the reviewer's reason, the form prefilled with the earlier text. */
  rejected: at({ form: 'editing' }, { application: rejected, text: rejected.reason }),
  pending: at('pending', { application: mockApplication({ status: 'pending' }) }),
  /** Sent from another device meanwhile: the pending page says so. */
  pendingElsewhere: at('pending', {
    application: mockApplication({ status: 'pending' }),
    error: 'applicationPending',
  }),
  approved: at('trader', { application: mockApplication({ status: 'approved', isTrader: true }) }),
}
