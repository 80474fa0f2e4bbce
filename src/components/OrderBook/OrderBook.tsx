import { useId, useMemo, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Loader } from '@/components/ui/Loader/Loader'
import { PriceText } from '@/components/ui/PriceText/PriceText'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { depthTable, type DepthRow } from '@/lib/order-book'
import type { OrderBookView } from '@/machines/order-book/order-book.view'
import { depthBar } from './depth-bar'

export interface OrderBookProps extends OrderBookView, Omit<ComponentProps<'section'>, 'children'> {
  /** Base and quote currency of the pair (column units). */
  base: string
  quote: string
  /** The last trade price and its 24 h change, shown between the sides. */
  lastPrice?: string
  change?: string
  /** Price decimals of the pair. @default 2 */
  precision?: number
  /** Quantity decimals. @default 4 */
  quantityDecimals?: number
  /** The feed is not live: figures dimmed and said to be out of date. @default false */
  stale?: boolean
}

/** The order book: asks (red) above, bids (green) below, cumulative depth bars, last price between. */
export function OrderBook({
  symbol,
  status,
  bids,
  asks,
  error,
  base,
  quote,
  lastPrice,
  change,
  precision = 2,
  quantityDecimals = 4,
  stale = false,
  className,
  ...props
}: OrderBookProps) {
  const { t, i18n } = useTranslation('symbol')
  const errorText = useErrorText()
  const headingId = useId()
  const table = useMemo(() => depthTable(bids, asks), [bids, asks])
  const qty = (v: string) =>
    formatNumber(v, i18n.language, { decimals: quantityDecimals, rounding: 'down' })
  const price = (v: string) => formatNumber(v, i18n.language, { decimals: precision })
  const rows = (side: 'asks' | 'bids', list: DepthRow[]) => (
    <table aria-label={t(`orderBook.${side}`)} className="w-full table-fixed">
      {/* one visible header, over the asks; the bids' is for screen readers */}
      <thead className={side === 'asks' ? 'text-muted' : 'sr-only'}>
        <tr className="h-6 font-normal">
          <th scope="col" className="ps-4 text-start font-normal">
            {t('orderBook.price', { currency: quote })}
          </th>
          <th scope="col" className="text-end font-normal">
            {t('orderBook.quantity', { currency: base })}
          </th>
          <th scope="col" className="pe-4 text-end font-normal">
            {t('orderBook.total', { currency: base })}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={r.price} style={depthBar(side, r.share)} className="h-[22px]">
            <td
              className={cn(
                'ps-4',
                stale ? 'text-muted' : side === 'asks' ? 'text-down' : 'text-up',
              )}
            >
              {price(r.price)}
            </td>
            <td className="text-ink text-end">{qty(r.quantity)}</td>
            <td className="text-ink pe-4 text-end">{qty(r.total)}</td>
          </tr>
        ))}
        {list.length === 0 && (
          <tr className="h-[22px]">
            <td colSpan={3} className="text-muted px-4 text-center">
              {t('orderBook.noOrders')}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  )

  return (
    <section
      data-slot="order-book"
      data-state={status}
      data-stale={stale || undefined}
      aria-labelledby={headingId}
      data-symbol={symbol}
      className={cn('flex flex-col text-xs tabular-nums', className)}
      {...props}
    >
      <h2 id={headingId} className="px-4 py-2 text-base font-semibold">
        {t('orderBook.title')}
      </h2>
      {status === 'waiting' && <Loader label={t('orderBook.waiting')} />}
      {status === 'unavailable' && (
        <div className="flex flex-col gap-1 px-6 py-10 text-center text-sm">
          <p className="text-ink">{t('orderBook.unavailable')}</p>
          {error && <p className="text-muted">{errorText(error)}</p>}
        </div>
      )}
      {status === 'ready' && (
        <>
          {/* the best ask sits next to the last price, so the asks read upwards */}
          {rows('asks', [...table.asks].reverse())}
          <div className="border-line my-1 flex items-baseline gap-3 border-y px-4 py-2">
            {lastPrice !== undefined && (
              <PriceText
                value={lastPrice}
                change={change}
                decimals={precision}
                stale={stale}
                className="text-lg font-semibold"
              />
            )}
            {table.spread !== null && (
              <span className="text-muted ms-auto">
                {t('orderBook.spread', {
                  spread: price(table.spread),
                  percent: formatNumber(table.spreadPercent ?? '0', i18n.language, { decimals: 2 }),
                })}
              </span>
            )}
          </div>
          {rows('bids', table.bids)}
        </>
      )}
      {stale && status === 'ready' && <p className="sr-only">{t('orderBook.stale')}</p>}
    </section>
  )
}
