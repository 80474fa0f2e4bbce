/**
 * What the K-line chart draws besides the bars: its tabs and the indicator lines, as plain data
 * (numbers for the chart library; see lib/indicators.ts).
 */
import type { CanonicalPeriod, Candle } from '@/api/contract/market'
import {
  bollinger,
  closesOf,
  exponentialMovingAverage,
  movingAverage,
  type Series,
} from '@/lib/indicators'

/** A chart tab: the time-sharing line (分时, one-minute closes) or a candle period. */
export type KlineTab = 'line' | CanonicalPeriod

/** The tabs, in order: the contract's canonical periods a phone chart shows (no years). */
export const klineTabs = [
  'line',
  '1min',
  '5min',
  '15min',
  '30min',
  '60min',
  '1day',
  '1week',
  '1mon',
] as const satisfies readonly KlineTab[]

/** The period a tab loads: the line is drawn from one-minute bars. */
export const periodOfTab = (tab: KlineTab): CanonicalPeriod => (tab === 'line' ? '1min' : tab)

/** The main-chart overlay; volume is always shown under the bars. */
export type Indicator = 'ma' | 'ema' | 'boll'
export const indicators = ['ma', 'ema', 'boll'] as const satisfies readonly Indicator[]

/** Theme colours a line may take (app.css tokens). */
export type LineTone = 'warning' | 'accent' | 'ink'

export interface IndicatorLine {
  /** Legend label: the translation key's last part and, for averages, its period. */
  label: 'ma' | 'ema' | 'bollUpper' | 'bollMiddle' | 'bollLower'
  period?: number
  tone: LineTone
  /** Aligned with the candles; undefined before there is enough history. */
  values: Series
}

/** MA and EMA over 5, 10 and 30 bars, as most exchange apps show them. */
export const AVERAGE_PERIODS = [5, 10, 30] as const
const TONES: readonly LineTone[] = ['warning', 'accent', 'ink']

export function indicatorLines(
  candles: readonly Candle[],
  indicator: Indicator | null,
): IndicatorLine[] {
  if (!indicator) return []
  const closes = closesOf(candles)
  if (indicator === 'boll') {
    const bands = bollinger(closes, 20, 2)
    return [
      { label: 'bollMiddle', tone: 'warning', values: bands.map((b) => b?.middle) },
      { label: 'bollUpper', tone: 'accent', values: bands.map((b) => b?.upper) },
      { label: 'bollLower', tone: 'ink', values: bands.map((b) => b?.lower) },
    ]
  }
  const average = indicator === 'ma' ? movingAverage : exponentialMovingAverage
  return AVERAGE_PERIODS.map((period, i) => ({
    label: indicator,
    period,
    tone: TONES[i] as LineTone,
    values: average(closes, period),
  }))
}
