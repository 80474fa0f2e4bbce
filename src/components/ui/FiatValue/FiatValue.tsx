import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface FiatValueProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The amount already in the fiat currency and formatted ("€1,234.56"): `useFiat().format(usdt)`. */
  value: string
  /** No rate is known: the value is in US dollars, and the text says so. @default false */
  isFallback?: boolean
}

/**
 * A USDT figure's approximate value in the user's fiat currency: "≈ €1,234.56", quiet beside the
 * figure it converts. Approximate because USDT is counted as one US dollar.
 */
export function FiatValue({ value, isFallback = false, className, ...props }: FiatValueProps) {
  const { t } = useTranslation('fiat')
  return (
    <span
      data-slot="fiat-value"
      data-fallback={isFallback || undefined}
      className={cn('text-muted text-xs tabular-nums', className)}
      {...props}
    >
      {t('value.approx', { value })}
      {isFallback && <span className="sr-only"> ({t('value.fallback')})</span>}
    </span>
  )
}
