import { useTranslation } from 'react-i18next'
import type { FundTransferRecord } from '@/api/contract/wallet'
import { CoinMark } from '@/components/CoinMark/CoinMark'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { RecordsView } from '@/machines/wallet-records/records.view'
import type { NoFilter } from '@/machines/wallet-records/wallet-records.machine'

export interface TransferRecordsProps {
  view: RecordsView<FundTransferRecord, NoFilter>
  /** The fund-transfer screen, offered when there is nothing yet; null while it is not built. */
  transferHref: string | null
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Fund transfers between the user's accounts (spec §2 fund/transfer_history; api-reference §5.2
 * wallet/hzhistory), newest first: coin, amount, from → to, time. Transfers are immediate and free.
 */
export function TransferRecords({
  view,
  transferHref,
  onRetry,
  onLoadMore,
  timeZone,
}: TransferRecordsProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const lang = i18n.language

  if (view.status === 'loading') return <Loader />
  if (view.status === 'failed')
    return <ErrorState title={errorText(view.error)} onRetry={onRetry} />
  if (view.status === 'empty') {
    return (
      <EmptyState
        title={t('transfers.empty.title')}
        description={t('transfers.empty.hint')}
        action={
          transferHref && (
            <a
              href={transferHref}
              className="bg-primary flex h-11 items-center justify-center rounded-lg px-6 font-medium text-white"
            >
              {t('transfers.empty.action')}
            </a>
          )
        }
      />
    )
  }

  return (
    <div data-slot="transfer-records" className="flex flex-col gap-3">
      <ul aria-label={t('transfers.list')} className="bg-surface flex flex-col rounded-xl">
        {view.items.map((transfer) => (
          <li
            key={transfer.id}
            data-slot="transfer-row"
            className="border-line flex items-center gap-3 border-t px-4 py-3 first:border-t-0"
          >
            <CoinMark name={transfer.currencyName} size="sm" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate font-medium">
                {t('transfer.info', {
                  from: t(`account.${transfer.from}`),
                  to: t(`account.${transfer.to}`),
                })}
              </span>
              <span className="text-muted text-xs tabular-nums">
                {t('transfers.meta', {
                  coin: transfer.currencyName,
                  time: formatDateTime(transfer.time, lang, timeZone),
                })}
              </span>
            </div>
            <span className="shrink-0 text-sm font-medium tabular-nums">
              {t('deposit.coinAmount', {
                amount: formatCoinAsWritten(transfer.number, lang),
                coin: transfer.currencyName,
              })}
            </span>
          </li>
        ))}
      </ul>
      <ListFooter
        hasMore={view.hasMore}
        isLoadingMore={view.isLoadingMore}
        moreFailed={view.moreError !== null}
        onLoadMore={onLoadMore}
      />
    </div>
  )
}
