import { useTranslation } from 'react-i18next'
import type { ReviewStatus } from '@/api/contract/wallet'
import { cn } from '@/lib/cn'

const tones: Record<ReviewStatus, string> = {
  pending: 'text-warning border-warning/60',
  approved: 'text-success border-success/60',
  rejected: 'text-error border-error/60',
}

/** A request's review status as a small outlined label; a deposit's approval reads "Credited". */
export function StatusBadge({
  status,
  kind,
}: {
  status: ReviewStatus
  kind: 'deposit' | 'withdrawal'
}) {
  const { t } = useTranslation('wallet')
  const label =
    kind === 'deposit' && status === 'approved'
      ? t('timeline.credited')
      : t(`review.status.${status}`)
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cn(
        'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[status],
      )}
    >
      {label}
    </span>
  )
}
