import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { Candle } from '@/api/contract/market'
import { PercentText } from '@/components/ui/PercentText/PercentText'
import { cn } from '@/lib/cn'
import { direction, formatCompact, formatNumber } from '@/lib/format'
import { changePercent } from '@/lib/price-change'
import type { IndicatorLine, LineTone } from './kline-series'

const TONE: Record<LineTone, string> = {
  warning: 'text-warning',
  accent: 'text-primary-ink',
  ink: 'text-ink',
}

function usePrice(precision: number) {
  const { i18n } = useTranslation()
  return (v: string | number) => formatNumber(v, i18n.language, { decimals: precision })
}

export interface BarLegendProps extends Omit<ComponentProps<'dl'>, 'children'> {
  candle: Candle
  precision: number
}

/** The bar under the crosshair in words: open, high, low, close, its change and volume. */
export function BarLegend({ candle, precision, className, ...props }: BarLegendProps) {
  const { t, i18n } = useTranslation('symbol')
  const price = usePrice(precision)
  const change = changePercent(candle.open, candle.close)
  const tone = ['text-down', 'text-ink', 'text-up'][direction(change) + 1]
  const fields = [
    ['open', candle.open],
    ['high', candle.high],
    ['low', candle.low],
    ['close', candle.close],
  ] as const
  return (
    <dl
      data-slot="bar-legend"
      className={cn('flex flex-wrap gap-x-2 text-[11px] leading-4 tabular-nums', className)}
      {...props}
    >
      {fields.map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="text-muted">{t(`chart.legend.${key}`)}</dt>
          <dd className={key === 'close' ? tone : 'text-ink'}>{price(value)}</dd>
        </div>
      ))}
      <div className="flex">
        <dt className="sr-only">{t('chart.legend.change')}</dt>
        <dd>
          <PercentText value={change} />
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted">{t('chart.legend.volume')}</dt>
        <dd className="text-ink">{formatCompact(candle.volume, i18n.language)}</dd>
      </div>
    </dl>
  )
}

export interface LinesLegendProps extends Omit<ComponentProps<'dl'>, 'children'> {
  lines: readonly IndicatorLine[]
  /** The bar's index, to read the values at. */
  index: number
  precision: number
}

/** The overlay values at a bar, each in its line's colour. */
export function LinesLegend({ lines, index, precision, className, ...props }: LinesLegendProps) {
  const { t } = useTranslation('symbol')
  const price = usePrice(precision)
  return (
    <dl
      data-slot="lines-legend"
      className={cn('flex flex-wrap gap-x-2 text-[11px] leading-4 tabular-nums', className)}
      {...props}
    >
      {lines.map((line) => {
        const value = line.values[index]
        return (
          <div
            key={`${line.label}${line.period ?? ''}`}
            className={cn('flex gap-1', TONE[line.tone])}
          >
            <dt>{t(`chart.legend.${line.label}`, { period: line.period })}</dt>
            <dd>{value === undefined ? '--' : price(value)}</dd>
          </div>
        )
      })}
    </dl>
  )
}
