import { useTranslation } from 'react-i18next'
import type { LockOrder } from '@/api/contract/lockming'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { LockListFilter } from '@/machines/lock-orders/lock-orders.logic'
import type { LockOrdersView } from '@/machines/lock-orders/lock-orders.view'
import { LockCard } from './lock-card'
import { LockSummary } from './lock-summary'

export interface LockOrderListProps extends LockOrdersView {
  onFilterChange: (filter: LockListFilter) => void
  onRetry: () => void
  onLoadMore: () => void
  /** "Redeem early" on an earning lock. */
  onRedeem: (lock: LockOrder) => void
  /** The lock mining products (the empty list's way in). */
  productsHref: string
}

/**
 * My locks (spec §2 lockming/order): all / earning / finished, a summary of the earning locks when
 * every one is loaded, a card per lock, "load more"; empty with a link to the products.
 */
export function LockOrderList(props: LockOrderListProps) {
  const { t } = useTranslation('lockmingOrders')
  const errorText = useErrorText()
  const tabs = props.filters.map((filter) => ({ value: filter, label: t(`filter.${filter}`) }))
  return (
    <Tabs
      items={tabs}
      value={props.filter}
      onValueChange={props.onFilterChange}
      aria-label={t('filter.label')}
      className="px-4"
    >
      <div
        data-slot="lock-order-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
        className="flex flex-col gap-3"
      >
        {props.status === 'loading' && <Loader />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState
            title={t(`empty.${props.filter}`)}
            description={t('empty.hint')}
            action={
              <a
                href={props.productsHref}
                className="bg-primary inline-flex h-11 items-center rounded-lg px-4 font-medium text-white"
              >
                {t('empty.action')}
              </a>
            }
          />
        )}
        {props.status === 'ready' && (
          <>
            {props.summary && <LockSummary lines={props.summary} />}
            <ul aria-label={t('list.label')} className="bg-surface flex flex-col rounded-xl">
              {props.rows.map((lock) => (
                <li key={lock.id} className="border-line border-t first:border-t-0">
                  <LockCard lock={lock} onRedeem={props.onRedeem} />
                </li>
              ))}
            </ul>
            <ListFooter
              hasMore={props.hasMore}
              isLoadingMore={props.isLoadingMore}
              moreFailed={props.moreError !== null}
              onLoadMore={props.onLoadMore}
            />
          </>
        )}
      </div>
    </Tabs>
  )
}
