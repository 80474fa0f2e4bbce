import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PercentText } from '@/components/ui/PercentText/PercentText'
import { PriceText } from '@/components/ui/PriceText/PriceText'
import { cn } from '@/lib/cn'

/** The Trade tab's products, in display order (spot now; contract and options with their issues). */
export const tradeProducts = ['spot', 'contract', 'options'] as const
export type TradeProduct = (typeof tradeProducts)[number]

export interface TradeHeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** The products the app has: one link each. */
  products: readonly TradeProduct[]
  active: TradeProduct
  productHref: (product: TradeProduct) => string
  symbol: string
  /** Undefined until the feed has the pair: dashes. */
  lastPrice?: string
  change?: string
  precision?: number
  stale?: boolean
  /** Opens the pair switcher. */
  onSwitchPair: () => void
  /** The pair's chart page and the orders page. */
  chartHref: string
  ordersHref: string
  /** Shows a back button (the page was opened from another one). */
  onBack?: () => void
}

const icon = 'size-6'

/**
 * The Trade tab's header: the products (Spot, Contract, Options as they arrive), then the pair
 * with its last price and 24 h change; the pair opens the switcher, the icons lead to the chart
 * and to the orders.
 */
export function TradeHeader({
  products,
  active,
  productHref,
  symbol,
  lastPrice,
  change,
  precision = 2,
  stale = false,
  onSwitchPair,
  chartHref,
  ordersHref,
  onBack,
  className,
  ...props
}: TradeHeaderProps) {
  const { t } = useTranslation(['trade', 'common'])
  return (
    <header data-slot="trade-header" className={cn('bg-page flex flex-col', className)} {...props}>
      <div className="flex h-11 items-center gap-1 px-1">
        {onBack && (
          <button
            type="button"
            aria-label={t('common:navBar.back')}
            onClick={onBack}
            className="flex size-11 items-center justify-center rounded-lg"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m15 5-7 7 7 7" />
            </svg>
          </button>
        )}
        <nav aria-label={t('trade:screen.products')} className="flex min-w-0 flex-1 gap-1 px-2">
          {products.map((p) => (
            <a
              key={p}
              href={productHref(p)}
              aria-current={p === active ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-2 text-base',
                p === active ? 'text-ink font-semibold' : 'text-muted',
              )}
            >
              {t(`trade:screen.product.${p}`)}
            </a>
          ))}
        </nav>
        <a
          href={ordersHref}
          aria-label={t('trade:screen.orders')}
          className="flex size-11 items-center justify-center rounded-lg"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={icon}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path
              d="M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1Z"
              strokeLinejoin="round"
            />
            <path d="M9 9h6M9 13h4" strokeLinecap="round" />
          </svg>
        </a>
      </div>
      <div className="flex items-center gap-3 px-4 pb-2">
        <button
          type="button"
          onClick={onSwitchPair}
          aria-haspopup="dialog"
          aria-label={t('trade:screen.switchPair', { symbol })}
          className="flex items-center gap-1 text-lg font-semibold"
        >
          {symbol}
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M6 9h12l-6 7z" />
          </svg>
        </button>
        {change !== undefined ? (
          <PercentText value={change} stale={stale} className="text-sm" />
        ) : (
          <span className="text-muted text-sm">--</span>
        )}
        <span className="ms-auto flex items-center gap-2">
          {lastPrice !== undefined ? (
            <PriceText
              value={lastPrice}
              change={change}
              decimals={precision}
              stale={stale}
              className="text-base font-semibold"
            />
          ) : (
            <span className="text-muted">--</span>
          )}
          <a
            href={chartHref}
            aria-label={t('trade:screen.chart', { symbol })}
            className="flex size-11 items-center justify-center rounded-lg"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M4 19h16M7 15l4-5 3 3 5-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        </span>
      </div>
    </header>
  )
}
