import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { ConnectionStatus } from '@/machines/connection/connection.view'

export interface StaleMarkerProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The feed's state, from `toConnectionView(...).status`. */
  status: ConnectionStatus
  /** Offers "Try again" while offline. */
  onRetry?: () => void
}

const TONE: Record<ConnectionStatus, string> = {
  live: 'text-up',
  connecting: 'text-muted',
  resyncing: 'text-muted',
  stale: 'text-warning',
  offline: 'text-error',
}

/**
 * Says whether the prices next to it are live (STYLE §3.3): a quiet dot when they are, a short
 * note when they are not. Shown wherever prices are; announced politely to screen readers.
 */
export function StaleMarker({ status, onRetry, className, ...props }: StaleMarkerProps) {
  const { t } = useTranslation()
  const live = status === 'live'
  return (
    <div
      data-slot="stale-marker"
      data-state={status}
      className={cn('inline-flex items-center gap-1.5 text-xs', TONE[status], className)}
      {...props}
    >
      <span role="status" className="inline-flex min-w-0 items-center gap-1.5">
        <span
          aria-hidden="true"
          className={cn(
            'size-2 shrink-0 rounded-full bg-current',
            (status === 'connecting' || status === 'resyncing') && 'motion-safe:animate-pulse',
          )}
        />
        <span className={cn(live && 'sr-only')}>{t(`staleMarker.${status}`)}</span>
      </span>
      {status === 'offline' && onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="text-primary-ink ms-1 rounded px-1 font-medium underline underline-offset-2"
        >
          {t('staleMarker.retry')}
        </button>
      )}
    </div>
  )
}
