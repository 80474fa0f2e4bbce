import { useId, useMemo, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { depthBar } from '@/components/OrderBook/depth-bar'
import { Loader } from '@/components/ui/Loader/Loader'
import { PriceText } from '@/components/ui/PriceText/PriceText'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { depthTable, type DepthRow } from '@/lib/order-book'
import type { OrderBookView } from '@/machines/order-book/order-book.view'

export interface CompactBookProps
  extends OrderBookView, Omit<ComponentProps<'section'>, 'children'> {
  base: string
  quote: string
  lastPrice?: string
  change?: string
  /** Price decimals of the pair. @default 2 */
  precision?: number
  /** Quantity decimals. @default 4 */
  quantityDecimals?: number
  /** Levels shown per side. @default 6 */
  levels?: number
  stale?: boolean
  /** A tapped level or the last price: the ticket takes it as its limit price. */
  onPrice?: (price: string) => void
}

/**
 * The Trade screen's narrow order book beside the ticket: price and amount, a few levels per side
 * (asks above, best at the bottom; bids below, best on top), the last price between them. Every
 * price is a button that hands it to the ticket.
 */
export function CompactBook({
  symbol,
  status,
  bids,
  asks,
  base,
  quote,
  lastPrice,
  change,
  precision = 2,
  quantityDecimals = 4,
  levels = 6,
  stale = false,
  onPrice,
  className,
  error: _error,
  ...props
}: CompactBookProps) {
  const { t, i18n } = useTranslation('symbol')
  const hintId = useId()
  const table = useMemo(() => depthTable(bids, asks, levels), [bids, asks, levels])
  const price = (v: string) => formatNumber(v, i18n.language, { decimals: precision })
  const qty = (v: string) =>
    formatNumber(v, i18n.language, { decimals: quantityDecimals, rounding: 'down' })
  const rows = (side: 'asks' | 'bids', list: DepthRow[]) => (
    <ul aria-label={t(`orderBook.${side}`)} className="flex flex-col">
      {list.map((r) => (
        <li key={r.price}>
          <button
            type="button"
            onClick={() => onPrice?.(r.price)}
            aria-describedby={hintId}
            style={depthBar(side, r.share)}
            className="flex h-6 w-full items-center justify-between gap-1 px-2"
          >
            <span className={cn(stale ? 'text-muted' : side === 'asks' ? 'text-down' : 'text-up')}>
              {price(r.price)}
            </span>
            <span className="text-ink">{qty(r.quantity)}</span>
          </button>
        </li>
      ))}
    </ul>
  )

  return (
    <section
      data-slot="compact-book"
      data-state={status}
      data-stale={stale || undefined}
      data-symbol={symbol}
      aria-label={t('orderBook.title')}
      className={cn('flex flex-col text-xs tabular-nums', className)}
      {...props}
    >
      <div className="text-muted flex justify-between px-2 py-1">
        <span>{t('orderBook.price', { currency: quote })}</span>
        <span>{t('orderBook.quantity', { currency: base })}</span>
      </div>
      <span id={hintId} hidden>
        {t('compactBook.hint')}
      </span>
      {status === 'waiting' && <Loader label={t('orderBook.waiting')} />}
      {status === 'unavailable' && (
        <p className="text-muted px-2 py-6 text-center">{t('orderBook.unavailable')}</p>
      )}
      {status === 'ready' && (
        <>
          {rows('asks', [...table.asks].reverse())}
          <button
            type="button"
            disabled={lastPrice === undefined}
            onClick={() => lastPrice !== undefined && onPrice?.(lastPrice)}
            aria-describedby={hintId}
            data-slot="last-price"
            className="border-line my-0.5 flex h-9 items-center border-y px-2"
          >
            {lastPrice !== undefined && (
              <PriceText
                value={lastPrice}
                change={change}
                decimals={precision}
                stale={stale}
                className="text-base font-semibold"
              />
            )}
          </button>
          {rows('bids', table.bids)}
        </>
      )}
      {stale && status === 'ready' && <p className="sr-only">{t('orderBook.stale')}</p>}
    </section>
  )
}
