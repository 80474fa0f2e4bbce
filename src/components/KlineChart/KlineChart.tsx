import { useMemo, useRef, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { KlineView } from '@/machines/kline/kline.view'
import { BarLegend, LinesLegend } from './kline-legend'
import {
  indicatorLines,
  indicators,
  klineTabs,
  type Indicator,
  type KlineTab,
} from './kline-series'
import { useKlineChart } from './use-kline-chart'

export interface KlineChartProps extends KlineView, Omit<ComponentProps<'section'>, 'children'> {
  /** The selected tab; its period is the view's period ('line' shows one-minute closes). */
  tab: KlineTab
  onTabChange: (tab: KlineTab) => void
  /** The overlay on the bars; null for none. */
  indicator: Indicator | null
  onIndicatorChange: (indicator: Indicator | null) => void
  onRetry: () => void
  /** Price decimals of the pair. @default 2 */
  precision?: number
  /** Height of the drawing area in px. @default 300 */
  height?: number
}

/**
 * The K-line: period tabs with the time-sharing line, candles with volume, MA/EMA/BOLL overlays,
 * and a legend with the bar under the crosshair (the last bar otherwise).
 */
export function KlineChart({
  symbol,
  period,
  isIntraday,
  status,
  candles,
  revision,
  isRefreshing,
  error,
  canRetry,
  focusTime,
  tab,
  onTabChange,
  indicator,
  onIndicatorChange,
  onRetry,
  precision = 2,
  height = 300,
  className,
  ...props
}: KlineChartProps) {
  const { t, i18n } = useTranslation('symbol')
  const errorText = useErrorText()
  const container = useRef<HTMLDivElement>(null)
  const [hoverTime, setHoverTime] = useState<number | null>(null)
  const lines = useMemo(() => indicatorLines(candles, indicator), [candles, indicator])
  const mode = tab === 'line' ? 'line' : 'candles'
  useKlineChart(
    container,
    {
      candles,
      revision,
      stream: `${symbol}|${period}`,
      mode,
      lines,
      precision,
      locale: i18n.language,
      intraday: isIntraday,
      focus: focusTime,
    },
    setHoverTime,
  )
  const index =
    hoverTime === null ? candles.length - 1 : candles.findIndex((c) => c.time === hoverTime)
  const shown = index >= 0 ? index : candles.length - 1

  return (
    <section
      data-slot="kline-chart"
      data-state={status}
      data-period={period}
      aria-label={t('chart.label', { symbol })}
      className={cn('flex flex-col', className)}
      {...props}
    >
      <Tabs
        aria-label={t('chart.periods')}
        items={klineTabs.map((value) => ({ value, label: t(`chart.period.${value}`) }))}
        value={tab}
        onValueChange={onTabChange}
        className="[&_[role=tab]]:text-sm [&_[role=tablist]]:gap-3 [&_[role=tablist]]:px-4 [&_[role=tabpanel]]:py-0"
      >
        <div className="flex items-center gap-1 px-4 pt-2">
          <div role="group" aria-label={t('chart.indicators')} className="flex gap-1">
            {indicators.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={indicator === value}
                onClick={() => onIndicatorChange(indicator === value ? null : value)}
                className={cn(
                  'h-7 rounded px-2 text-xs font-medium',
                  indicator === value ? 'bg-raised text-ink' : 'text-muted',
                )}
              >
                {t(`chart.indicator.${value}`)}
              </button>
            ))}
          </div>
          {isRefreshing && (
            <span role="status" className="text-muted ms-auto text-xs">
              {t('chart.refreshing')}
            </span>
          )}
        </div>
        {/* two lines, always: the chart below does not jump when the legend appears */}
        <div className="h-9 px-4 pt-1">
          {status === 'ready' && candles[shown] && (
            <BarLegend candle={candles[shown]} precision={precision} />
          )}
        </div>
        <div className="relative" style={{ height }}>
          {/* canvases, which screen readers skip; the legend states the bar in words */}
          <div
            ref={container}
            className={cn('absolute inset-0', status !== 'ready' && 'invisible')}
          />
          {status === 'ready' && lines.length > 0 && (
            <LinesLegend
              lines={lines}
              index={shown}
              precision={precision}
              className="bg-page/70 pointer-events-none absolute start-3 top-1 z-10 rounded-sm pe-1"
            />
          )}
          {status === 'loading' && (
            <Loader label={t('chart.loading')} className="absolute inset-0" />
          )}
          {status === 'empty' && (
            <p className="text-muted absolute inset-0 flex items-center justify-center px-6 text-center text-sm">
              {t('chart.empty')}
            </p>
          )}
          {status === 'failed' && (
            <ErrorState
              title={t('chart.failed')}
              description={errorText(error)}
              onRetry={canRetry ? onRetry : undefined}
              className="bg-page absolute inset-0 justify-center py-0"
            />
          )}
        </div>
      </Tabs>
    </section>
  )
}
