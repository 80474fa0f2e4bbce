import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PercentText } from '@/components/ui/PercentText/PercentText'
import { cn } from '@/lib/cn'
import type { QuoteStore } from '@/lib/quote-store'
import { useQuote } from '@/lib/use-quote'

export interface HotSearchProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The pairs with the largest 24 h turnover, largest first (the market-list view's `hot`). */
  symbols: readonly string[]
  /** Where each entry reads its live change. */
  store: QuoteStore
  /** The feed is not live: changes dimmed. @default false */
  stale?: boolean
  hrefOf: (symbol: string) => string
  onOpen?: (symbol: string) => void
}

/** Hot search: a ranked two-column list of the most traded pairs, each with its 24 h change. */
export function HotSearch({
  symbols,
  store,
  stale = false,
  hrefOf,
  onOpen,
  className,
  ...props
}: HotSearchProps) {
  const { t } = useTranslation('markets')
  const headingId = useId()
  if (symbols.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      data-slot="hot-search"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-ink text-base font-semibold">
          {t('hotSearch.title')}
        </h2>
        <p className="text-muted text-xs">{t('hotSearch.basis')}</p>
      </div>
      <ol className="grid grid-cols-2 gap-x-4">
        {symbols.map((symbol, i) => (
          <li key={symbol}>
            <HotEntry
              rank={i + 1}
              symbol={symbol}
              store={store}
              stale={stale}
              href={hrefOf(symbol)}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}

function HotEntry({
  rank,
  symbol,
  store,
  stale,
  href,
  onOpen,
}: {
  rank: number
  symbol: string
  store: QuoteStore
  stale: boolean
  href: string
  onOpen?: (symbol: string) => void
}) {
  const quote = useQuote(store, symbol)
  const [base, quoteName] = symbol.split('/')
  return (
    <a
      href={href}
      onClick={onOpen && (() => onOpen(symbol))}
      className="text-ink flex h-11 items-center gap-2 no-underline"
    >
      <span
        aria-hidden="true"
        className={cn(
          'w-4 shrink-0 text-sm font-semibold tabular-nums',
          rank <= 3 ? 'text-warning' : 'text-muted',
        )}
      >
        {rank}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium">
        {base}
        <span className="text-muted font-normal">/{quoteName}</span>
      </span>
      {quote && <PercentText value={quote.change} stale={stale} className="shrink-0 text-xs" />}
    </a>
  )
}
