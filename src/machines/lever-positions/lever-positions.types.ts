import type {
  BatchCloseScope,
  LeverBatchResult,
  LeverEventKind,
  LeverPosition,
} from '@/api/contract/lever'
import type { LeverRules } from '@/api/contract/lever-math'
import type { ErrorCode } from '@/api/errors'
import type { KeyedContext } from '../keyed-submission'

/** A pair as the panel names it: the symbol shown, the ids the lever endpoints take. */
export interface LeverPair {
  /** "BTC/USDT". */
  symbol: string
  currencyId: number
  legalId: number
}

/** A pair's futures rules and the engine's last price when they were read (`lever/deal`). */
export interface LeverMarket {
  rules: LeverRules
  lastPrice: string
}

/** What one load brings: the lever balance, every open position and pending opening (all pairs),
 * and the rules of each pair they are in (and of the current pair), by symbol. */
export interface LeverPositionsData {
  balance: string
  open: LeverPosition[]
  pending: LeverPosition[]
  markets: Record<string, LeverMarket>
}

/** The list shows every pair's positions, or the current pair's only. */
export type PairFilter = 'all' | 'pair'

export type StopField = 'takeProfit' | 'stopLoss'

/** The sheet open over the list, and what it is about. */
export type PositionSheet =
  | { kind: 'stops'; id: number }
  | { kind: 'close'; id: number }
  | { kind: 'closeAll'; scope: BatchCloseScope }
  | { kind: 'cancel'; id: number }

export type LeverPositionsEvent =
  | { type: 'list.retry' }
  /** Read everything again in the background (figures stay while it runs). */
  | { type: 'list.refresh' }
  /** The screen's pair changed: the "this pair" filter follows it. */
  | { type: 'pair.change'; pair: LeverPair }
  | { type: 'filter.change'; filter: PairFilter }
  /** The quotes store's last prices by symbol ("BTC/USDT" → "41251.65"); a subset is fine. */
  | { type: 'marks.update'; marks: Readonly<Record<string, string>> }
  /** A `lever_position` event (LeverPositionEvent): one position changed. */
  | { type: 'position.changed'; event: LeverEventKind; position: LeverPosition }
  /** A `lever_closed` event (LeverClosedEvent): these positions closed. */
  | { type: 'positions.closed'; ids: readonly number[] }
  | { type: 'stops.edit'; id: number }
  | { type: 'stops.change'; field: StopField; value: string }
  | { type: 'stops.clear'; field: StopField }
  | { type: 'stops.submit' }
  | { type: 'position.close'; id: number }
  | { type: 'positions.closeAll'; scope: BatchCloseScope }
  | { type: 'closeAll.scope'; scope: BatchCloseScope }
  | { type: 'opening.cancel'; id: number }
  | { type: 'confirm.submit' }
  | { type: 'sheet.dismiss' }
  | { type: 'notice.dismiss' }

/** For the screen's toasts. `position` is the server's row, or the row as it was (platform: null answer). */
export type LeverPositionsEmitted =
  | { type: 'stopsSaved'; position: LeverPosition }
  | { type: 'closed'; position: LeverPosition }
  | { type: 'closedAll'; scope: BatchCloseScope; result: LeverBatchResult | null }
  | { type: 'cancelled'; position: LeverPosition }

export type LeverPositionsTag =
  'busy' | 'loading' | 'failed' | 'ready' | 'refreshing' | 'sheetOpen' | 'saving' | 'submitting'

export interface LeverPositionsInput {
  /** The screen's pair: what "this pair" shows (its rules and the balance are read with it). */
  pair: LeverPair
  /** @default 'all' */
  filter?: PairFilter
}

export interface LeverPositionsContext extends KeyedContext {
  pair: LeverPair
  filter: PairFilter
  /** The lever balance (available, quote coin). */
  balance: string
  open: LeverPosition[]
  pending: LeverPosition[]
  markets: Record<string, LeverMarket>
  /** The last prices the screen reported, by symbol. */
  marks: Record<string, string>
  /** Why the first load failed. */
  error: ErrorCode | null
  sheet: PositionSheet | null
  /** The take-profit and stop-loss fields as typed. */
  stops: Record<StopField, string>
  /** Why the sheet's last attempt was refused (a local rule or the server); the sheet stays. */
  sheetError: ErrorCode | null
  serverMessage: string
  /** Said above the list: the position acted on closed meanwhile (`positionNotOpen`). */
  notice: ErrorCode | null
}
