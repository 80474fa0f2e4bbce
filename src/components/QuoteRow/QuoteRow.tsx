import type { ComponentProps } from 'react'
import type { Quote } from '@/api/contract/market'
import { PercentText } from '@/components/ui/PercentText/PercentText'
import { PriceText } from '@/components/ui/PriceText/PriceText'
import { cn } from '@/lib/cn'
import { formatCompact } from '@/lib/format'
import { useRowTranslation } from '@/i18n/use-row-translation'

/** The figures a row shows; a contract `Quote` or a quote-store `LiveQuote` fits. */
export type QuoteRowQuote = Pick<
  Quote,
  'symbol' | 'currency_name' | 'legal_name' | 'now_price' | 'change' | 'volume' | 'precision_length'
>

export interface QuoteRowProps extends Omit<ComponentProps<'div'>, 'children'> {
  quote: QuoteRowQuote
  /** The symbol's detail page. */
  href: string
  /** The feed is not live: figures dimmed and said to be out of date. @default false */
  stale?: boolean
  /** @default false */
  favourite?: boolean
  /** Shows the star. */
  onFavouriteToggle?: () => void
  /** Called when the row's link is followed (e.g. to record a recent view). */
  onOpen?: () => void
}

/** One market list row: pair, last price, 24 h change and volume, linking to the pair. */
export function QuoteRow({
  quote,
  href,
  stale = false,
  favourite = false,
  onFavouriteToggle,
  onOpen,
  className,
  ...props
}: QuoteRowProps) {
  const { t, lng } = useRowTranslation()
  const change = quote.change
  return (
    <div
      data-slot="quote-row"
      data-stale={stale || undefined}
      className={cn('border-line flex min-h-16 items-center border-b', className)}
      {...props}
    >
      <a
        href={href}
        onClick={onOpen}
        className="text-ink active:bg-raised flex min-w-0 flex-1 items-center gap-2 py-2 ps-4 pe-2 no-underline"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-base font-medium">
            {quote.currency_name}
            <span className="text-muted text-sm font-normal">/{quote.legal_name}</span>
          </span>
          <span className="text-muted truncate text-xs tabular-nums">
            {t('quoteRow.volume', { volume: formatCompact(quote.volume, lng) })}
          </span>
        </span>
        <PriceText
          value={quote.now_price}
          change={change}
          decimals={quote.precision_length}
          stale={stale}
          className="shrink-0 justify-end text-base font-medium"
        />
        <PercentText
          value={change}
          stale={stale}
          className="w-20 shrink-0 text-end text-sm font-medium"
        />
      </a>
      {onFavouriteToggle && (
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={t('quoteRow.favourite', { symbol: quote.symbol })}
          onClick={onFavouriteToggle}
          className={cn(
            'flex size-11 shrink-0 items-center justify-center me-1',
            favourite ? 'text-warning' : 'text-muted',
          )}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path
              d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </div>
  )
}
