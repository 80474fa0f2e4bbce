import type { SnapshotFrom } from 'xstate'
import { recheckOption, type CheckFact, type PriceRelation } from '@/api/contract/micro-check'
import type { OptionCheck, OptionDirection, OptionOutcome } from '@/api/contract/micro'
import type { ErrorCode } from '@/api/errors'
import { showNumberOf, type EntryIssue } from './option-check.logic'
import type { optionCheckMachine } from './option-check.machine'

export type OptionCheckSnapshot = SnapshotFrom<typeof optionCheckMachine>

export type OptionCheckStatus =
  'idle' | 'loading' | 'open' | 'verified' | 'mismatch' | 'notFound' | 'failed'

/** Step 1: the open price against the engine's public price of the open second. */
export interface OpenStepView {
  /** The open second (ms). */
  at: number
  recorded: string
  published: string
  ok: boolean
}

/** Step 2: the settlement second, exactly the duration later, and its public price. */
export interface SettleStepView {
  /** The settlement second (ms). */
  at: number
  /** The option's duration. */
  seconds: number
  /** settle tick − open tick, in seconds. */
  elapsedSeconds: number
  durationOk: boolean
  /** null while not settled (then `published` and `ok` are null too). */
  recorded: string | null
  published: string | null
  ok: boolean | null
}

/** Step 3: the outcome recomputed from the two public prices, against the recorded one. */
export interface OutcomeStepView {
  direction: OptionDirection
  open: string
  settle: string
  relation: PriceRelation
  computed: OptionOutcome
  /** null: the record has none (it should). */
  recorded: OptionOutcome | null
  ok: boolean
}

export interface OptionCheckView {
  status: OptionCheckStatus
  /** The order number asked about, as the app shows it (id + 10000); null: none asked. */
  number: number | null
  /** The form: what is typed and why it cannot be checked. */
  entry: string
  entryIssue: EntryIssue | null
  order: OptionCheck | null
  open: OpenStepView | null
  settle: SettleStepView | null
  outcome: OutcomeStepView | null
  /** The facts that differ from the public prices (mismatch only). */
  mismatches: CheckFact[]
  error: ErrorCode | null
}

const statusOf = (s: OptionCheckSnapshot): OptionCheckStatus => {
  const tags = ['idle', 'open', 'verified', 'mismatch', 'notFound', 'failed'] as const
  return tags.find((tag) => s.hasTag(tag)) ?? 'loading'
}

function steps(order: OptionCheck | null, ticks: OptionCheckSnapshot['context']['ticks']) {
  if (!order || !ticks) return { open: null, settle: null, outcome: null, mismatches: [] }
  const check = recheckOption(order, ticks)
  const open: OpenStepView = {
    at: order.openTick,
    recorded: order.openPrice,
    published: ticks.open.price,
    ok: check.openPrice,
  }
  const settle: SettleStepView = {
    at: order.settleTick,
    seconds: order.seconds,
    elapsedSeconds: (order.settleTick - order.openTick) / 1000,
    durationOk: check.duration,
    recorded: order.endPrice,
    published: check.settlePrice === null ? null : (ticks.settle?.price ?? null),
    ok: check.settlePrice,
  }
  const outcome: OutcomeStepView | null =
    check.outcome && check.relation && ticks.settle
      ? {
          direction: order.direction,
          open: ticks.open.price,
          settle: ticks.settle.price,
          relation: check.relation,
          computed: check.outcome,
          recorded: order.outcome,
          ok: check.outcomeMatches === true,
        }
      : null
  return { open, settle, outcome, mismatches: check.mismatches }
}

export function toOptionCheckView(s: OptionCheckSnapshot): OptionCheckView {
  const { id, entry, entryIssue, order, ticks, error } = s.context
  const status = statusOf(s)
  return {
    status,
    number: id === null ? null : showNumberOf(id),
    entry,
    entryIssue,
    order: status === 'loading' ? null : order,
    ...steps(status === 'loading' ? null : order, ticks),
    error: status === 'failed' ? error : null,
  }
}
