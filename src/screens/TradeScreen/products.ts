import { contractHref, href, paths } from '@/app/paths'
import type { TradeProduct } from '@/components/TradeHeader/TradeHeader'

/** The Trade tab's products today (options joins with its issue). */
export const tradeProducts: readonly TradeProduct[] = ['spot', 'contract']

/**
 * Where the header's product link goes, on the same pair (the Trade tab itself opens on the last
 * pair traded, which every product remembers).
 */
export function tradeProductHref(product: TradeProduct, symbol: string): string {
  return product === 'contract' ? contractHref(symbol) : href(paths.trade)
}
