import type { OptionOrder } from '@/api/contract/micro'
import type { ErrorCode } from '@/api/errors'

export type OptionPositionsEvent =
  | { type: 'list.retry' }
  /** The ticket placed an option (its output): its card shows at once. */
  | { type: 'order.placed'; order: OptionOrder }
  /** A `closed_microorder` push (its `data`): the option settled. */
  | { type: 'order.settled'; order: OptionOrder }
  /** The result card's dismiss. */
  | { type: 'result.dismiss'; id: number }
  | { type: 'results.clear' }

/** For the screen: toast the result and read the balance again. Once per order. */
export type OptionPositionsEmitted = { type: 'settled'; order: OptionOrder }

export type OptionPositionsTag = 'busy' | 'loading' | 'failed' | 'ready' | 'asking'

export interface OptionPositionsInput {
  /** "Now" in ms when the machine starts (the screen: `Date.now()`; stories, tests: MockMicroNow). */
  now: number
  /**
   * Read at each `second` so the countdown follows the device's clock even when a hidden tab's
   * timers were slowed (the screen passes `Date.now`). Without it each `second` moves `now` to
   * the next whole second (tests, stories). @default null
   */
  clock?: (() => number) | null
}

export interface OptionPositionsContext {
  /** ms; moved by the `second` delay only. */
  now: number
  clock: (() => number) | null
  /** Open options (all pairs), newest first; one past its expiry is settling until it closes. */
  orders: OptionOrder[]
  /** Settled options, newest first, at most `MAX_RESULTS`, until dismissed. */
  results: OptionOrder[]
  /** Every id already announced as settled: a push and an answer of the same order count once. */
  settledIds: number[]
  /** Past expiry, asked with `microtrade/get_result`, and still not closed (or the ask failed). */
  unanswered: number[]
  /** Asks in a row that left some option unsettled (the `backoff` grows with it). */
  attempts: number
  /** Why the open options could not be read. */
  error: ErrorCode | null
}
