import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

const button = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-opacity select-none disabled:cursor-not-allowed disabled:opacity-50 data-[busy=true]:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white active:opacity-80',
        secondary: 'bg-raised text-ink active:opacity-80',
        ghost: 'text-primary-ink bg-transparent active:opacity-70',
        up: 'bg-up text-black active:opacity-80',
        down: 'bg-down text-black active:opacity-80',
      },
      size: {
        md: 'h-11 px-4 text-base',
        sm: 'h-8 px-3 text-sm',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof button> {
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. @default false */
  busy?: boolean
}

/** The app's button. `busy` disables it so a double tap submits once. */
export function Button({
  className,
  variant,
  size,
  block,
  busy = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      data-slot="button"
      data-busy={busy}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={cn(button({ variant, size, block }), className)}
      {...props}
    >
      {busy && (
        <output
          aria-label={t('button.loading')}
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  )
}
