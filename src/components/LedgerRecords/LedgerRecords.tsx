import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LedgerEntry, LedgerType, WalletAccount } from '@/api/contract/wallet'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, isZeroAmount, signOf } from '@/lib/wallet-format'
import type { RecordsView } from '@/machines/wallet-records/records.view'
import type { LedgerFilter } from '@/machines/wallet-records/wallet-records.machine'

export interface LedgerRecordsProps {
  view: RecordsView<LedgerEntry, LedgerFilter>
  /** The filter choices: the wallet's coins, the four accounts, the ledger's types. */
  currencies: readonly { id: number; name: string }[]
  accounts: readonly WalletAccount[]
  types: readonly LedgerType[]
  onFilterChange: (filter: LedgerFilter) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * The account history (spec §2 fund/assets_record; api-reference §5.2 wallet/legal_log): every
 * balance change, newest first, filtered by coin, account and type, with the balance after it.
 */
export function LedgerRecords({
  view,
  currencies,
  accounts,
  types,
  onFilterChange,
  onRetry,
  onLoadMore,
  timeZone,
}: LedgerRecordsProps) {
  const { t, i18n } = useTranslation('wallet')
  const errorText = useErrorText()
  const lang = i18n.language
  const { filter } = view
  const filtered =
    filter.currency !== undefined || filter.account !== undefined || filter.type !== undefined
  // '' is "all": the filter key goes
  const change = (key: keyof LedgerFilter, value: string) => {
    const { [key]: _old, ...rest } = filter
    onFilterChange(
      value === '' ? rest : { ...rest, [key]: key === 'currency' ? Number(value) : value },
    )
  }

  return (
    <div data-slot="ledger-records" data-state={view.status} className="flex flex-col gap-3">
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('ledger.filters')}</legend>
        <Filter
          label={t('ledger.filter.currency')}
          value={filter.currency === undefined ? '' : String(filter.currency)}
          onChange={(value) => change('currency', value)}
        >
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Filter>
        <Filter
          label={t('ledger.filter.account')}
          value={filter.account ?? ''}
          onChange={(value) => change('account', value)}
        >
          {accounts.map((a) => (
            <option key={a} value={a}>
              {t(`account.${a}`)}
            </option>
          ))}
        </Filter>
        <Filter
          label={t('ledger.filter.type')}
          value={filter.type ?? ''}
          onChange={(value) => change('type', value)}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`ledger.type.${type}`)}
            </option>
          ))}
        </Filter>
      </fieldset>

      <div aria-busy={view.status === 'loading' || undefined}>
        {view.status === 'loading' && <Loader />}
        {view.status === 'failed' && <ErrorState title={errorText(view.error)} onRetry={onRetry} />}
        {view.status === 'empty' && (
          <EmptyState
            title={t(filtered ? 'ledger.empty.filtered' : 'ledger.empty.title')}
            description={t(filtered ? 'ledger.empty.filteredHint' : 'ledger.empty.hint')}
          />
        )}
        {view.status === 'ready' && (
          <>
            <ul aria-label={t('ledger.list')} className="bg-surface flex flex-col rounded-xl">
              {view.items.map((entry) => (
                <li
                  key={entry.id}
                  data-slot="ledger-entry"
                  className="border-line flex flex-col gap-1 border-t px-4 py-3 first:border-t-0"
                >
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 font-medium">
                      {entry.type ? t(`ledger.type.${entry.type}`) : entry.info}
                    </span>
                    <span
                      className={cn(
                        'shrink-0 text-sm font-medium tabular-nums',
                        tone(entry.available),
                      )}
                    >
                      {t('deposit.coinAmount', {
                        amount: formatCoinAsWritten(entry.available, lang, true),
                        coin: entry.currencyName,
                      })}
                    </span>
                  </div>
                  <div className="text-muted flex items-baseline justify-between gap-3 text-xs tabular-nums">
                    <span className="truncate">
                      {t('ledger.where', {
                        account: t(`account.${entry.account}`),
                        time: formatDateTime(entry.time, lang, timeZone),
                      })}
                    </span>
                    <span className="shrink-0">
                      {t('ledger.after', {
                        amount: formatCoinAsWritten(entry.availableAfter, lang),
                      })}
                    </span>
                  </div>
                  {!isZeroAmount(entry.locked) && (
                    <p className="text-muted text-right text-xs tabular-nums">
                      {t('ledger.locked', {
                        amount: formatCoinAsWritten(entry.locked, lang, true),
                        after: formatCoinAsWritten(entry.lockedAfter, lang),
                      })}
                    </p>
                  )}
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
    </div>
  )
}

const tone = (value: string) =>
  signOf(value) > 0 ? 'text-up' : signOf(value) < 0 ? 'text-down' : 'text-ink'

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  const { t } = useTranslation('wallet')
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-muted text-xs">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="bg-surface border-line text-ink h-10 w-full min-w-0 rounded-lg border px-2 text-sm"
      >
        <option value="">{t('ledger.filter.all')}</option>
        {children}
      </select>
    </div>
  )
}
