import { useTranslation } from 'react-i18next'
import type { TraderApplication } from '@/api/contract/follow'
import type { ErrorCode } from '@/api/errors'
import { Button } from '@/components/ui/Button/Button'
import { formatDateTime } from '@/lib/wallet-format'
import { StaleNotice } from './notice'

export interface PendingPanelProps {
  application: TraderApplication
  error: ErrorCode | null
  onReload: () => void
  timeZone?: string
}

/** Sent: what and when, waiting for the reviewer. */
export function PendingPanel({ application, error, onReload, timeZone }: PendingPanelProps) {
  const { t, i18n } = useTranslation('traderApply')
  return (
    <section aria-labelledby="apply-pending" className="flex flex-col gap-4">
      <StaleNotice error={error} />
      <h2 id="apply-pending" className="text-ink text-lg font-semibold">
        {t('pending.title')}
      </h2>
      <p className="text-muted text-sm">{t('pending.description')}</p>
      {application.createdAt !== null && (
        <p className="text-ink text-sm">
          {t('pending.sentAt', {
            date: formatDateTime(application.createdAt, i18n.language, timeZone),
          })}
        </p>
      )}
      <figure className="flex flex-col gap-1">
        <figcaption className="text-muted text-sm">{t('pending.yourText')}</figcaption>
        <blockquote className="bg-surface border-line text-ink rounded-lg border px-3 py-2 text-sm break-words whitespace-pre-wrap">
          {application.reason}
        </blockquote>
      </figure>
      <Button variant="secondary" onClick={onReload}>
        {t('pending.reload')}
      </Button>
    </section>
  )
}
