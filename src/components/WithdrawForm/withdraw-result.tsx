import { useTranslation } from 'react-i18next'
import type { WithdrawalRecord } from '@/api/contract/wallet'
import { StatusTimeline } from '@/components/StatusTimeline/StatusTimeline'
import { Button } from '@/components/ui/Button/Button'
import { formatCoin } from '@/lib/wallet-format'

interface Props {
  withdrawal: WithdrawalRecord
  scale: number
  isRefreshing: boolean
  recordsHref: string
  assetsHref: string
  onRefresh: () => void
  /** Times are shown in this zone (stories pin it). @default the device's */
  timeZone?: string
}

/** The submitted withdrawal: its figures and its status over time (wallet/out_log). */
export function WithdrawResult({
  withdrawal: w,
  scale,
  isRefreshing,
  recordsHref,
  assetsHref,
  onRefresh,
  timeZone,
}: Props) {
  const { t, i18n } = useTranslation('wallet')
  const coin = (value: string) => `${formatCoin(value, scale, i18n.language)} ${w.currencyName}`
  const rows = [
    ['amount', t('withdraw.confirm.amount'), coin(w.number)],
    ['fee', t('withdraw.confirm.fee'), coin(w.fee)],
    ['arrives', t('withdraw.confirm.arrives'), coin(w.arrives)],
  ] as const
  return (
    <section
      aria-labelledby="withdraw-result-title"
      data-state={w.status}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="withdraw-result-title" className="text-lg font-semibold">
          {t(`withdraw.done.title.${w.status}`)}
        </h2>
        <p className="text-muted text-sm">{t(`withdraw.done.body.${w.status}`)}</p>
      </div>
      <dl className="bg-surface flex flex-col gap-2 rounded-xl p-4">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted text-sm">{label}</dt>
            <dd
              className={
                id === 'arrives' ? 'text-base font-semibold tabular-nums' : 'text-sm tabular-nums'
              }
            >
              {value}
            </dd>
          </div>
        ))}
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted text-sm">{t('withdraw.done.to')}</dt>
          <dd className="text-sm">
            {w.destinationName}
            <span className="text-muted block font-mono text-xs break-all">{w.destination}</span>
          </dd>
        </div>
      </dl>
      <StatusTimeline steps={w.timeline} outcome="approved" timeZone={timeZone} />
      <div className="flex flex-col gap-2">
        {w.status === 'pending' && (
          <Button variant="secondary" block busy={isRefreshing} onClick={onRefresh}>
            {t('withdraw.done.refresh')}
          </Button>
        )}
        <a
          href={recordsHref}
          className="bg-primary flex h-11 items-center justify-center rounded-lg font-medium text-white"
        >
          {t('withdraw.done.records')}
        </a>
        <a
          href={assetsHref}
          className="text-primary-ink flex h-11 items-center justify-center font-medium"
        >
          {t('withdraw.done.assets')}
        </a>
      </div>
    </section>
  )
}
