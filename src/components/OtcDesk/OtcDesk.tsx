import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { OtcAd, OtcFiat, OtcSide } from '@/api/contract/otc'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { useErrorText } from '@/i18n/use-error-text'
import type { OtcAdsView } from '@/machines/otc-ads/otc-ads.view'
import type { OtcOrdersView } from '@/machines/otc-orders/otc-orders.view'
import type { OtcTakeView } from '@/machines/otc-take/otc-take.view'
import { OtcAdCard } from './otc-ad-card'
import { OtcOrderList } from './otc-order-list'
import { OtcTakeSheet } from './otc-take-sheet'

/** The desk's two ways to find a merchant (§16.6 "quick zone", "self-select zone"), and my orders. */
export type OtcZone = 'quick' | 'select' | 'orders'
const zones: readonly OtcZone[] = ['quick', 'select', 'orders']

export interface OtcDeskProps {
  take: OtcTakeView
  ads: OtcAdsView
  orders: OtcOrdersView
  zone: OtcZone
  /** An order's page. */
  orderHref: (id: number) => string
  /** The bank card page (997 on the sheet). */
  bankCardHref: string
  onSideChange: (side: OtcSide) => void
  onFiatChange: (fiat: OtcFiat) => void
  onZoneChange: (zone: OtcZone) => void
  onQuickAmountChange: (value: string) => void
  onQuickSubmit: () => void
  onTake: (ad: OtcAd) => void
  onRetry: () => void
  onLoadMore: () => void
  onOrdersRetry: () => void
  onOrdersMore: () => void
  onAmountChange: (value: string) => void
  onMax: () => void
  onSubmit: () => void
  onClose: () => void
}

/**
 * The OTC desk (spec §2 otc/otc, issue 18): Buy / Sell, the fiat, then the quick zone (an amount →
 * the best merchant for it) or the self-select zone (every merchant's ad); either opens the order
 * sheet. The escrow is said once for the whole desk and again on the sheet.
 */
export function OtcDesk({ take, ads, orders, zone, ...on }: OtcDeskProps) {
  const { t } = useTranslation('otc')
  const errorText = useErrorText()
  const side = take.side
  const quick = (e: FormEvent) => {
    e.preventDefault()
    on.onQuickSubmit()
  }
  return (
    <div data-slot="otc-desk" className="flex flex-col gap-3">
      <Tabs
        aria-label={t('desk.sides')}
        layout="fill"
        items={take.sides.map((value) => ({ value, label: t(`side.${value}`) }))}
        value={side}
        onValueChange={on.onSideChange}
      />
      <Tabs
        aria-label={t('desk.fiats')}
        layout="fill"
        items={take.fiats.map((value) => ({ value, label: value }))}
        value={take.fiat}
        onValueChange={on.onFiatChange}
      />
      <Tabs
        aria-label={t('desk.zones')}
        layout="fill"
        items={zones.map((value) => ({ value, label: t(`zone.${value}`) }))}
        value={zone}
        onValueChange={on.onZoneChange}
      />
      <p className="text-muted px-4 text-xs">{t('desk.escrow')}</p>
      <div className="px-4">
        {zone === 'quick' ? (
          <form
            noValidate
            onSubmit={quick}
            className="bg-surface flex flex-col gap-3 rounded-xl p-4"
          >
            <Input
              label={t('quick.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={take.quickAmount}
              onChange={(e) => on.onQuickAmountChange(e.target.value)}
              hint={t(`quick.hint.${side}`)}
              error={errorText(take.quickError)}
            />
            <Button
              type="submit"
              block
              variant={side === 'buy' ? 'up' : 'down'}
              busy={take.isQuickLooking}
            >
              {t(`quick.submit.${side}`)}
            </Button>
          </form>
        ) : zone === 'select' ? (
          <AdList ads={ads} onTake={on.onTake} onRetry={on.onRetry} onLoadMore={on.onLoadMore} />
        ) : (
          <OtcOrderList
            orders={orders}
            orderHref={on.orderHref}
            onRetry={on.onOrdersRetry}
            onLoadMore={on.onOrdersMore}
          />
        )}
      </div>
      <OtcTakeSheet
        sheet={take.sheet}
        bankCardHref={on.bankCardHref}
        onAmountChange={on.onAmountChange}
        onMax={on.onMax}
        onSubmit={on.onSubmit}
        onClose={on.onClose}
      />
    </div>
  )
}

interface AdListProps {
  ads: OtcAdsView
  onTake: (ad: OtcAd) => void
  onRetry: () => void
  onLoadMore: () => void
}

function AdList({ ads, onTake, onRetry, onLoadMore }: AdListProps) {
  const { t } = useTranslation('otc')
  const errorText = useErrorText()
  if (ads.status === 'loading') return <Loader label={t('ads.loading')} />
  if (ads.status === 'failed') return <ErrorState title={errorText(ads.error)} onRetry={onRetry} />
  if (ads.status === 'empty')
    return <EmptyState title={t('ads.empty')} description={t('ads.emptyHint')} />
  return (
    <section aria-label={t('ads.label')} className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {ads.items.map((ad) => (
          <OtcAdCard key={ad.id} ad={ad} onTake={onTake} />
        ))}
      </ul>
      <ListFooter
        hasMore={ads.hasMore}
        isLoadingMore={ads.isLoadingMore}
        moreFailed={ads.moreError !== null}
        onLoadMore={onLoadMore}
      />
    </section>
  )
}
