import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const loader = cva('flex items-center justify-center', {
  variants: {
    variant: {
      inline: 'py-10',
      overlay: 'bg-page/80 fixed inset-0 z-40',
    },
  },
  defaultVariants: { variant: 'inline' },
})

export interface LoaderProps extends ComponentProps<'output'>, VariantProps<typeof loader> {
  /** Read by screen readers instead of "Loading". */
  label?: string
}

/**
 * The page loading indicator. Whether it shows (after the 800 ms grace, spec §9) is the
 * machine's decision; this only draws. `overlay` covers the screen and blocks taps.
 */
export function Loader({ variant, label, className, ...props }: LoaderProps) {
  const { t } = useTranslation()
  return (
    <output
      data-slot="loader"
      data-variant={variant ?? 'inline'}
      className={cn(loader({ variant }), className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="border-line border-t-primary-ink size-9 animate-spin rounded-full border-3"
      />
      <span className="sr-only">{label ?? t('loader.label')}</span>
    </output>
  )
}
