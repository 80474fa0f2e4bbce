import { contractHref, href, optionsHref, paths } from '@/app/paths'
import type { TradeProduct } from '@/components/TradeHeader/TradeHeader'

/** The Trade tab's products: spot, futures and seconds options. */
export const tradeProducts: readonly TradeProduct[] = ['spot', 'contract', 'options']

/**
 * Where the header's product link goes, on the same pair (the Trade tab itself opens on the last
 * pair traded, which every product remembers).
 */
export function tradeProductHref(product: TradeProduct, symbol: string): string {
  if (product === 'contract') return contractHref(symbol)
  if (product === 'options') return optionsHref(symbol)
  return href(paths.trade)
}
