import { useMachine, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { OtcOrderEvent, type OtcFiat, type OtcSide } from '@/api/contract/otc'
import { href, paths } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useBack } from '@/app/use-back'
import { OtcDesk, type OtcZone } from '@/components/OtcDesk/OtcDesk'
import { OtcOrder } from '@/components/OtcOrder/OtcOrder'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { PictureRef } from '@/machines/kyc/kyc-picture.machine'
import { otcAdsMachine } from '@/machines/otc-ads/otc-ads.machine'
import { toOtcAdsView } from '@/machines/otc-ads/otc-ads.view'
import { orderIdOfParam } from '@/machines/otc-order/otc-order.logic'
import { otcOrdersMachine } from '@/machines/otc-orders/otc-orders.machine'
import { toOtcOrdersView } from '@/machines/otc-orders/otc-orders.view'
import { otcOrderMachine } from '@/machines/otc-order/otc-order.machine'
import { toOtcOrderView } from '@/machines/otc-order/otc-order.view'
import { otcTakeMachine } from '@/machines/otc-take/otc-take.machine'
import { toOtcTakeView } from '@/machines/otc-take/otc-take.view'

export interface OtcScreenProps {
  /** Stories pass `otcTakeMachine.provide(...)` (a fixed key). @default otcTakeMachine */
  takeMachine?: typeof otcTakeMachine
  /** @default otcAdsMachine */
  adsMachine?: typeof otcAdsMachine
  /** @default otcOrdersMachine */
  ordersMachine?: typeof otcOrdersMachine
  /** Stories pass a frozen countdown. @default otcOrderMachine */
  orderMachine?: typeof otcOrderMachine
  /** Wall-clock ms for the countdown (stories fix it). @default Date.now */
  now?: () => number
  /** Time zone of the order's dates (stories pin it). @default the device's */
  timeZone?: string
}

const orderHref = (id: number) => `${paths.otc}?order=${id}`

/**
 * Spec §2 /pages/otc/otc (issue 18, api-reference §16.6): the OTC desk, peer to peer with
 * merchants; `?order=<id>` is one order from opening to its end, `?zone=select` the merchants' ads,
 * `?zone=orders` the user's orders.
 */
export function OtcScreen(props: OtcScreenProps) {
  const { t } = useTranslation('otc')
  const [params] = useSearchParams()
  const raw = params.get('order')
  const id = orderIdOfParam(raw)
  const back = useBack(paths.home)
  return (
    <>
      <NavBar
        title={raw === null ? t('desk.title') : t('order.title', { id: raw })}
        onBack={back}
      />
      <main className="py-4">
        {raw === null ? (
          <DeskPanel {...props} />
        ) : (
          <div className="px-4">
            <OrderPanel key={raw} id={id} {...props} />
          </div>
        )}
      </main>
    </>
  )
}

function DeskPanel({
  takeMachine = otcTakeMachine,
  adsMachine = otcAdsMachine,
  ordersMachine = otcOrdersMachine,
}: OtcScreenProps) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const param = params.get('zone')
  const zone: OtcZone = param === 'select' || param === 'orders' ? param : 'quick'
  const [take, sendTake, takeRef] = useMachine(takeMachine, { input: {} })
  const [ads, sendAds] = useMachine(adsMachine, { input: {} })
  const [orders, sendOrders] = useMachine(ordersMachine, { input: {} })
  const { side, fiat } = take.context

  useEffect(() => {
    const subscription = takeRef.on('ordered', ({ order }) => navigate(orderHref(order.id)))
    return () => subscription.unsubscribe()
  }, [takeRef, navigate])

  const filter = (next: { side?: OtcSide; fiat?: OtcFiat }) =>
    sendAds({ type: 'filter.change', filter: { side, fiat, ...next } })
  return (
    <OtcDesk
      take={toOtcTakeView(take)}
      ads={toOtcAdsView(ads)}
      orders={toOtcOrdersView(orders)}
      zone={zone}
      orderHref={(orderId) => href(orderHref(orderId))}
      bankCardHref={href(paths.bank)}
      onSideChange={(next) => {
        sendTake({ type: 'side.change', side: next })
        filter({ side: next })
      }}
      onFiatChange={(next) => {
        sendTake({ type: 'quick.fiat', fiat: next })
        filter({ fiat: next })
      }}
      onZoneChange={(next) => {
        if (next === 'orders') sendOrders({ type: 'list.refresh' })
        setParams(next === 'quick' ? {} : { zone: next }, { replace: true })
      }}
      onQuickAmountChange={(value) => sendTake({ type: 'quick.amount', value })}
      onQuickSubmit={() => sendTake({ type: 'quick.submit' })}
      onTake={(ad) => sendTake({ type: 'ad.choose', ad })}
      onRetry={() => sendAds({ type: 'list.retry' })}
      onLoadMore={() => sendAds({ type: 'list.more' })}
      onOrdersRetry={() => sendOrders({ type: 'list.retry' })}
      onOrdersMore={() => sendOrders({ type: 'list.more' })}
      onAmountChange={(value) => sendTake({ type: 'amount.change', value })}
      onMax={() => sendTake({ type: 'amount.max' })}
      onSubmit={() => sendTake({ type: 'form.submit' })}
      onClose={() => sendTake({ type: 'sheet.close' })}
    />
  )
}

function OrderPanel({
  id,
  orderMachine = otcOrderMachine,
  now,
  timeZone,
}: OtcScreenProps & { id: number | null }) {
  const [snapshot, send] = useMachine(orderMachine, { input: { id, now } })
  const picture = useSelector(snapshot.children.picture as PictureRef | undefined, (s) => s)
  usePrivateEvent('otc_order', OtcOrderEvent, (order) => send({ type: 'order.changed', order }))
  return (
    <OtcOrder
      {...toOtcOrderView(snapshot, picture)}
      deskHref={href(paths.otc)}
      timeZone={timeZone}
      onRetry={() => send({ type: 'order.retry' })}
      onRefresh={() => send({ type: 'order.refresh' })}
      onStep={(step) => send({ type: 'step.request', step })}
      onConfirm={() => send({ type: 'confirm.submit' })}
      onCancelConfirm={() => send({ type: 'confirm.cancel' })}
      onAppeal={() => send({ type: 'appeal.open' })}
      onAppealClose={() => send({ type: 'appeal.close' })}
      onAppealText={(value) => send({ type: 'appeal.text', value })}
      onAppealSubmit={() => send({ type: 'appeal.submit' })}
      onPicturePick={(file, quality) => send({ type: 'picture.pick', file, quality })}
      onPictureRetry={() => send({ type: 'picture.retry' })}
    />
  )
}
