import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { GeoPoint } from '@/machines/geo-point'

export interface WorldLocatorProps extends Omit<ComponentProps<'svg'>, 'viewBox'> {
  /** The point to mark; its coordinates are canonical decimal strings. */
  point: Pick<GeoPoint, 'latitude' | 'longitude'>
}

// meridians and parallels every 30°, on an equirectangular frame of 360 × 180 units
const meridians = Array.from({ length: 11 }, (_, i) => (i + 1) * 30)
const parallels = [30, 60, 120, 150]
const round = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * Where a point lies on the globe, drawn offline: an equirectangular graticule (every 30°, the
 * equator and the prime meridian stronger) with the point placed by its longitude and latitude.
 * No coastlines and no tiles: it is a locator, not a map.
 */
export function WorldLocator({ point, className, ...props }: WorldLocatorProps) {
  const { t } = useTranslation('location')
  const x = round(Number(point.longitude) + 180)
  const y = round(90 - Number(point.latitude))
  return (
    <svg
      role="img"
      aria-label={t('locator.label', { latitude: point.latitude, longitude: point.longitude })}
      data-slot="world-locator"
      viewBox="-4 -4 368 188"
      className={cn('bg-surface w-full rounded-xl', className)}
      {...props}
    >
      <g fill="none" strokeWidth="0.75" className="stroke-line">
        <rect x="0" y="0" width="360" height="180" strokeWidth="1.5" />
        {meridians.map((m) => (
          <line key={m} x1={m} x2={m} y1="0" y2="180" strokeWidth={m === 180 ? 1.5 : 0.75} />
        ))}
        {parallels.map((p) => (
          <line key={p} x1="0" x2="360" y1={p} y2={p} />
        ))}
        <line x1="0" x2="360" y1="90" y2="90" strokeWidth="1.5" />
      </g>
      <g className="stroke-primary-ink" strokeWidth="0.75" strokeDasharray="3 3">
        <line x1={x} x2={x} y1="0" y2="180" />
        <line x1="0" x2="360" y1={y} y2={y} />
      </g>
      <circle cx={x} cy={y} r="9" className="fill-primary-ink opacity-25" />
      <circle cx={x} cy={y} r="4" strokeWidth="1.5" className="fill-primary-ink stroke-surface" />
    </svg>
  )
}
