/**
 * The positions panel's pure rules (lever-positions.machine.ts): how a changed position (a
 * `lever_position` event, an answer) moves the rows, which rows a filter and a close-all scope
 * take, the requests the sheets send, and the take-profit / stop-loss check before sending.
 */
import { assertEvent } from 'xstate'
import {
  batchCloseCodes,
  type BatchCloseScope,
  type LeverBatchResult,
  type LeverPosition,
  type LeverSetStopRequest,
} from '@/api/contract/lever'
import { isUnset, stopIssue } from '@/api/contract/lever-math'
import { decimalsOf } from '@/api/contract/wallet-math'
import { toServerMessage, type ErrorCode } from '@/api/errors'
import { amountText } from '../money-form'
import { ownErrorCode } from '../own-error'
import type {
  LeverPair,
  LeverPositionsContext,
  LeverPositionsData,
  LeverPositionsEvent,
  PairFilter,
  PositionSheet,
} from './lever-positions.types'

type Rows = Pick<LeverPositionsContext, 'open' | 'pending'>

/** The position is in the pair. */
export const isInPair = (p: LeverPosition, pair: LeverPair) =>
  p.currencyId === pair.currencyId && p.legalId === pair.legalId

/** The rows `filter` shows. */
export const shownBy = (rows: readonly LeverPosition[], filter: PairFilter, pair: LeverPair) =>
  filter === 'all' ? [...rows] : rows.filter((p) => isInPair(p, pair))

/**
 * The rows after `position` changed: an open one is replaced or put first among the open ones
 * (and leaves the pending ones: a limit opening filled), a pending one likewise; a closing,
 * closed or cancelled one leaves both.
 */
export function withChanged(rows: Rows, position: LeverPosition): Rows {
  const open = rows.open.filter((p) => p.id !== position.id)
  const pending = rows.pending.filter((p) => p.id !== position.id)
  const put = (list: LeverPosition[], before: readonly LeverPosition[]) => {
    const at = before.findIndex((p) => p.id === position.id)
    if (at < 0) return [position, ...list]
    const kept = [...list]
    kept.splice(at, 0, position)
    return kept
  }
  if (position.status === 'open') return { open: put(open, rows.open), pending }
  if (position.status === 'pending') return { open, pending: put(pending, rows.pending) }
  return { open, pending }
}

/** The rows without `ids`. */
export const withoutIds = (rows: Rows, ids: readonly number[]): Rows => ({
  open: rows.open.filter((p) => !ids.includes(p.id)),
  pending: rows.pending.filter((p) => !ids.includes(p.id)),
})

/** A load's answer, with the figures the panel already had for pairs it did not read again. */
export const takeData = (c: LeverPositionsContext, data: LeverPositionsData) => ({
  balance: data.balance,
  open: data.open,
  pending: data.pending,
  markets: { ...c.markets, ...data.markets },
})

/** The open position `id`, if listed. */
export const openRow = (c: Rows, id: number) => c.open.find((p) => p.id === id) ?? null
/** The pending opening `id`, if listed. */
export const pendingRow = (c: Rows, id: number) => c.pending.find((p) => p.id === id) ?? null

/** The row the sheet is about (open, or pending for a cancel), or null once it has gone. */
export function targetOf(c: LeverPositionsContext): LeverPosition | null {
  const sheet = c.sheet
  if (!sheet || sheet.kind === 'closeAll') return null
  return sheet.kind === 'cancel' ? pendingRow(c, sheet.id) : openRow(c, sheet.id)
}

/** The price a position is valued at: the screen's last price, the one read with the rules, or
 * the row's own (`update_price`). */
export function markOf(c: Pick<LeverPositionsContext, 'marks' | 'markets'>, p: LeverPosition) {
  return c.marks[p.symbol] ?? c.markets[p.symbol]?.lastPrice ?? p.markPrice
}

/** Price and quote decimals of a position's pair (as written in the row when its rules are unknown). */
export function scalesOf(c: Pick<LeverPositionsContext, 'markets'>, p: LeverPosition) {
  const rules = c.markets[p.symbol]?.rules
  return {
    priceDecimals: rules?.priceDecimals ?? decimalsOf(p.price),
    quoteScale: rules?.quoteScale ?? decimalsOf(p.margin),
  }
}

/** Whether a close-all of `scope` takes this row: open, not a copy, the side the scope names. */
export const isInScope = (p: LeverPosition, scope: BatchCloseScope) =>
  p.status === 'open' && !p.copied && (scope === 'all' || p.side === scope)

/** The rows a close-all of `scope` closes: the shown open positions it takes. */
export const scopeRows = (c: LeverPositionsContext, scope: BatchCloseScope) =>
  shownBy(c.open, c.filter, c.pair).filter((p) => isInScope(p, scope))

/** A sheet's request as fingerprinted (the action is part of it: a close and a cancel of the same
 * id are different requests) and as its actor reads it. */
export type SheetRequest =
  | { action: 'close' | 'cancel'; id: number }
  | {
      action: 'closeAll'
      type: 0 | 1 | 2
      currency_id?: number
      legal_id?: number
    }
  | { action: 'none' }

export function toSheetRequest(c: LeverPositionsContext): SheetRequest {
  const sheet: PositionSheet | null = c.sheet
  if (sheet?.kind === 'close' || sheet?.kind === 'cancel')
    return { action: sheet.kind, id: sheet.id }
  if (sheet?.kind !== 'closeAll') return { action: 'none' }
  const type = batchCloseCodes[sheet.scope]
  return c.filter === 'pair'
    ? { action: 'closeAll', type, currency_id: c.pair.currencyId, legal_id: c.pair.legalId }
    : { action: 'closeAll', type }
}

/** lever/setstop for the stops sheet: an empty field unsets ('0'). */
export function toStopRequest(c: LeverPositionsContext): LeverSetStopRequest {
  const id = c.sheet?.kind === 'stops' ? c.sheet.id : 0
  const value = (v: string) => (isUnset(v) ? '0' : v.trim())
  return {
    id,
    target_profit_price: value(c.stops.takeProfit),
    stop_loss_price: value(c.stops.stopLoss),
  }
}

/** Why the typed stops break §7.2's rule against the position's open price and mark now, or null. */
export function stopsIssue(c: LeverPositionsContext): ErrorCode | null {
  const p = targetOf(c)
  if (!p) return 'positionNotOpen'
  if (c.markets[p.symbol]?.rules.stopOrders === false) return 'stopOrdersOff'
  return stopIssue({
    side: p.side,
    price: p.price,
    mark: markOf(c, p),
    takeProfit: c.stops.takeProfit,
    stopLoss: c.stops.stopLoss,
    priceDecimals: scalesOf(c, p).priceDecimals,
  })
}

/** The row after its stops were saved, when the platform answers no row. */
export function withStops(p: LeverPosition, request: LeverSetStopRequest): LeverPosition {
  const stop = (v: string | undefined) => (isUnset(v) ? null : (v ?? null))
  return {
    ...p,
    takeProfit: stop(request.target_profit_price),
    stopLoss: stop(request.stop_loss_price),
  }
}

/** A close, cancel or stops refusal because the position is no longer there (a cancel of an
 * opening that filled meanwhile answers `orderNotOpen`). */
export const isGone = (code: ErrorCode | null) =>
  code === 'positionNotOpen' || code === 'orderNotOpen' || code === 'notFound'

/* ---------- assigners (the machine's actions, as pure functions of its arguments) ---------- */

type Args = { context: LeverPositionsContext; event: LeverPositionsEvent }
type Answer = { output: LeverPosition | null }

/** No sheet open. */
export const noSheet = { sheet: null, sheetError: null, serverMessage: '' } as const

/** The sheet an event opens, with the stops fields filled from the row. */
export function openedSheet({ context, event }: Args): Partial<LeverPositionsContext> {
  assertEvent(event, ['stops.edit', 'position.close', 'positions.closeAll', 'opening.cancel'])
  const base = { ...noSheet, notice: null }
  if (event.type === 'positions.closeAll')
    return { ...base, sheet: { kind: 'closeAll', scope: event.scope } }
  if (event.type !== 'stops.edit')
    return {
      ...base,
      sheet: { kind: event.type === 'position.close' ? 'close' : 'cancel', id: event.id },
    }
  const row = openRow(context, event.id)
  const stops = { takeProfit: row?.takeProfit ?? '', stopLoss: row?.stopLoss ?? '' }
  return { ...base, stops, sheet: { kind: 'stops', id: event.id } }
}

/** A typed or cleared stop field (a decimal comma becomes a dot). */
export function typedStop({ context, event }: Args): Partial<LeverPositionsContext> {
  assertEvent(event, ['stops.change', 'stops.clear'])
  const value = event.type === 'stops.change' ? amountText(event.value) : ''
  return { stops: { ...context.stops, [event.field]: value }, sheetError: null }
}

/** The row with its new stops: the answer's, or as sent (the platform answers none). */
export const savedStops = ({ context }: Args, { output }: Answer) =>
  output ?? withStops(targetOf(context)!, toStopRequest(context))

/** The row the sheet was about, as the answer has it (or as it was). */
export const answered = ({ context }: Args, { output }: Answer) => output ?? targetOf(context)!

/** The sheet's row leaves the list (closed or cancelled), and the sheet closes. */
export const withoutTarget = ({ context }: Args) => ({
  ...withoutIds(context, context.sheet && 'id' in context.sheet ? [context.sheet.id] : []),
  ...noSheet,
})

/** The close-all's scope. */
export const scopeOf = (c: LeverPositionsContext): BatchCloseScope =>
  c.sheet?.kind === 'closeAll' ? c.sheet.scope : 'all'

/** What a close-all closed leaves the list: the answer's ids, or the scope's rows. */
export const withoutClosedAll = (
  { context }: Args,
  { output }: { output: LeverBatchResult | null },
) => ({
  ...withoutIds(context, output?.ids ?? scopeRows(context, scopeOf(context)).map((p) => p.id)),
  ...noSheet,
})

/** A refusal of the sheet's request: its code (none for a session error) and the server's text. */
export const sheetRefusal = (_: unknown, { error }: { error: unknown }) => ({
  sheetError: ownErrorCode(error),
  serverMessage: toServerMessage(error),
})

/** The sheet closes and the list says why: the position is no longer there. */
export const goneNotice = (_: unknown, { error }: { error: unknown }) => ({
  ...noSheet,
  notice: ownErrorCode(error),
})
