import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { direction, formatPercent } from '@/lib/format'
import { useRowTranslation } from '@/i18n/use-row-translation'

export interface PercentTextProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** A change in percent units as a decimal string ("1.5" shows "+1.50%"). */
  value: string
  /** @default 2 */
  decimals?: number
  /** The quote feed is not live: dimmed, and said so to screen readers. @default false */
  stale?: boolean
}

const TONE = { 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' } as const

/** A signed percentage coloured by its sign; the +/− sign is the non-colour cue. */
export function PercentText({
  value,
  decimals = 2,
  stale = false,
  className,
  ...props
}: PercentTextProps) {
  const { t, lng } = useRowTranslation()
  const dir = direction(value)
  return (
    <span
      data-slot="percent-text"
      data-direction={dir === 1 ? 'up' : dir === -1 ? 'down' : 'flat'}
      data-stale={stale || undefined}
      className={cn('tabular-nums', stale ? 'text-muted' : TONE[dir], className)}
      {...props}
    >
      {formatPercent(value, lng, decimals)}
      {stale && <span className="sr-only"> {t('percentText.stale')}</span>}
    </span>
  )
}
