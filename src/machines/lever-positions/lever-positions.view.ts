import type { SnapshotFrom } from 'xstate'
import type { BatchCloseScope, LeverPosition, PositionSide } from '@/api/contract/lever'
import {
  closeSettlement,
  liquidationPrice,
  riskRate,
  equityOf,
  unrealisedPnl,
  type RiskPosition,
} from '@/api/contract/lever-math'
import { orderValue } from '@/api/contract/spot-math'
import { compareDecimals, floorTo, sumOf, valueIn } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { markOf, scalesOf, scopeRows, shownBy, targetOf } from './lever-positions.logic'
import type { leverPositionsMachine } from './lever-positions.machine'
import type { LeverPositionsContext, PairFilter } from './lever-positions.types'

export type { PairFilter, StopField } from './lever-positions.types'

export type LeverPositionsSnapshot = SnapshotFrom<typeof leverPositionsMachine>

/**
 * How close the account is to liquidation: `danger` at or below 1.5 × the liquidation rate,
 * `warning` at or below 3 ×, else `safe`; `none` without an open position.
 */
export type RiskLevel = 'none' | 'safe' | 'warning' | 'danger'
const DANGER = '1.5'
const WARNING = '3'

/** The lever account's line: all pairs, at the marks now. Figures are decimal strings. */
export interface LeverAccountView {
  /** The quote coin ("USDT") and its decimals. */
  quote: string
  quoteScale: number
  /** Available lever balance. */
  balance: string
  /** Σ unrealised P/L of the open positions. */
  pnl: string
  /** balance + Σ margin + Σ P/L. */
  equity: string
  /** Percent, 2 decimals ('0.00' without positions). */
  riskRate: string
  /** The account is liquidated at or below this risk rate (percent); null before rules are read. */
  liquidationRate: string | null
  risk: RiskLevel
  openCount: number
}

/** An open position as its card draws it. */
export interface PositionRowView {
  id: number
  symbol: string
  base: string
  quote: string
  side: PositionSide
  multiple: number
  lots: number
  /** Base amount (lots × lot size). */
  number: string
  /** Entry price (after any spread). */
  price: string
  /** The price it is valued at now. */
  mark: string
  /** The pair's price at which the account would be liquidated, other pairs held; null: none. */
  liquidationPrice: string | null
  margin: string
  pnl: string
  /** P/L over the opening margin, percent (2 decimals, toward zero). */
  pnlPercent: string
  takeProfit: string | null
  stopLoss: string | null
  /** A copy of a trader's position (`order_type` 2): closes with the trader, never by hand. */
  copied: boolean
  canEditStops: boolean
  canClose: boolean
  priceDecimals: number
  quoteScale: number
}

/** A pending limit opening. */
export interface PendingRowView {
  id: number
  symbol: string
  base: string
  quote: string
  side: PositionSide
  multiple: number
  lots: number
  number: string
  /** The limit price it opens at (before any spread). */
  price: string
  margin: string
  fee: string
  /** margin + fee: held now, refunded by a cancel. */
  held: string
  canCancel: boolean
  priceDecimals: number
  quoteScale: number
}

interface SheetState {
  busy: boolean
  error: ErrorCode | null
  serverMessage: string
}

export interface StopsSheetView extends SheetState {
  position: PositionRowView
  takeProfit: string
  stopLoss: string
  /** §7.2: a long's take-profit above both prices and stop-loss below both; a short's the reverse. */
  takeProfitAbove: boolean
  /** The price the take-profit must pass (the open price or the mark, whichever binds). */
  takeProfitBound: string
  stopLossBound: string
}

export interface CloseSheetView extends SheetState {
  position: PositionRowView
  /** The close price: the mark now (the engine's price at the close decides). */
  closePrice: string
  pnl: string
  /** margin + P/L, what returns to the lever balance (may be negative). */
  credit: string
}

export interface CloseAllSheetView extends SheetState {
  scope: BatchCloseScope
  /** Positions each scope would close. */
  counts: Record<BatchCloseScope, number>
  count: number
  /** Σ P/L and Σ credit of the positions the scope closes, at the marks now. */
  pnl: string
  credit: string
  quote: string
  quoteScale: number
  /** Copies among the shown positions: not closed (they close with their trader). */
  copies: number
  /** The pair it is limited to ("BTC/USDT"), or null: every pair. */
  symbol: string | null
  canConfirm: boolean
}

export interface CancelSheetView extends SheetState {
  position: PendingRowView
}

export interface LeverPositionsView {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  /** Why the first load failed. */
  error: ErrorCode | null
  filter: PairFilter
  /** The screen's pair ("BTC/USDT"). */
  symbol: string
  /** Every pair the panel values (the screen's, and each open or pending position's, all pairs):
   * the prices `marks.update` should carry. */
  symbols: string[]
  account: LeverAccountView
  rows: PositionRowView[]
  pending: PendingRowView[]
  /** The close-all menu is offered (open, closable positions shown). */
  canCloseAll: boolean
  isRefreshing: boolean
  /** Said above the list (`positionNotOpen`: the position closed meanwhile). */
  notice: ErrorCode | null
  stops: StopsSheetView | null
  close: CloseSheetView | null
  closeAll: CloseAllSheetView | null
  cancel: CancelSheetView | null
}

const sum = (values: readonly string[], scale: number) => floorTo(sumOf(values), scale)

function pnlOf(c: LeverPositionsContext, p: LeverPosition) {
  return unrealisedPnl(p.side, p.price, markOf(c, p), p.number, scalesOf(c, p).quoteScale)
}

function liquidationRateOf(c: LeverPositionsContext) {
  const market = c.markets[c.pair.symbol] ?? Object.values(c.markets)[0]
  return market?.rules.liquidationRate ?? null
}

function riskLevel(rate: string, liquidation: string | null, open: number): RiskLevel {
  if (open === 0 || liquidation === null) return 'none'
  if (compareDecimals(rate, orderValue(liquidation, DANGER)) <= 0) return 'danger'
  return compareDecimals(rate, orderValue(liquidation, WARNING)) <= 0 ? 'warning' : 'safe'
}

export function toLeverPositionsView(s: LeverPositionsSnapshot): LeverPositionsView {
  const c = s.context
  const quote = c.pair.symbol.split('/')[1] ?? ''
  const quoteScale = c.markets[c.pair.symbol]?.rules.quoteScale ?? 4
  const pnls = new Map(c.open.map((p) => [p.id, pnlOf(c, p)]))
  const risk: RiskPosition[] = c.open.map((p) => ({
    margin: p.margin,
    originMargin: p.originMargin,
    pnl: pnls.get(p.id)!,
  }))
  const liquidationRate = liquidationRateOf(c)
  const rate = riskRate(c.balance, risk)
  const account: LeverAccountView = {
    quote,
    quoteScale,
    balance: c.balance,
    pnl: sum([...pnls.values()], quoteScale),
    equity: floorTo(equityOf(c.balance, risk), quoteScale),
    riskRate: rate,
    liquidationRate,
    risk: riskLevel(rate, liquidationRate, c.open.length),
    openCount: c.open.length,
  }
  const liquidationOf = (symbol: string, priceDecimals: number) =>
    liquidationRate === null
      ? null
      : liquidationPrice(
          c.balance,
          c.open.map((p, i) => ({ ...p, ...risk[i]!, samePair: p.symbol === symbol })),
          liquidationRate,
          priceDecimals,
        )
  const rowOf = (p: LeverPosition): PositionRowView => {
    const scales = scalesOf(c, p)
    const pnl = pnls.get(p.id) ?? pnlOf(c, p)
    const stopsAllowed = c.markets[p.symbol]?.rules.stopOrders !== false
    return {
      ...pick(p),
      price: p.price,
      mark: markOf(c, p),
      liquidationPrice: liquidationOf(p.symbol, scales.priceDecimals),
      margin: p.margin,
      pnl,
      pnlPercent:
        compareDecimals(p.originMargin, '0') > 0
          ? floorTo(valueIn(pnl, '100', p.originMargin), 2)
          : '0.00',
      takeProfit: p.takeProfit,
      stopLoss: p.stopLoss,
      copied: p.copied,
      canEditStops: stopsAllowed && s.can({ type: 'stops.edit', id: p.id }),
      canClose: s.can({ type: 'position.close', id: p.id }),
      ...scales,
    }
  }
  const pendingOf = (p: LeverPosition): PendingRowView => ({
    ...pick(p),
    price: p.originPrice,
    margin: p.margin,
    fee: p.fee,
    held: floorTo(sumOf([p.margin, p.fee]), scalesOf(c, p).quoteScale),
    canCancel: s.can({ type: 'opening.cancel', id: p.id }),
    ...scalesOf(c, p),
  })
  const rows = shownBy(c.open, c.filter, c.pair).map(rowOf)
  const pending = shownBy(c.pending, c.filter, c.pair).map(pendingOf)
  const status = s.hasTag('loading')
    ? 'loading'
    : s.hasTag('failed')
      ? 'failed'
      : rows.length + pending.length === 0
        ? 'empty'
        : 'ready'
  const sheet = {
    busy: s.hasTag('submitting') || s.hasTag('saving'),
    error: c.sheetError,
    serverMessage: c.serverMessage,
  }
  const target = targetOf(c)
  const open = s.hasTag('sheetOpen') ? c.sheet : null
  return {
    status,
    error: c.error,
    filter: c.filter,
    symbol: c.pair.symbol,
    symbols: [
      ...new Set([
        c.pair.symbol,
        ...c.open.map((p) => p.symbol),
        ...c.pending.map((p) => p.symbol),
      ]),
    ],
    account,
    rows,
    pending,
    canCloseAll: rows.some((r) => !r.copied) && s.can({ type: 'positions.closeAll', scope: 'all' }),
    isRefreshing: s.hasTag('refreshing'),
    notice: c.notice,
    stops: open?.kind === 'stops' && target ? stopsView(c, rowOf(target), sheet) : null,
    close: open?.kind === 'close' && target ? closeView(rowOf(target), sheet) : null,
    closeAll:
      open?.kind === 'closeAll' ? closeAllView(s, open.scope, sheet, quote, quoteScale) : null,
    cancel: open?.kind === 'cancel' && target ? { position: pendingOf(target), ...sheet } : null,
  }
}

const pick = (p: LeverPosition) => ({
  id: p.id,
  symbol: p.symbol,
  base: p.base,
  quote: p.quote,
  side: p.side,
  multiple: p.multiple,
  lots: p.lots,
  number: p.number,
})

function stopsView(
  c: LeverPositionsContext,
  row: PositionRowView,
  sheet: SheetState,
): StopsSheetView {
  const [low, high] =
    compareDecimals(row.price, row.mark) < 0 ? [row.price, row.mark] : [row.mark, row.price]
  const long = row.side === 'long'
  return {
    ...sheet,
    position: row,
    takeProfit: c.stops.takeProfit,
    stopLoss: c.stops.stopLoss,
    takeProfitAbove: long,
    takeProfitBound: long ? high : low,
    stopLossBound: long ? low : high,
  }
}

function closeView(row: PositionRowView, sheet: SheetState): CloseSheetView {
  const { pnl, credit } = closeSettlement(row, row.mark, row.quoteScale)
  return { ...sheet, position: row, closePrice: row.mark, pnl, credit }
}

function closeAllView(
  s: LeverPositionsSnapshot,
  scope: BatchCloseScope,
  sheet: SheetState,
  quote: string,
  quoteScale: number,
): CloseAllSheetView {
  const c = s.context
  const rows = scopeRows(c, scope)
  const settled = rows.map((p) => closeSettlement(p, markOf(c, p), scalesOf(c, p).quoteScale))
  return {
    ...sheet,
    scope,
    counts: {
      all: scopeRows(c, 'all').length,
      long: scopeRows(c, 'long').length,
      short: scopeRows(c, 'short').length,
    },
    count: rows.length,
    pnl: sum(
      settled.map((x) => x.pnl),
      quoteScale,
    ),
    credit: sum(
      settled.map((x) => x.credit),
      quoteScale,
    ),
    quote,
    quoteScale,
    copies: shownBy(c.open, c.filter, c.pair).filter((p) => p.copied).length,
    symbol: c.filter === 'pair' ? c.pair.symbol : null,
    canConfirm: rows.length > 0 && s.can({ type: 'confirm.submit' }),
  }
}
