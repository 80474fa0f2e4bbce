import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export type ToastTone = 'info' | 'success' | 'error'

const toast = cva(
  'bg-surface text-ink border-line pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-xl border px-4 py-3 text-sm shadow-lg',
  {
    variants: {
      tone: {
        info: '[&>svg]:text-primary-ink',
        success: '[&>svg]:text-success',
        error: '[&>svg]:text-error',
      },
    },
  },
)

const ICONS: Record<ToastTone, string> = {
  info: 'M12 11v6M12 7v.01',
  success: 'm8 12 3 3 5-6',
  error: 'M12 7v6M12 16v.01',
}

export interface ToastProps extends ComponentProps<'div'> {
  /** Errors are announced assertively (role="alert"), the rest politely (role="status"). @default 'info' */
  tone?: ToastTone
}

/** One short message (spec §9: shown for 1.5 s; the app shell removes it, not the toast). */
export function Toast({ tone = 'info', className, children, ...props }: ToastProps) {
  const isError = tone === 'error'
  return (
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-slot="toast"
      data-tone={tone}
      className={cn(toast({ tone }), className)}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d={ICONS[tone]} />
      </svg>
      <span className="min-w-0 flex-1 pt-0.5">{children}</span>
    </div>
  )
}
