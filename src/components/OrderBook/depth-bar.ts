import type { CSSProperties } from 'react'

/** The cumulative-depth bar behind a level, growing from the end edge (OrderBook, CompactBook). */
export function depthBar(side: 'asks' | 'bids', share: number): CSSProperties {
  const colour = `color-mix(in srgb, var(--color-${side === 'asks' ? 'down' : 'up'}) 16%, transparent)`
  const pct = `${(share * 100).toFixed(2)}%`
  return { background: `linear-gradient(to left, ${colour} ${pct}, transparent ${pct})` }
}
