import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { EngineTickView } from '@/machines/engine-tick/engine-tick.view'

export interface EngineTickBannerProps
  extends EngineTickView, Omit<ComponentProps<'section'>, 'children'> {
  /** The pair's quote currency (USDT). */
  quote: string
  /** The same pair's live chart, without the moment. */
  liveHref: string
  onRetry: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Above the K-line opened at a moment (an option's settlement second): the engine's price at that
 * second, the one the settlement used, and the way back to the live chart.
 */
export function EngineTickBanner({
  status,
  time,
  price,
  error,
  canRetry,
  symbol,
  quote,
  liveHref,
  onRetry,
  timeZone,
  className,
  ...props
}: EngineTickBannerProps) {
  const { t, i18n } = useTranslation('symbol')
  const errorText = useErrorText()
  const lang = i18n.language
  const when = formatDateTime(time * 1000, lang, timeZone, 'second')
  return (
    <section
      data-slot="engine-tick-banner"
      data-state={status}
      aria-label={t('tick.label', { symbol })}
      className={cn(
        'bg-surface border-line border-s-warning mx-4 flex flex-col gap-1 rounded-lg border border-s-4 px-3 py-2 text-sm',
        className,
      )}
      {...props}
    >
      {status === 'ready' && price !== null && (
        <p className="text-ink font-medium">
          {t('tick.at', { time: when, price: formatCoinAsWritten(price, lang), quote })}
        </p>
      )}
      {status === 'loading' && (
        <p role="status" className="text-muted">
          {t('tick.loading', { time: when })}
        </p>
      )}
      {status === 'failed' && (
        <div role="alert" className="flex flex-col gap-0.5">
          <p className="text-ink font-medium">{t('tick.failed', { time: when })}</p>
          {error && <p className="text-muted text-xs">{errorText(error)}</p>}
        </div>
      )}
      <div className="flex items-center gap-4">
        {status === 'failed' && canRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="text-primary-ink min-h-11 rounded font-medium underline underline-offset-2"
          >
            {t('tick.retry')}
          </button>
        )}
        <a
          href={liveHref}
          className="text-primary-ink flex min-h-11 items-center font-medium underline underline-offset-2"
        >
          {t('tick.live')}
        </a>
      </div>
    </section>
  )
}
