import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { direction, formatCompact, formatNumber } from '@/lib/format'
import { useRowTranslation } from '@/i18n/use-row-translation'

export interface PriceTextProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Decimal string, never a float. */
  value: string
  /** Change since the reference price (decimal string); its sign picks colour and arrow. */
  change?: string
  /** Fraction digits (ignored when `compact`). @default 4 */
  decimals?: number
  /** Spec §9 K/M abbreviation. @default false */
  compact?: boolean
  /** The quote feed is not live: dimmed, and said so to screen readers. @default false */
  stale?: boolean
}

const TONE = { 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' } as const

/** A price in the user's locale, coloured up/down by `change`, with an arrow so colour is not the only cue. */
export function PriceText({
  value,
  change,
  decimals = 4,
  compact = false,
  stale = false,
  className,
  ...props
}: PriceTextProps) {
  const { t, lng } = useRowTranslation()
  const dir = change === undefined ? 0 : direction(change)
  const text = compact ? formatCompact(value, lng) : formatNumber(value, lng, { decimals })

  return (
    <span
      data-slot="price-text"
      data-direction={dir === 1 ? 'up' : dir === -1 ? 'down' : 'flat'}
      data-stale={stale || undefined}
      className={cn(
        'inline-flex items-center gap-0.5 tabular-nums',
        stale ? 'text-muted' : TONE[dir],
        className,
      )}
      {...props}
    >
      {dir !== 0 && (
        <svg
          aria-hidden="true"
          viewBox="0 0 10 10"
          className={cn('size-[0.6em]', dir === -1 && 'rotate-180')}
          fill="currentColor"
        >
          <path d="M5 1 9.5 9h-9L5 1Z" />
        </svg>
      )}
      {text}
      {dir !== 0 && (
        <span className="sr-only">
          {' '}
          {t(dir === 1 ? 'priceText.direction.up' : 'priceText.direction.down')}
        </span>
      )}
      {stale && <span className="sr-only"> {t('priceText.stale')}</span>}
    </span>
  )
}
