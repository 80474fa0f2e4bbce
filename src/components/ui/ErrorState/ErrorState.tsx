import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { cn } from '@/lib/cn'

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Already translated (usually `errors:<code>`). @default "Something went wrong" */
  title?: ReactNode
  /** @default "Check your connection and try again." */
  description?: ReactNode
  /** Shows the Retry button. */
  onRetry?: () => void
  /** While the retry is in flight. @default false */
  retrying?: boolean
}

/** Stands in for content that failed to load; announced when it appears. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
  className,
  ...props
}: ErrorStateProps) {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="text-error mb-2 size-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="24" cy="24" r="18" />
        <path d="M24 14v12M24 32v2" />
      </svg>
      <p className="text-ink text-base font-medium">{title ?? t('errorState.title')}</p>
      <p className="text-muted text-sm">{description ?? t('errorState.description')}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" busy={retrying} onClick={onRetry}>
          {t('errorState.retry')}
        </Button>
      )}
    </div>
  )
}
