import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DailyPnl } from '@/api/contract/follow'
import { barShares } from '@/lib/bar-scale'
import { signOf } from '@/lib/wallet-format'
import { useTraderFormat } from './use-trader-format'

const WIDTH = 300
const HEIGHT = 120

export interface Bar {
  day: DailyPnl
  x: number
  y: number
  height: number
  sign: -1 | 0 | 1
}

/**
 * Where each day's bar goes in a WIDTH × HEIGHT box: from a zero line (the middle when there are
 * both gains and losses, else the bottom or the top), as tall as its P/L over the largest absolute
 * P/L (`barShares`: the ratio is a `Number` for geometry only, never a figure shown or added up).
 */
export function barsOf(days: readonly DailyPnl[]) {
  const shares = barShares(days.map((d) => d.pnl))
  const hasUp = days.some((d) => signOf(d.pnl) > 0)
  const hasDown = days.some((d) => signOf(d.pnl) < 0)
  const zero = hasUp && hasDown ? HEIGHT / 2 : hasDown ? 0 : HEIGHT
  const room = hasUp && hasDown ? HEIGHT / 2 : HEIGHT
  const slot = WIDTH / Math.max(1, days.length)
  const bars: Bar[] = days.map((day, i) => {
    const sign = signOf(day.pnl)
    const height = sign === 0 ? 0 : Math.max(1, shares[i]! * room)
    return { day, x: i * slot + slot * 0.15, y: sign > 0 ? zero - height : zero, height, sign }
  })
  return { bars, zero, barWidth: slot * 0.7 }
}

/**
 * The trader's realised P/L of each of the last 30 UTC days (today last): green bars up, red bars
 * down from the zero line. An image with a summary for screen readers, and every day's figure in
 * a table they can read.
 */
export function PnlChart({ days }: { days: readonly DailyPnl[] }) {
  const { t } = useTranslation('traderDetail')
  const f = useTraderFormat()
  const titleId = useId()
  const { bars, zero, barWidth } = barsOf(days)
  const first = days[0]
  const last = days[days.length - 1]
  const middle = days[Math.floor((days.length - 1) / 2)]
  const up = bars.filter((b) => b.sign > 0).length
  const down = bars.filter((b) => b.sign < 0).length
  const range = first && last ? { from: f.day(first.start), to: f.day(last.start) } : null
  const summary = !range
    ? t('chart.none')
    : up + down === 0
      ? t('chart.flat', range)
      : t('chart.summary', {
          ...range,
          up: t('chart.upDays', { count: up }),
          down: t('chart.downDays', { count: down }),
        })
  return (
    <section
      aria-labelledby={titleId}
      data-slot="pnl-chart"
      className="bg-surface flex flex-col gap-2 rounded-xl p-4"
    >
      <h2 id={titleId} className="text-ink text-base font-semibold">
        {t('chart.title')}
      </h2>
      <svg
        role="img"
        aria-label={t('chart.label', { summary })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
      >
        {bars.map((b) =>
          b.sign === 0 ? null : (
            <rect
              key={b.day.day}
              data-day={b.day.day}
              data-sign={b.sign}
              x={b.x}
              y={b.y}
              width={barWidth}
              height={b.height}
              className={b.sign > 0 ? 'fill-up' : 'fill-down'}
            />
          ),
        )}
        <line
          x1={0}
          x2={WIDTH}
          y1={zero}
          y2={zero}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
          className="stroke-muted"
        />
      </svg>
      {first && middle && last && (
        <div aria-hidden="true" className="text-muted flex justify-between text-xs tabular-nums">
          <span>{f.day(first.start)}</span>
          <span>{f.day(middle.start)}</span>
          <span>{f.day(last.start)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{t('chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('chart.pnl')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{f.day(d.start)}</th>
              <td>{f.signedUsdt(d.pnl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
