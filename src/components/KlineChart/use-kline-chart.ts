/**
 * The lightweight-charts instance behind KlineChart: created once per mount, sized by its
 * container (autoSize), coloured from the app.css tokens, and fed incrementally: a new `revision`
 * (another pair, period, tab or indicator, or a fresh history) redraws every series, anything else
 * only updates the last bar (and appends new ones) through `series.update`. A focused bar (the
 * K-line opened at a moment) carries a marker and is scrolled into view once per pair, period and
 * tab.
 */
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef, type RefObject } from 'react'
import type { Candle } from '@/api/contract/market'
import { formatNumber } from '@/lib/format'
import type { IndicatorLine, LineTone } from './kline-series'

export interface KlineChartData {
  candles: readonly Candle[]
  revision: number
  /** The pair and period: when it changes, the view jumps back to the latest bar. */
  stream: string
  /** 'line' draws the time-sharing area instead of candles. */
  mode: 'line' | 'candles'
  lines: readonly IndicatorLine[]
  /** Price decimals of the pair. */
  precision: number
  locale: string
  /** Bars shorter than a day: the time axis shows hours. */
  intraday: boolean
  /** The open (unix s) of a bar to mark and scroll into view, or null. */
  focus: number | null
}

interface Api {
  chart: IChartApi
  bars: ISeriesApi<'Candlestick'>
  area: ISeriesApi<'Area'>
  volume: ISeriesApi<'Histogram'>
  lines: ISeriesApi<'Line'>[]
  /** Markers on the candles and on the line: only the shown one holds any. */
  marks: Record<'candles' | 'line', ISeriesMarkersPluginApi<Time>>
}

/** Empty bars right of the latest one when the chart follows real time. */
const RIGHT_OFFSET = 4
/** How far the focused bar sits from the right edge, in bars: in view on a phone, with context. */
const FOCUS_FROM_RIGHT = 16

type Theme = Record<'up' | 'down' | 'text' | 'grid' | LineTone | 'font', string>

function readTheme(el: HTMLElement): Theme {
  const css = getComputedStyle(el)
  const v = (name: string) => css.getPropertyValue(name).trim()
  return {
    up: v('--color-up'),
    down: v('--color-down'),
    text: v('--color-muted'),
    grid: v('--color-line'),
    warning: v('--color-warning'),
    accent: v('--color-primary-ink'),
    ink: v('--color-ink'),
    font: v('--font-sans'),
  }
}

/** `#rrggbb` + alpha; other colour syntaxes are returned as they are. */
const alpha = (hex: string, a: string) => (/^#[0-9a-f]{6}$/i.test(hex) ? `${hex}${a}` : hex)
const at = (time: number) => time as UTCTimestamp
const n = Number

function themeOptions(t: Theme) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: t.text,
      fontFamily: t.font,
    },
    grid: { vertLines: { color: alpha(t.grid, '66') }, horzLines: { color: alpha(t.grid, '66') } },
    rightPriceScale: { borderColor: t.grid },
    timeScale: { borderColor: t.grid },
  }
}

function dateFormat(locale: string, opts: Intl.DateTimeFormatOptions) {
  const f = new Intl.DateTimeFormat(locale, opts)
  return (time: Time) => f.format(n(time) * 1000)
}

export function useKlineChart(
  container: RefObject<HTMLDivElement | null>,
  data: KlineChartData,
  onHover: (time: number | null) => void,
) {
  const api = useRef<Api | null>(null)
  const hover = useRef(onHover)
  const applied = useRef({ key: '', stream: '', length: 0, focused: '' })
  const themeKey = useRef('')

  useEffect(() => {
    hover.current = onHover
  })

  useEffect(() => {
    const el = container.current
    if (!el) return
    const chart = createChart(el, {
      autoSize: true,
      layout: { fontSize: 10, attributionLogo: true },
      crosshair: { mode: CrosshairMode.Normal },
      // vertical swipes over the chart scroll the page, as everywhere else on a phone
      handleScroll: { vertTouchDrag: false },
      timeScale: { rightOffset: RIGHT_OFFSET, barSpacing: 6, minBarSpacing: 2 },
    })
    // a fixed minimum keeps the plot from jumping sideways when labels change width (another
    // pair, a live price); lightweight-charts never shrinks an axis until its next full redraw
    chart.priceScale('right').applyOptions({
      minimumWidth: 72,
      scaleMargins: { top: 0.12, bottom: 0.24 },
    })
    const bars = chart.addSeries(CandlestickSeries, { borderVisible: false })
    const area = chart.addSeries(AreaSeries, { lineWidth: 1, priceLineVisible: false })
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    })
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } })
    const line = () =>
      chart.addSeries(LineSeries, {
        lineWidth: 1,
        lastValueVisible: false,
        priceLineVisible: false,
        crosshairMarkerVisible: false,
      })
    const lines = [line(), line(), line()]
    chart.subscribeCrosshairMove((p) => hover.current(p.time === undefined ? null : n(p.time)))
    const marks = { candles: createSeriesMarkers(bars), line: createSeriesMarkers(area) }
    api.current = { chart, bars, area, volume, lines, marks }
    applied.current = { key: '', stream: '', length: 0, focused: '' }
    themeKey.current = ''
    return () => {
      api.current = null
      chart.remove()
    }
  }, [container])

  const { candles, revision, stream, mode, lines, precision, locale, intraday, focus } = data
  const linesKey = lines.map((l) => `${l.label}${l.period ?? ''}`).join()

  useEffect(() => {
    const a = api.current
    const el = container.current
    if (!a || !el) return
    const t = readTheme(el)
    const key = JSON.stringify([t, precision, locale, intraday, linesKey])
    if (key === themeKey.current) return
    themeKey.current = key
    const price = { type: 'price' as const, precision, minMove: 10 ** -precision }
    a.chart.applyOptions({
      ...themeOptions(t),
      localization: {
        locale,
        priceFormatter: (p: number) => formatNumber(p, locale, { decimals: precision }),
        timeFormatter: dateFormat(locale, {
          dateStyle: 'short',
          ...(intraday ? { timeStyle: 'short' } : {}),
          hourCycle: 'h23',
        }),
      },
      timeScale: {
        timeVisible: intraday,
        tickMarkFormatter: (time: Time, type: TickMarkType) =>
          dateFormat(
            locale,
            type === TickMarkType.Year
              ? { year: 'numeric' }
              : type === TickMarkType.Month
                ? { month: 'short' }
                : type === TickMarkType.DayOfMonth
                  ? { day: 'numeric', month: 'numeric' }
                  : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
          )(time),
      },
    })
    a.bars.applyOptions({
      upColor: t.up,
      downColor: t.down,
      wickUpColor: t.up,
      wickDownColor: t.down,
      priceFormat: price,
    })
    a.area.applyOptions({
      lineColor: t.accent,
      topColor: alpha(t.accent, '55'),
      bottomColor: alpha(t.accent, '00'),
      priceFormat: price,
    })
    a.volume.applyOptions({ priceFormat: { type: 'volume' } })
    a.lines.forEach((s, i) => {
      const l = lines[i]
      s.applyOptions({ color: l ? t[l.tone] : t.text, visible: !!l, priceFormat: price })
    })
  })

  useEffect(() => {
    const a = api.current
    const el = container.current
    if (!a || !el) return
    const t = readTheme(el)
    const bar = (c: Candle) => ({
      time: at(c.time),
      open: n(c.open),
      high: n(c.high),
      low: n(c.low),
      close: n(c.close),
    })
    const point = (c: Candle) => ({ time: at(c.time), value: n(c.close) })
    const vol = (c: Candle) => ({
      time: at(c.time),
      value: n(c.volume),
      color: alpha(n(c.close) >= n(c.open) ? t.up : t.down, '80'),
    })
    const key = `${revision}|${mode}|${linesKey}`
    const from = applied.current.length - 1
    const redraw =
      key !== applied.current.key || candles.length < applied.current.length || from < 0
    if (redraw) {
      a.bars.setData(mode === 'candles' ? candles.map(bar) : [])
      a.area.setData(mode === 'line' ? candles.map(point) : [])
      a.volume.setData(candles.map(vol))
      a.lines.forEach((s, i) => {
        const values = lines[i]?.values ?? []
        s.setData(
          candles.flatMap((c, j) =>
            values[j] === undefined ? [] : [{ time: at(c.time), value: values[j] }],
          ),
        )
      })
      // a repaired history keeps the user's scroll position; another pair or period does not
      if (stream !== applied.current.stream && focus === null)
        a.chart.timeScale().scrollToRealTime()
    } else {
      // the bar in progress changed, or new ones opened: update in place, never redraw
      for (let j = from; j < candles.length; j++) {
        const c = candles[j] as Candle
        if (mode === 'candles') a.bars.update(bar(c))
        else a.area.update(point(c))
        a.volume.update(vol(c))
        a.lines.forEach((s, i) => {
          const value = lines[i]?.values[j]
          if (value !== undefined) s.update({ time: at(c.time), value })
        })
      }
    }
    const index = focus === null ? -1 : candles.findIndex((c) => c.time === focus)
    const focused = index < 0 ? '' : `${stream}|${mode}|${focus}`
    if (redraw || focused !== applied.current.focused) {
      const marker: SeriesMarker<Time> = {
        time: at(focus ?? 0),
        position: 'aboveBar',
        shape: 'arrowDown',
        color: t.warning,
      }
      a.marks.candles.setMarkers(index >= 0 && mode === 'candles' ? [marker] : [])
      a.marks.line.setMarkers(index >= 0 && mode === 'line' ? [marker] : [])
    }
    // once per pair, period and tab: then the user scrolls freely, and live bars do not move it
    if (focused && focused !== applied.current.focused) {
      // never past the latest bar: a recent focus leaves the chart where real time puts it
      const position = Math.min(RIGHT_OFFSET, index - (candles.length - 1) + FOCUS_FROM_RIGHT)
      a.chart.timeScale().scrollToPosition(position, false)
    }
    applied.current = { key, stream, length: candles.length, focused }
  }, [container, candles, revision, stream, mode, lines, linesKey, focus])
}
