/** Change between two decimal prices, for display (big.js; STYLE §3.2). */
import { Big } from 'big.js'

/**
 * `to` against `from` in percent units with two decimals, "+"-prefixed when positive, as the
 * wire writes 24 h changes ("+1.23"); "0.00" when `from` is zero or either is not a number.
 */
export function changePercent(from: string, to: string): string {
  try {
    const base = new Big(from)
    if (base.eq(0)) return '0.00'
    const pct = new Big(to).minus(base).div(base).times(100).round(2, Big.roundHalfUp)
    return pct.gt(0) ? `+${pct.toFixed(2)}` : pct.toFixed(2)
  } catch {
    return '0.00'
  }
}
