import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'
import { MarketListSkeleton } from '@/components/MarketList/MarketListStates'
import { QuoteRow } from '@/components/QuoteRow/QuoteRow'
import { StaleMarker } from '@/components/StaleMarker/StaleMarker'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { QuoteStore } from '@/lib/quote-store'
import { useQuote } from '@/lib/use-quote'
import type { ConnectionStatus } from '@/machines/connection/connection.view'

/** Rows are as tall as the markets list's, so the skeleton matches what replaces it. */
const ROW_HEIGHT = 64

export interface HomeMarketsProps extends Omit<ComponentProps<'section'>, 'children'> {
  store: QuoteStore
  /** The pairs to show, in order (a handful: this is a preview of the markets tab). */
  symbols: readonly string[]
  /** The feed's state: drives the marker, the skeleton and the error. */
  status: ConnectionStatus
  error?: ErrorCode | null
  onRetry?: () => void
  moreHref: string
  hrefOf: (symbol: string) => string
  onOpen?: (symbol: string) => void
}

function Row({
  store,
  symbol,
  stale,
  href,
  onOpen,
}: {
  store: QuoteStore
  symbol: string
  stale: boolean
  href: string
  onOpen?: (symbol: string) => void
}) {
  const quote = useQuote(store, symbol)
  if (!quote) return null
  return (
    <li>
      <QuoteRow quote={quote} stale={stale} href={href} onOpen={onOpen && (() => onOpen(symbol))} />
    </li>
  )
}

/**
 * The home page's live quotation list (spec §2 home): the first pairs of the market, each row
 * reading its own symbol from the store, with the feed's marker and a link to every market.
 */
export function HomeMarkets({
  store,
  symbols,
  status,
  error = null,
  onRetry,
  moreHref,
  hrefOf,
  onOpen,
  className,
  ...props
}: HomeMarketsProps) {
  const { t } = useTranslation('markets')
  const errorText = useErrorText()
  const stale = status !== 'live'
  const waiting = symbols.length === 0
  return (
    <section
      aria-labelledby="home-markets-title"
      className={cn('bg-surface -mx-4 flex flex-col', className)}
      {...props}
    >
      <div className="flex min-h-11 items-center gap-3 px-4">
        <h2 id="home-markets-title" className="text-ink text-base font-semibold">
          {t('homeMarkets.title')}
        </h2>
        <StaleMarker status={status} onRetry={onRetry} className="min-w-0 flex-1" />
        <a href={moreHref} className="text-primary-ink shrink-0 text-sm font-medium">
          {t('homeMarkets.more')}
        </a>
      </div>
      {waiting && error ? (
        <ErrorState description={errorText(error)} onRetry={onRetry} />
      ) : waiting ? (
        <MarketListSkeleton rowHeight={ROW_HEIGHT} />
      ) : (
        <ul aria-labelledby="home-markets-title" className="m-0 list-none p-0">
          {symbols.map((symbol) => (
            <Row
              key={symbol}
              store={store}
              symbol={symbol}
              stale={stale}
              href={hrefOf(symbol)}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
