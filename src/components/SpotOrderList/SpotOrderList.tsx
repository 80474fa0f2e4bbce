import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '@/api/contract/spot'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { SpotPair } from '@/machines/spot-orders/spot-orders.logic'
import type { SpotOrdersView } from '@/machines/spot-orders/spot-orders.view'
import { OrderRow } from './order-row'
import { PairFilter } from './pair-filter'

export interface SpotOrderListProps extends SpotOrdersView {
  /** The pair the chip offers beside "All pairs" (the screen's `?symbol=`); none: no chip. */
  currentPair?: SpotPair | null
  /**
   * The Trade screen's form: no tabs and no chip, one pair's open orders, `viewAll` in the header.
   * @default false
   */
  compact?: boolean
  /** A link to the full list, shown in the compact header. */
  viewAll?: ReactNode
  onStatusChange: (status: OrderStatus) => void
  onPairChange: (pair: SpotPair | null) => void
  /** An order's title was tapped: its detail. */
  onOpen: (id: number) => void
  /** An open order's Cancel: the confirm. */
  onCancel: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  onNoticeDismiss: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** My spot orders (spec §2 transaction/currency_order): status tabs, a pair chip, paged rows. */
export function SpotOrderList(props: SpotOrderListProps) {
  const { t } = useTranslation('spotOrders')
  const tabs = props.tabs.map((tab) => ({ value: tab, label: t(`list.tab.${tab}`) }))
  const pair = props.currentPair ?? props.filter.pair
  const headingId = useId()
  if (props.compact)
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-1">
        <header className="flex items-center justify-between px-4 py-2">
          <h2 id={headingId} className="text-ink text-base font-semibold">
            {t('compact.title')}
          </h2>
          {props.viewAll}
        </header>
        <div className="px-4">
          <Body {...props} />
        </div>
      </section>
    )
  return (
    <Tabs
      items={tabs}
      value={props.filter.status}
      onValueChange={props.onStatusChange}
      aria-label={t('list.tabs')}
      className="px-4"
    >
      {pair && (
        <PairFilter
          pair={pair}
          selected={props.filter.pair !== null}
          onChange={props.onPairChange}
        />
      )}
      <Body {...props} />
    </Tabs>
  )
}

function Body(props: SpotOrderListProps) {
  const { t } = useTranslation('spotOrders')
  const errorText = useErrorText()
  const status = props.filter.status
  const empty = props.compact
    ? t('compact.empty', { symbol: props.filter.pair?.symbol ?? '' })
    : t(`list.empty.${status}`)
  return (
    <div
      data-slot="spot-order-list"
      data-state={props.status}
      data-compact={props.compact || undefined}
      aria-busy={props.status === 'loading' || undefined}
    >
      {props.notice && (
        <div
          role="alert"
          className="border-warning/60 text-ink mb-2 flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
        >
          <p className="flex-1">{errorText(props.notice)}</p>
          <button type="button" className="text-primary-ink" onClick={props.onNoticeDismiss}>
            {t('list.notice.dismiss')}
          </button>
        </div>
      )}
      {props.status === 'loading' && <Loader />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={empty} description={props.compact ? undefined : t('list.emptyHint')} />
      )}
      {props.status === 'ready' && (
        <>
          <ul aria-label={t('list.label')} className="bg-surface flex flex-col rounded-xl">
            {props.rows.map((order) => (
              <li key={order.id} className="border-line border-t first:border-t-0">
                <OrderRow
                  order={order}
                  onOpen={props.onOpen}
                  onCancel={props.onCancel}
                  timeZone={props.timeZone}
                />
              </li>
            ))}
          </ul>
          {(!props.compact || props.hasMore) && (
            <ListFooter
              hasMore={props.hasMore}
              isLoadingMore={props.isLoadingMore}
              moreFailed={props.moreError !== null}
              onLoadMore={props.onLoadMore}
            />
          )}
        </>
      )}
    </div>
  )
}
