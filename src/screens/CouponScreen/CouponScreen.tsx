import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { couponTabs, type CouponTab } from '@/api/contract/coupon'
import { paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { CouponList } from '@/components/CouponList/CouponList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { couponsMachine } from '@/machines/coupons/coupons.machine'
import { toCouponsView } from '@/machines/coupons/coupons.view'

export interface CouponScreenProps {
  /** Stories pass `couponsMachine.provide(...)`. @default couponsMachine */
  machine?: typeof couponsMachine
  /** Dates are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

const isTab = (value: string | null): value is CouponTab => couponTabs.includes(value as CouponTab)

/** Spec §2 /pages/setting/coupon: my coupons; `?tab=trial|expired` opens that tab. */
export function CouponScreen({ machine = couponsMachine, timeZone }: CouponScreenProps) {
  const { t } = useTranslation('coupon')
  const [params] = useSearchParams()
  const tab = params.get('tab')
  const [snapshot, send] = useMachine(machine, { input: isTab(tab) ? { tab } : {} })
  const back = useBack(paths.home)

  return (
    <>
      <NavBar title={t('couponList.title')} onBack={back} />
      <main className="py-2">
        <CouponList
          {...toCouponsView(snapshot)}
          timeZone={timeZone}
          onTabChange={(next) => send({ type: 'tab.change', tab: next })}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
