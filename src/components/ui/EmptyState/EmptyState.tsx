import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Already translated. @default "Nothing here yet" */
  title?: ReactNode
  description?: ReactNode
  /** A button or link that gets the user started (e.g. "Deposit"). */
  action?: ReactNode
  /** Replaces the default empty-tray drawing; keep it `aria-hidden`. */
  icon?: ReactNode
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  className,
  ...props
}: EmptyStateProps) {
  const { t } = useTranslation()
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}
      {...props}
    >
      <span className="text-muted mb-2">{icon ?? <TrayIcon />}</span>
      <p className="text-ink text-base font-medium">{title ?? t('emptyState.title')}</p>
      {description && <p className="text-muted text-sm">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}

function TrayIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 48 48"
      className="size-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 28 12 10h24l6 18v10H6V28Z" />
      <path d="M6 28h11l2 5h10l2-5h11" />
    </svg>
  )
}
