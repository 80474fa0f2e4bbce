import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { DualOrdersFilter } from '@/machines/dual-orders/dual-orders.types'
import type { DualOrdersView } from '@/machines/dual-orders/dual-orders.view'
import { DualOrderCard } from './dual-order-card'

export interface DualOrderListProps extends DualOrdersView {
  onFilterChange: (filter: DualOrdersFilter) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Where an empty list sends the user: the products. */
  productsHref: string
  klineHref: (coin: string, seconds: number) => string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** The coins dual products are offered in (§20: 1 BTC, 2 ETH). */
const coins = [
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
] as const

function Choice({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-full border px-3 text-sm whitespace-nowrap',
        pressed ? 'border-primary-ink text-primary-ink font-medium' : 'border-line text-muted',
      )}
    >
      {children}
    </button>
  )
}

/**
 * My dual investment orders (spec §2 invest/mine): holding / settled / all tabs, a coin and a
 * direction to narrow them, and the orders' cards, page by page.
 */
export function DualOrderList(props: DualOrderListProps) {
  const { t } = useTranslation('dualOrders')
  const errorText = useErrorText()
  const { filter } = props
  const change = (next: Partial<DualOrdersFilter>) => props.onFilterChange({ ...filter, ...next })
  const tabs = props.tabs.map((status) => ({ value: status, label: t(`tab.${status}`) }))
  const narrowed = filter.coin !== null || filter.direction !== null
  return (
    <Tabs
      items={tabs}
      value={filter.status}
      onValueChange={(status) => change({ status })}
      aria-label={t('tabs')}
      className="px-4"
    >
      <div className="flex flex-col gap-2 py-2">
        <div role="group" aria-label={t('filter.coin')} className="flex gap-2 overflow-x-auto">
          <Choice pressed={filter.coin === null} onClick={() => change({ coin: null })}>
            {t('filter.allCoins')}
          </Choice>
          {coins.map((c) => (
            <Choice
              key={c.id}
              pressed={filter.coin === c.id}
              onClick={() => change({ coin: c.id })}
            >
              {c.name}
            </Choice>
          ))}
        </div>
        <div role="group" aria-label={t('filter.direction')} className="flex gap-2 overflow-x-auto">
          <Choice pressed={filter.direction === null} onClick={() => change({ direction: null })}>
            {t('filter.bothDirections')}
          </Choice>
          {(['call', 'put'] as const).map((d) => (
            <Choice
              key={d}
              pressed={filter.direction === d}
              onClick={() => change({ direction: d })}
            >
              {t(`direction.${d}`)}
            </Choice>
          ))}
        </div>
      </div>
      <div
        data-slot="dual-order-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
      >
        {props.status === 'loading' && <Loader />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState
            title={t(narrowed ? 'empty.narrowed' : `empty.${filter.status}`)}
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
            <ul aria-label={t('list')} className="bg-surface flex flex-col rounded-xl">
              {props.rows.map((order) => (
                <li key={order.id} className="border-line border-t first:border-t-0">
                  <DualOrderCard
                    order={order}
                    klineHref={props.klineHref}
                    timeZone={props.timeZone}
                  />
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
