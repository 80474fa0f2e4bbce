import type { SnapshotFrom } from 'xstate'
import type { FollowMode, SkippedCopy } from '@/api/contract/follow'
import type { LeverPosition } from '@/api/contract/lever'
import { unrealisedPnl } from '@/api/contract/lever-math'
import { compareDecimals, floorTo, valueIn } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { loadStatus, type LoadStatus } from '@/machines/load-status'
import { markOf, scalesOf } from '@/machines/lever-positions/lever-positions.logic'
import type { PositionRowView } from '@/machines/lever-positions/lever-positions.view'
import type { myCopyMachine } from './my-copy.machine'
import {
  myCopyTabs,
  type ActiveFollow,
  type FollowEndedNotice,
  type MyCopyContext,
  type MyCopyTab,
} from './my-copy.types'

export type { FollowEndedNotice, MyCopyTab } from './my-copy.types'

export type MyCopySnapshot = SnapshotFrom<typeof myCopyMachine>

/** An active follow as its row draws it. */
export interface FollowRowView {
  traderId: number
  nickname: string
  /** The picture's address; '' draws the initial. */
  avatar: string
  mode: FollowMode
  /** ×ratio or lots per copy. */
  number: string
  /** When the follow started (ms). */
  since: number
}

/** An open copy: its card's figures at the mark now, and whose position it copies. */
export interface CopyRowView extends PositionRowView {
  traderId: number
  /** '' when the trader is not known here. */
  nickname: string
  /** When it opened (ms). */
  openedAt: number
}

export interface MyCopySheetState {
  busy: boolean
  /** Why the last attempt failed (the sheet stays; confirming again retries). */
  error: ErrorCode | null
}

export interface MyCopyView {
  status: LoadStatus
  /** Why follow/my failed; never a session error. */
  error: ErrorCode | null
  tab: MyCopyTab
  tabs: readonly MyCopyTab[]
  follows: FollowRowView[]
  copies: CopyRowView[]
  skipped: SkippedCopy[]
  /** Follows ended because their trader lost the flag. */
  notices: FollowEndedNotice[]
  /** The pairs of the open copies: the prices `marks.update` should carry. */
  symbols: string[]
  cancelSheet: (MyCopySheetState & { follow: FollowRowView }) | null
  takeOverSheet: (MyCopySheetState & { copy: CopyRowView }) | null
}

/** "2.0000" → "2", "0.50" → "0.5": a follow's number as the user typed it. */
const withoutTrailingZeros = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v)

export const toFollowRow = (f: ActiveFollow): FollowRowView => ({
  traderId: f.traderId,
  nickname: f.trader.nickname,
  avatar: f.trader.avatar,
  mode: f.mode,
  number: withoutTrailingZeros(f.number),
  since: f.createdAt,
})

/** A copy valued at the mark now (lever-math's unrealised P/L, % of its opening margin). */
export function toCopyRow(c: Pick<MyCopyContext, 'marks' | 'nicknames'>, p: LeverPosition) {
  const { priceDecimals, quoteScale } = scalesOf({ markets: {} }, p)
  const mark = markOf({ marks: c.marks, markets: {} }, p)
  const pnl = unrealisedPnl(p.side, p.price, mark, p.number, quoteScale)
  const row: CopyRowView = {
    id: p.id,
    symbol: p.symbol,
    base: p.base,
    quote: p.quote,
    side: p.side,
    multiple: p.multiple,
    lots: p.lots,
    number: p.number,
    price: p.price,
    mark,
    liquidationPrice: null,
    margin: p.margin,
    pnl,
    pnlPercent:
      compareDecimals(p.originMargin, '0') > 0
        ? floorTo(valueIn(pnl, '100', p.originMargin), 2)
        : '0.00',
    takeProfit: p.takeProfit,
    stopLoss: p.stopLoss,
    copied: true,
    canEditStops: false,
    canClose: false,
    priceDecimals,
    quoteScale,
    traderId: p.followUserId,
    nickname: c.nicknames[p.followUserId] ?? '',
    openedAt: p.openedAt ?? p.createdAt,
  }
  return row
}

export function toMyCopyView(s: MyCopySnapshot): MyCopyView {
  const c = s.context
  const sheet = c.sheet
  const state: MyCopySheetState = { busy: s.hasTag('submitting'), error: c.error }
  const open = s.hasTag('sheetOpen')
  return {
    status: loadStatus(s),
    error: s.hasTag('failed') ? c.error : null,
    tab: c.tab,
    tabs: myCopyTabs,
    follows: c.follows.map(toFollowRow),
    copies: c.copies.map((p) => toCopyRow(c, p)),
    skipped: c.skipped,
    notices: c.notices,
    symbols: [...new Set(c.copies.map((p) => p.symbol))],
    cancelSheet:
      open && sheet?.kind === 'cancel' ? { ...state, follow: toFollowRow(sheet.follow) } : null,
    takeOverSheet:
      open && sheet?.kind === 'takeOver' ? { ...state, copy: toCopyRow(c, sheet.position) } : null,
  }
}
