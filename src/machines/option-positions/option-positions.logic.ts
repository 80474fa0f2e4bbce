/**
 * The open-option cards' pure rules (option-positions.machine.ts): how a placed, loaded or settled
 * order moves the cards, which options are past their expiry, and how the machine's clock moves.
 */
import type { OptionOrder } from '@/api/contract/micro'
import type { OptionPositionsContext as Context } from './option-positions.types'

/** Result cards kept at most: a sixth pushes the oldest out. */
export const MAX_RESULTS = 5
/** Settled ids remembered to answer each order once (far more than can be open at once). */
const MAX_SETTLED_IDS = 200
export const SECOND = 1_000
/** Wait after the expiry before asking for a result the push has not brought. */
export const GRACE_MS = 1_500
/** The longest wait between two asks. */
export const BACKOFF_MAX_MS = 8_000

/** 1 s, 2 s, 4 s, then 8 s between asks while an option stays unsettled. */
export const backoffMs = (attempts: number) =>
  Math.min(SECOND * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS)

/** Until the next whole second of `now` (settle ticks are whole seconds). */
export const untilNextSecond = (now: number) => SECOND - (((now % SECOND) + SECOND) % SECOND)

/** The time after one `second`: the device's clock if given (never backwards), else the next whole second. */
export const nextNow = ({ now, clock }: Pick<Context, 'now' | 'clock'>) =>
  clock ? Math.max(now, clock()) : Math.floor(now / SECOND) * SECOND + SECOND

/** Its expiry has passed: the card settles. */
export const isDue = (order: OptionOrder, now: number) => order.settleTick <= now

export const dueIds = (c: Pick<Context, 'orders' | 'now'>) =>
  c.orders.filter((o) => isDue(o, c.now)).map((o) => o.id)

/** An option past its expiry that has not been asked for yet. */
export const hasFreshDue = (c: Pick<Context, 'orders' | 'now' | 'unanswered'>) =>
  dueIds(c).some((id) => !c.unanswered.includes(id))

const newestFirst = (a: OptionOrder, b: OptionOrder) => b.openTick - a.openTick || b.id - a.id

const isOpen = (o: OptionOrder) => o.status !== 'closed'

/** The cards with `order` placed (or replaced); never one already settled. */
export function withPlaced(c: Context, order: OptionOrder): Pick<Context, 'orders'> {
  if (c.settledIds.includes(order.id) || !isOpen(order)) return { orders: c.orders }
  return { orders: [order, ...c.orders.filter((o) => o.id !== order.id)].sort(newestFirst) }
}

/**
 * The cards after a load: the open orders read, and those placed while it ran (the ticket's answer
 * came first); none already settled.
 */
export function withLoaded(c: Context, loaded: readonly OptionOrder[]): Pick<Context, 'orders'> {
  const read = loaded.filter((o) => isOpen(o) && !c.settledIds.includes(o.id))
  const ids = new Set(read.map((o) => o.id))
  return { orders: [...read, ...c.orders.filter((o) => !ids.has(o.id))].sort(newestFirst) }
}

/** The closed orders among `answers` not announced yet, each once, newest first. */
export function freshSettled(c: Pick<Context, 'settledIds'>, answers: readonly OptionOrder[]) {
  const seen = new Set(c.settledIds)
  return answers
    .filter((o) => !isOpen(o) && !seen.has(o.id) && Boolean(seen.add(o.id)))
    .sort(newestFirst)
}

/** The cards after `answers` (a push, results asked): the closed ones become result cards. */
export function withSettled(c: Context, answers: readonly OptionOrder[]) {
  const closed = new Set(answers.filter((o) => !isOpen(o)).map((o) => o.id))
  const fresh = freshSettled(c, answers)
  return {
    orders: c.orders.filter((o) => !closed.has(o.id)),
    results: [...fresh, ...c.results].slice(0, MAX_RESULTS),
    settledIds: [...c.settledIds, ...fresh.map((o) => o.id)].slice(-MAX_SETTLED_IDS),
    unanswered: c.unanswered.filter((id) => !closed.has(id)),
  }
}

/** After an ask: what closed leaves, the rest past expiry waits for the next ask. */
export function withAnswers(c: Context, answers: readonly OptionOrder[], asked: readonly number[]) {
  const next = withSettled(c, answers)
  const left = next.orders.filter((o) => asked.includes(o.id)).map((o) => o.id)
  return { ...next, unanswered: [...new Set([...next.unanswered, ...left])] }
}
