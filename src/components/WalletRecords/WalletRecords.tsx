import { useTranslation } from 'react-i18next'
import type { DepositRecord, WithdrawalRecord } from '@/api/contract/wallet'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { RecordsView } from '@/machines/wallet-records/records.view'
import type { NoFilter } from '@/machines/wallet-records/wallet-records.machine'
import { ListFooter } from './list-footer'
import { StatusBadge } from './status-badge'

export type RequestTab = 'deposit' | 'withdrawal'

/** The shown tab's list: deposit claims or withdrawals. */
export type RequestList =
  | { kind: 'deposit'; view: RecordsView<DepositRecord, NoFilter> }
  | { kind: 'withdrawal'; view: RecordsView<WithdrawalRecord, NoFilter> }

export interface WalletRecordsProps {
  list: RequestList
  onTabChange: (tab: RequestTab) => void
  /** A request was tapped: its detail with the status timeline. */
  onSelect: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

interface Row {
  id: number
  coin: string
  network: string
  amount: string
  status: DepositRecord['status']
  time: number
}

/**
 * Deposit claims and withdrawals (spec §2 fund/receive_withdraw_record), newest first, each with
 * its review status; a tap opens its status timeline.
 */
export function WalletRecords({
  list,
  onTabChange,
  onSelect,
  onRetry,
  onLoadMore,
  timeZone,
}: WalletRecordsProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const lang = i18n.language
  const { view, kind } = list
  const rows: Row[] =
    list.kind === 'deposit'
      ? list.view.items.map((d) => ({
          id: d.id,
          coin: d.currencyName,
          network: d.network,
          amount: d.amount,
          status: d.status,
          time: d.time,
        }))
      : list.view.items.map((w) => ({
          id: w.id,
          coin: w.currencyName,
          network: w.network || t(`withdraw.kind.${w.kind}`),
          amount: w.number,
          status: w.status,
          time: w.time,
        }))
  const tabs = [
    { value: 'deposit' as const, label: t('records.tab.deposit') },
    { value: 'withdrawal' as const, label: t('records.tab.withdrawal') },
  ]

  return (
    <Tabs
      items={tabs}
      value={kind}
      onValueChange={onTabChange}
      aria-label={t('records.tabs')}
      className="px-4"
    >
      <div
        data-slot="wallet-records"
        data-kind={kind}
        data-state={view.status}
        aria-busy={view.status === 'loading' || undefined}
      >
        {view.status === 'loading' && <Loader />}
        {view.status === 'failed' && <ErrorState title={errorText(view.error)} onRetry={onRetry} />}
        {view.status === 'empty' && (
          <EmptyState
            title={t(`records.empty.${kind}`)}
            description={t(`records.emptyHint.${kind}`)}
          />
        )}
        {view.status === 'ready' && (
          <>
            <ul
              aria-label={t(`records.list.${kind}`)}
              className="bg-surface flex flex-col rounded-xl"
            >
              {rows.map((row) => (
                <li key={row.id} className="border-line border-t first:border-t-0">
                  <button
                    type="button"
                    onClick={() => onSelect(row.id)}
                    className="text-ink flex w-full items-center gap-3 px-4 py-3 text-left active:opacity-70"
                  >
                    <CoinMark name={row.coin} size="sm" />
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="truncate font-medium">
                        {t('deposit.network', { coin: row.coin, network: row.network })}
                      </span>
                      <span className="text-muted text-xs tabular-nums">
                        {formatDateTime(row.time, lang, timeZone)}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="text-sm font-medium tabular-nums">
                        {t('deposit.coinAmount', {
                          amount: formatCoinAsWritten(row.amount, lang),
                          coin: row.coin,
                        })}
                      </span>
                      <StatusBadge status={row.status} kind={kind} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <ListFooter
              hasMore={view.hasMore}
              isLoadingMore={view.isLoadingMore}
              moreFailed={view.moreError !== null}
              onLoadMore={onLoadMore}
            />
          </>
        )}
      </div>
    </Tabs>
  )
}
