import { useTranslation } from 'react-i18next'
import type { CouponTab } from '@/api/contract/coupon'
import { CouponCard } from '@/components/CouponCard/CouponCard'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { CouponsView } from '@/machines/coupons/coupons.view'

export interface CouponListProps extends CouponsView {
  onTabChange: (tab: CouponTab) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Dates are shown in this zone. @default the device's */
  timeZone?: string
}

/** My coupons (spec §2 setting/coupon): tabs all / trial / expired. */
export function CouponList(props: CouponListProps) {
  const { t } = useTranslation('coupon')
  const errorText = useErrorText()
  const items = props.tabs.map((tab) => ({ value: tab, label: t(`couponList.tab.${tab}`) }))

  return (
    <Tabs
      items={items}
      value={props.tab}
      onValueChange={props.onTabChange}
      aria-label={t('couponList.tabs')}
      className="px-4"
    >
      <div
        data-slot="coupon-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
      >
        {props.status === 'loading' && <Loader />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && <EmptyState title={t(`couponList.empty.${props.tab}`)} />}
        {props.status === 'ready' && (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-3">
              {props.coupons.map((coupon) => (
                <li key={coupon.id}>
                  <CouponCard coupon={coupon} timeZone={props.timeZone} />
                </li>
              ))}
            </ul>
            {props.moreError && (
              <p role="alert" className="text-error text-center text-sm">
                {t('couponList.loadMoreFailed')}
              </p>
            )}
            {props.hasMore && (
              <Button
                variant="secondary"
                block
                busy={props.isLoadingMore}
                onClick={props.onLoadMore}
              >
                {t('couponList.loadMore')}
              </Button>
            )}
          </div>
        )}
      </div>
    </Tabs>
  )
}
