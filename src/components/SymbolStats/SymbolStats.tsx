import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PercentText } from '@/components/ui/PercentText/PercentText'
import { PriceText } from '@/components/ui/PriceText/PriceText'
import { cn } from '@/lib/cn'
import { formatCompact, formatNumber } from '@/lib/format'

/** The 24 h figures of a pair; a contract `Quote` or a quote-store `LiveQuote` fits. */
export interface SymbolStatsQuote {
  currency_name: string
  legal_name: string
  now_price: string
  change: string
  high: string
  low: string
  volume: string
  precision_length: number
}

export interface SymbolStatsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Undefined until the feed has the pair: dashes stand in for the figures. */
  quote?: SymbolStatsQuote
  /** The feed is not live: figures dimmed and said to be out of date. @default false */
  stale?: boolean
}

/** The pair's last price, large and coloured by its 24 h change, with 24 h high, low and volume. */
export function SymbolStats({ quote, stale = false, className, ...props }: SymbolStatsProps) {
  const { t, i18n } = useTranslation('symbol')
  const decimals = quote?.precision_length ?? 2
  const figure = (v: string | undefined) =>
    v === undefined ? '--' : formatNumber(v, i18n.language, { decimals })
  const stats = [
    [t('stats.high'), figure(quote?.high)],
    [t('stats.low'), figure(quote?.low)],
    [
      t('stats.volume', { currency: quote?.currency_name ?? '' }),
      quote ? formatCompact(quote.volume, i18n.language) : '--',
    ],
  ] as const
  return (
    <section
      data-slot="symbol-stats"
      data-stale={stale || undefined}
      aria-label={t('stats.label')}
      className={cn('flex items-start gap-4 px-4 py-3', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-muted text-xs">
          {t('stats.last', { currency: quote?.legal_name ?? '' })}
        </span>
        {quote ? (
          <>
            <PriceText
              value={quote.now_price}
              change={quote.change}
              decimals={decimals}
              stale={stale}
              className="text-[26px] leading-8 font-semibold"
            />
            <PercentText value={quote.change} stale={stale} className="text-sm font-medium" />
          </>
        ) : (
          <span className="text-muted text-[26px] leading-8 font-semibold">--</span>
        )}
      </div>
      <dl className="grid shrink-0 grid-cols-[auto_auto] gap-x-3 gap-y-1 text-xs tabular-nums">
        {stats.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className={cn('text-end', stale ? 'text-muted' : 'text-ink')}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
