import type { SnapshotFrom } from 'xstate'
import type { DualHighlight, IeoCounts, LockHighlights } from '@/api/contract/finance-math'
import type { ErrorCode } from '@/api/errors'
import type { FinanceCard, financeMachine } from './finance.machine'

export type FinanceSnapshot = SnapshotFrom<typeof financeMachine>

export type FinanceCardStatus = 'loading' | 'failed' | 'ready'

/** One card's figures: `data` once ready (null when no product is open). */
export interface FinanceCardView<T> {
  status: FinanceCardStatus
  data: T | null
  error: ErrorCode | null
}

export interface FinanceView {
  lock: FinanceCardView<LockHighlights>
  dual: FinanceCardView<DualHighlight>
  ieo: FinanceCardView<IeoCounts>
}

const statusOf = (s: FinanceSnapshot, card: FinanceCard): FinanceCardStatus =>
  s.matches({ [card]: 'failed' }) ? 'failed' : s.matches({ [card]: 'ready' }) ? 'ready' : 'loading'

function cardOf<T>(s: FinanceSnapshot, card: FinanceCard, data: T | null): FinanceCardView<T> {
  const status = statusOf(s, card)
  return {
    status,
    data: status === 'ready' ? data : null,
    error: status === 'failed' ? s.context.errors[card] : null,
  }
}

export const toFinanceView = (s: FinanceSnapshot): FinanceView => ({
  lock: cardOf(s, 'lock', s.context.lock),
  dual: cardOf(s, 'dual', s.context.dual),
  ieo: cardOf(s, 'ieo', s.context.ieo),
})
