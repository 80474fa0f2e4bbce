import type { SnapshotFrom } from 'xstate'
import {
  DUAL_COIN_IDS,
  dualDirections,
  type DualDirection,
  type DualProduct,
} from '@/api/contract/dual'
import { termDays } from '@/api/contract/dual-math'
import { BTC_ID, ETH_ID } from '@/api/contract/wallet'
import type { ErrorCode } from '@/api/errors'
import type { dualProductsMachine } from './dual-products.machine'

export type DualProductsSnapshot = SnapshotFrom<typeof dualProductsMachine>

/** The coins of the chips, in order (§20: 1 BTC, 2 ETH). */
export const dualCoins = DUAL_COIN_IDS.map((id) => ({
  id,
  name: ({ [BTC_ID]: 'BTC', [ETH_ID]: 'ETH' } as Record<number, string>)[id] ?? '',
}))

/** Whether a product can be bought: open, sold out, or closed (status, or no whole day left). */
export type DualProductState = 'open' | 'soldOut' | 'closed'

export function productStateOf(p: DualProduct, now: number): DualProductState {
  if (!p.open || termDays(now, p.settleAt) < 1) return 'closed'
  return p.remainingShares <= 0 ? 'soldOut' : 'open'
}

export interface DualProductRow {
  id: number
  name: string
  coin: string
  direction: DualDirection
  /** The strike (linked reference price), USDT. */
  strike: string
  /** APR in percent. */
  rate: string
  /** Whole UTC days from today to the end date (dual-math termDays). */
  days: number
  /** The settlement second (08:00 UTC of the end date), ms. */
  settleAt: number
  remainingShares: number
  totalShares: number
  shareSize: string
  investCurrency: string
  state: DualProductState
}

export interface DualProductsView {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  /** The coin chips, in order. */
  coins: ReadonlyArray<{ id: number; name: string }>
  /** The direction tabs, in order. */
  directions: readonly DualDirection[]
  coinId: number
  /** The coin's ticker ("BTC"). */
  coin: string
  direction: DualDirection
  rows: DualProductRow[]
  error: ErrorCode | null
  serverMessage: string
}

export const toProductRow = (p: DualProduct, now: number): DualProductRow => ({
  id: p.id,
  name: p.name,
  coin: p.coin,
  direction: p.direction,
  strike: p.strike,
  rate: p.rate,
  days: termDays(now, p.settleAt),
  settleAt: p.settleAt,
  remainingShares: p.remainingShares,
  totalShares: p.totalShares,
  shareSize: p.shareSize,
  investCurrency: p.investCurrency,
  state: productStateOf(p, now),
})

export function toDualProductsView(s: DualProductsSnapshot): DualProductsView {
  const c = s.context
  const status = s.hasTag('loading')
    ? 'loading'
    : s.hasTag('failed')
      ? 'failed'
      : s.hasTag('empty')
        ? 'empty'
        : 'ready'
  return {
    status,
    coins: dualCoins,
    directions: dualDirections,
    coinId: c.coinId,
    coin: dualCoins.find((x) => x.id === c.coinId)?.name ?? '',
    direction: c.direction,
    rows: status === 'ready' ? c.products.map((p) => toProductRow(p, c.now)) : [],
    error: c.error,
    serverMessage: c.serverMessage,
  }
}
