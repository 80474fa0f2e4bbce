import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { QuickBuyCreditedEvent } from '@/api/contract/quick-buy'
import { href, paths } from '@/app/paths'
import { usePrivateEvent, usePrivateFeedLive } from '@/app/private-events'
import { useBack } from '@/app/use-back'
import { QuickBuyForm } from '@/components/QuickBuyForm/QuickBuyForm'
import { QuickBuyOrderList } from '@/components/QuickBuyOrderList/QuickBuyOrderList'
import { QuickBuyTransfer } from '@/components/QuickBuyTransfer/QuickBuyTransfer'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import {
  orderIdOfParam,
  quickBuyOrderMachine,
} from '@/machines/quick-buy-order/quick-buy-order.machine'
import { toQuickBuyOrderView } from '@/machines/quick-buy-order/quick-buy-order.view'
import { quickBuyOrdersMachine } from '@/machines/quick-buy-orders/quick-buy-orders.machine'
import { toQuickBuyOrdersView } from '@/machines/quick-buy-orders/quick-buy-orders.view'
import { quickBuyMachine } from '@/machines/quick-buy/quick-buy.machine'
import { toQuickBuyView } from '@/machines/quick-buy/quick-buy.view'

export interface QuickBuyScreenProps {
  /** Stories pass `quickBuyMachine.provide(...)` (a fixed key). @default quickBuyMachine */
  machine?: typeof quickBuyMachine
  /** @default quickBuyOrderMachine */
  orderMachine?: typeof quickBuyOrderMachine
  /** @default quickBuyOrdersMachine */
  ordersMachine?: typeof quickBuyOrdersMachine
  /** Dates are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

const orderHref = (id: number) => href(`${paths.quickBuy}?id=${id}`)
const ordersHref = href(`${paths.quickBuy}?tab=orders`)
const buyHref = href(paths.quickBuy)
type Tab = 'buy' | 'orders'

/**
 * Quick buy USDT by bank transfer (issue 18, designed here: the spec has no page; api-reference
 * §16.2): `/pages/fund/quick_buy` is the form, `?tab=orders` my orders, `?id=<order>` an order's
 * transfer page (beneficiary, reference, countdown, cancel), opened once the order is created.
 * The operator's receipt arrives live (`quick_buy_credited`): the order and its row turn paid at
 * once; the transfer page polls only while the socket is down.
 */
export function QuickBuyScreen(props: QuickBuyScreenProps) {
  const { t } = useTranslation('quickBuy')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const idParam = params.get('id')
  const tab: Tab = params.get('tab') === 'orders' ? 'orders' : 'buy'
  const back = useBack(paths.home)
  if (idParam !== null)
    return (
      <>
        <NavBar title={t('screen.title')} onBack={back} />
        <main className="px-4 py-4">
          <OrderPanel
            key={idParam}
            id={orderIdOfParam(idParam)}
            machine={props.orderMachine}
            timeZone={props.timeZone}
          />
        </main>
      </>
    )
  return (
    <>
      <NavBar title={t('screen.title')} onBack={back} />
      <main className="px-4 py-2">
        <Tabs
          layout="fill"
          aria-label={t('screen.title')}
          items={[
            { value: 'buy', label: t('screen.tabBuy') },
            { value: 'orders', label: t('screen.tabOrders') },
          ]}
          value={tab}
          onValueChange={(next) =>
            navigate(next === 'orders' ? `${paths.quickBuy}?tab=orders` : paths.quickBuy, {
              replace: true,
            })
          }
        >
          <div className="pt-4">
            {tab === 'buy' ? (
              <BuyPanel machine={props.machine} />
            ) : (
              <OrdersPanel machine={props.ordersMachine} timeZone={props.timeZone} />
            )}
          </div>
        </Tabs>
      </main>
    </>
  )
}

function BuyPanel({ machine = quickBuyMachine }: { machine?: typeof quickBuyMachine }) {
  const navigate = useNavigate()
  const [snapshot, send, actorRef] = useMachine(machine, { input: {} })
  useEffect(() => {
    const sub = actorRef.on('created', ({ order }) =>
      navigate(`${paths.quickBuy}?id=${order.id}`, { replace: true }),
    )
    return () => sub.unsubscribe()
  }, [actorRef, navigate])
  return (
    <QuickBuyForm
      {...toQuickBuyView(snapshot)}
      onRetry={() => send({ type: 'terms.retry' })}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onFieldBlur={(field) => send({ type: 'field.blur', field })}
      onSubmit={() => send({ type: 'form.submit' })}
      onConfirm={() => send({ type: 'confirm.submit' })}
      onCancel={() => send({ type: 'confirm.cancel' })}
    />
  )
}

function OrderPanel(p: {
  id: number | null
  machine?: typeof quickBuyOrderMachine
  timeZone?: string
}) {
  const live = usePrivateFeedLive()
  const [snapshot, send] = useMachine(p.machine ?? quickBuyOrderMachine, {
    input: { id: p.id, live },
  })
  // the socket's events stand in for polling while it is up
  useEffect(() => send({ type: 'feed.change', live }), [live, send])
  usePrivateEvent('quick_buy_credited', QuickBuyCreditedEvent, ({ data }) =>
    send({ type: 'order.credited', order: data }),
  )
  return (
    <QuickBuyTransfer
      {...toQuickBuyOrderView(snapshot)}
      ordersHref={ordersHref}
      buyHref={buyHref}
      timeZone={p.timeZone}
      onRetry={() => send({ type: 'order.retry' })}
      onRefresh={() => send({ type: 'order.refresh' })}
      onCancel={() => send({ type: 'order.cancel' })}
      onConfirmCancel={() => send({ type: 'cancel.confirm' })}
      onDismissCancel={() => send({ type: 'cancel.dismiss' })}
    />
  )
}

function OrdersPanel(p: { machine?: typeof quickBuyOrdersMachine; timeZone?: string }) {
  const [snapshot, send] = useMachine(p.machine ?? quickBuyOrdersMachine, { input: {} })
  usePrivateEvent('quick_buy_credited', QuickBuyCreditedEvent, ({ data }) =>
    send({ type: 'row.change', row: data }),
  )
  return (
    <QuickBuyOrderList
      {...toQuickBuyOrdersView(snapshot)}
      hrefOf={orderHref}
      buyHref={buyHref}
      timeZone={p.timeZone}
      onRetry={() => send({ type: 'list.retry' })}
      onMore={() => send({ type: 'list.more' })}
    />
  )
}
