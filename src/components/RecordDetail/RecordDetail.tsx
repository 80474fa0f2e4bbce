import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositRecord } from '@/api/contract/wallet'
import { StatusTimeline } from '@/components/StatusTimeline/StatusTimeline'
import { StatusBadge } from '@/components/WalletRecords/status-badge'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { WithdrawalDetailView } from '@/machines/wallet-records/withdrawal-detail.view'

/** A deposit claim (its row is the whole story), or a withdrawal read fresh from `wallet/out_log`. */
export type RecordDetailItem =
  { kind: 'deposit'; record: DepositRecord } | { kind: 'withdrawal'; view: WithdrawalDetailView }

export interface RecordDetailProps {
  /** null: closed. */
  item: RecordDetailItem | null
  onClose: () => void
  /** Reads the withdrawal again after a failure. */
  onRetry: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** One deposit claim or withdrawal: its figures and its status timeline (issue 5), in a sheet. */
export function RecordDetail({ item, onClose, onRetry, timeZone }: RecordDetailProps) {
  const { t } = useTranslation('wallet')
  const title =
    item?.kind === 'withdrawal' ? t('records.detail.withdrawal') : t('records.detail.deposit')
  return (
    <Sheet open={item !== null} onClose={onClose} title={title}>
      {item?.kind === 'deposit' && <DepositDetail record={item.record} timeZone={timeZone} />}
      {item?.kind === 'withdrawal' && (
        <WithdrawalDetail view={item.view} onRetry={onRetry} timeZone={timeZone} />
      )}
    </Sheet>
  )
}

function Figure({
  id,
  label,
  children,
  long,
}: {
  id: string
  label: ReactNode
  children: ReactNode
  long?: boolean
}) {
  return (
    <div
      data-row={id}
      className={cn('flex gap-3', long ? 'flex-col gap-1' : 'items-baseline justify-between')}
    >
      <dt className="text-muted shrink-0 text-sm">{label}</dt>
      <dd
        className={cn('min-w-0 text-sm tabular-nums', long ? 'font-mono break-all' : 'text-right')}
      >
        {children}
      </dd>
    </div>
  )
}

function Headline({ amount, coin, badge }: { amount: string; coin: string; badge: ReactNode }) {
  const { t, i18n } = useTranslation('wallet')
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-2xl font-semibold tabular-nums">
        {t('deposit.coinAmount', { amount: formatCoinAsWritten(amount, i18n.language), coin })}
      </p>
      {badge}
    </div>
  )
}

function DepositDetail({ record, timeZone }: { record: DepositRecord; timeZone?: string }) {
  const { t } = useTranslation('wallet')
  return (
    <div data-slot="record-detail" data-kind="deposit" className="flex flex-col gap-4">
      <Headline
        amount={record.amount}
        coin={record.currencyName}
        badge={<StatusBadge status={record.status} kind="deposit" />}
      />
      <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
        <Figure id="coin" label={t('deposit.confirm.coin')}>
          {t('deposit.network', { coin: record.currencyName, network: record.network })}
        </Figure>
        <Figure id="order" label={t('deposit.claim.order')}>
          <span className="font-mono">{record.oid}</span>
        </Figure>
        <Figure id="account" label={t('deposit.confirm.account')} long>
          {record.account}
        </Figure>
      </dl>
      <StatusTimeline steps={record.timeline} outcome="credited" timeZone={timeZone} />
    </div>
  )
}

function WithdrawalDetail({
  view,
  onRetry,
  timeZone,
}: {
  view: WithdrawalDetailView
  onRetry: () => void
  timeZone?: string
}) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const { record } = view
  const amount = (value: string) =>
    t('deposit.coinAmount', {
      amount: formatCoinAsWritten(value, i18n.language),
      coin: record!.currencyName,
    })
  return (
    <div
      data-slot="record-detail"
      data-kind="withdrawal"
      data-state={view.status}
      aria-busy={view.status === 'loading' || undefined}
      className="flex flex-col gap-4"
    >
      {view.status === 'failed' && (
        <div role="alert" className="text-error flex items-center justify-between gap-2 text-sm">
          <span>{view.record ? t('records.detail.stale') : errorText(view.error)}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('deposit.confirm.retry')}
          </Button>
        </div>
      )}
      {!record && view.status === 'loading' && <Loader />}
      {record && (
        <>
          <Headline
            amount={record.number}
            coin={record.currencyName}
            badge={<StatusBadge status={record.status} kind="withdrawal" />}
          />
          <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
            <Figure id="kind" label={t('records.detail.destination')}>
              {t(`withdraw.kind.${record.kind}`)}
            </Figure>
            {record.network && (
              <Figure id="network" label={t('records.detail.network')}>
                {record.network}
              </Figure>
            )}
            <Figure id="fee" label={t('records.detail.fee')}>
              {amount(record.fee)}
            </Figure>
            <Figure id="arrives" label={t('records.detail.arrives')}>
              <span className="font-semibold">{amount(record.arrives)}</span>
            </Figure>
            <Figure
              id="to"
              label={
                record.destinationName
                  ? t('records.detail.toNamed', { name: record.destinationName })
                  : t('records.detail.to')
              }
              long
            >
              {record.destination}
            </Figure>
          </dl>
          <StatusTimeline steps={record.timeline} outcome="approved" timeZone={timeZone} />
        </>
      )}
    </div>
  )
}
