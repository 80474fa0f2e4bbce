import { useTranslation } from 'react-i18next'
import type { LockOrder, LockStatus } from '@/api/contract/lockming'
import { Button } from '@/components/ui/Button/Button'
import { cn } from '@/lib/cn'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'

export interface LockCardProps {
  lock: LockOrder
  /** "Redeem early" was tapped (earning locks only). */
  onRedeem: (lock: LockOrder) => void
}

const statusTones: Record<LockStatus, string> = {
  earning: 'text-primary-ink border-primary-ink/60',
  matured: 'text-up border-up/60',
  redeemed: 'text-warning border-warning/60',
}

/** The chip saying how a lock stands. */
export function LockStatusChip({ status }: { status: LockStatus }) {
  const { t } = useTranslation('lockmingOrders')
  return (
    <span
      data-slot="lock-status"
      className={cn(
        'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        statusTones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  )
}

interface Figure {
  id: string
  label: string
  value: string
  tone?: string
}

function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid grid-cols-3 gap-x-3 gap-y-2">
      {figures.map((f, i) => (
        <div
          key={f.id}
          data-figure={f.id}
          className={cn('flex min-w-0 flex-col', i % 3 === 2 && 'items-end text-right')}
        >
          <dt className="text-muted max-w-full text-xs">{f.label}</dt>
          <dd className={cn('text-ink text-sm tabular-nums', f.tone)}>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One lock: coin, term and status; principal, daily rate and interest, interest paid so far (days
 * paid of the term), the term's expected interest, how many days are left (or what came back);
 * the first earning day and the maturity (both at 00:00 UTC); a redeemed lock's penalty and what came back
 * instead of the term's interest; "Redeem early" while earning.
 */
export function LockCard({ lock: l, onRedeem }: LockCardProps) {
  const { t, i18n } = useTranslation('lockmingOrders')
  const lang = i18n.language
  const coin = l.currency
  const money = (value: string) => formatCoin(value, l.scale, lang)
  const figures: Figure[] = [
    { id: 'amount', label: t('card.amount'), value: money(l.amount) },
    {
      id: 'rate',
      label: t('card.dailyRate'),
      value: t('card.rateValue', { rate: formatCoinAsWritten(l.dailyRate, lang) }),
    },
    { id: 'daily', label: t('card.dailyInterest'), value: money(l.dailyInterest) },
    {
      id: 'paid',
      label: t('card.interestPaid', { paid: l.paidDays, days: l.days }),
      value: money(l.interestPaid),
      tone: 'text-up',
    },
    l.status === 'redeemed'
      ? {
          id: 'penalty',
          label: t('redeem.penaltyCharged'),
          value: money(l.penalty),
          tone: 'text-down',
        }
      : { id: 'expected', label: t('card.expected'), value: money(l.expectedInterest) },
    l.status === 'earning'
      ? { id: 'left', label: t('card.daysLeft'), value: t('card.days', { count: l.remainingDays }) }
      : {
          id: 'returned',
          label: t('card.returned'),
          value: money(l.status === 'redeemed' ? l.refund : l.amount),
        },
  ]
  const term = t('card.term', {
    start: formatDateTime(l.startAt, lang, 'UTC', 'date'),
    end: formatDateTime(l.endAt, lang, 'UTC', 'date'),
  })
  const title = t('card.title', { coin, count: l.days })
  return (
    <article
      aria-label={title}
      data-slot="lock-card"
      data-state={l.status}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-ink font-semibold">{title}</h2>
        <LockStatusChip status={l.status} />
      </div>
      <Figures figures={figures} />
      <p data-slot="lock-term" className="text-muted text-xs tabular-nums">
        {term}
      </p>
      {l.status === 'earning' && (
        <Button variant="secondary" block onClick={() => onRedeem(l)}>
          {t('card.redeem')}
        </Button>
      )}
    </article>
  )
}
