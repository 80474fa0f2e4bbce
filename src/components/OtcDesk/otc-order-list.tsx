import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { OtcOrdersView } from '@/machines/otc-orders/otc-orders.view'
import { coinText, fiatText } from './otc-figures'

export interface OtcOrderListProps {
  orders: OtcOrdersView
  /** An order's page. */
  orderHref: (id: number) => string
  onRetry: () => void
  onLoadMore: () => void
}

/** The user's orders, newest first: side, amount, total, merchant and status; each opens its page. */
export function OtcOrderList({ orders, orderHref, onRetry, onLoadMore }: OtcOrderListProps) {
  const { t, i18n } = useTranslation('otc')
  const errorText = useErrorText()
  const lang = i18n.language
  if (orders.status === 'loading') return <Loader label={t('orders.loading')} />
  if (orders.status === 'failed')
    return <ErrorState title={errorText(orders.error)} onRetry={onRetry} />
  if (orders.status === 'empty')
    return <EmptyState title={t('orders.empty')} description={t('orders.emptyHint')} />
  return (
    <section aria-label={t('orders.label')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {orders.items.map((o) => (
          <li
            key={o.id}
            data-state={o.status}
            className="bg-surface relative flex flex-col gap-1 rounded-xl p-4 text-sm"
          >
            <span className="flex justify-between gap-2">
              {/* the whole card is the link's target (its ::after covers the card) */}
              <a
                href={orderHref(o.id)}
                className={cn(
                  'font-semibold after:absolute after:inset-0 after:rounded-xl',
                  o.side === 'buy' ? 'text-up' : 'text-down',
                )}
              >
                {t(`orders.row.${o.side}`, { amount: coinText(t, o.amount, lang) })}
              </a>
              <span className="tabular-nums">{fiatText(t, o.total, o.fiat, lang)}</span>
            </span>
            <span className="text-muted flex justify-between gap-2">
              <span>{o.merchantName}</span>
              <span>
                {o.status === 'awaitingPayment' || o.status === 'paid'
                  ? t(`order.status.${o.status}.${o.side}`)
                  : t(`order.status.${o.status}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <ListFooter
        hasMore={orders.hasMore}
        isLoadingMore={orders.isLoadingMore}
        moreFailed={orders.moreError !== null}
        onLoadMore={onLoadMore}
      />
    </section>
  )
}
