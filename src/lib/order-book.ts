/**
 * Order-book arithmetic for display: cumulative totals per level, each level's share of the
 * deeper side (the width of its depth bar), and the spread. Quantities and prices are decimal
 * strings and are added with big.js; only the bar share becomes a number, since it is a width.
 */
import { Big } from 'big.js'

export interface DepthRow {
  price: string
  quantity: string
  /** Quantity from the best level down to this one. */
  total: string
  /** `total` over the larger side's total, in [0, 1]. */
  share: number
}

export interface DepthTable {
  /** Best (lowest) first. */
  asks: DepthRow[]
  /** Best (highest) first. */
  bids: DepthRow[]
  /** Best ask − best bid; null while a side is empty. */
  spread: string | null
  /** The spread over the mid price, in percent units, two decimals. */
  spreadPercent: string | null
}

type Side = readonly (readonly [string, string])[]

function cumulate(side: Side, levels: number) {
  let total = new Big(0)
  return side.slice(0, levels).map(([price, quantity]) => {
    total = total.plus(quantity)
    return { price, quantity, total }
  })
}

/** The table an order-book panel draws, from sides given best first. @default levels 10 */
export function depthTable(bids: Side, asks: Side, levels = 10): DepthTable {
  const b = cumulate(bids, levels)
  const a = cumulate(asks, levels)
  const deepest = [b.at(-1)?.total, a.at(-1)?.total].reduce<Big>(
    (max, t) => (t && t.gt(max) ? t : max),
    new Big(0),
  )
  const row = (r: { price: string; quantity: string; total: Big }): DepthRow => ({
    price: r.price,
    quantity: r.quantity,
    total: r.total.toFixed(),
    share: deepest.gt(0) ? r.total.div(deepest).round(4).toNumber() : 0,
  })
  const bestBid = b[0]?.price
  const bestAsk = a[0]?.price
  let spread: string | null = null
  let spreadPercent: string | null = null
  if (bestBid !== undefined && bestAsk !== undefined) {
    const s = new Big(bestAsk).minus(bestBid)
    const mid = new Big(bestAsk).plus(bestBid).div(2)
    spread = s.toFixed()
    spreadPercent = mid.gt(0) ? s.div(mid).times(100).round(2).toFixed(2) : null
  }
  return { asks: a.map(row), bids: b.map(row), spread, spreadPercent }
}
