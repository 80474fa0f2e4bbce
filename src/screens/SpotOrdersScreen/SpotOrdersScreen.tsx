import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { MarketSymbol } from '@/api/contract/market'
import { orderStatuses, SpotOrderEvent, type OrderStatus } from '@/api/contract/spot'
import { useMarket } from '@/app/market'
import { paths } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { statusOf, useStatusParam } from '@/app/use-status-param'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { SpotOrderCancel } from '@/components/SpotOrderCancel/SpotOrderCancel'
import { SpotOrderDetail } from '@/components/SpotOrderDetail/SpotOrderDetail'
import { SpotOrderList } from '@/components/SpotOrderList/SpotOrderList'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useQuote, useSymbols } from '@/lib/use-quote'
import type { SpotPair } from '@/machines/spot-orders/spot-orders.logic'
import { spotOrdersMachine } from '@/machines/spot-orders/spot-orders.machine'
import { toSpotOrdersView } from '@/machines/spot-orders/spot-orders.view'

export interface SpotOrdersScreenProps {
  /** Stories pass `spotOrdersMachine.provide(...)`. @default spotOrdersMachine */
  machine?: typeof spotOrdersMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/** `?status=` by name (`filled`); anything else: open. */
const statusOfParam = (value: string | null): OrderStatus => statusOf(value, orderStatuses, 'open')

/**
 * Spec §2 /pages/transaction/currency_order (`?symbol=BTC/USDT&status=open`, both optional): my
 * spot orders by status, all pairs or the one named (its ids come from the market's quotes, so
 * the list waits for them; a tab change writes `status` back). The user's `coin_trade` events move
 * rows between the tabs.
 */
export function SpotOrdersScreen(props: SpotOrdersScreenProps) {
  const { t } = useTranslation('spotOrders')
  const [params] = useSearchParams()
  const { store } = useMarket()
  const symbols = useSymbols(store)
  const asked = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const quote = useQuote(store, asked.success ? asked.data : '')
  const [status] = useStatusParam(statusOfParam)
  const pair: SpotPair | null = quote
    ? { symbol: quote.symbol, currencyId: quote.currency_id, legalId: quote.legal_id }
    : null
  // a pair named but not known yet: wait for the quotes (an unknown pair shows all of them)
  const waiting = asked.success && !quote && symbols.length === 0
  return (
    <>
      <Header title={t('list.title')} />
      <main className="py-2">
        {waiting ? <Loader /> : <SpotOrders {...props} pair={pair} status={status} />}
      </main>
    </>
  )
}

function Header({ title }: { title: string }) {
  const back = useBack(paths.trade)
  return <NavBar title={title} onBack={back} />
}

function SpotOrders({
  machine = spotOrdersMachine,
  timeZone,
  pair,
  status,
}: SpotOrdersScreenProps & { pair: SpotPair | null; status: OrderStatus }) {
  const toast = useToast()
  const [, setStatus] = useStatusParam(statusOfParam)
  const [snapshot, send, actorRef] = useMachine(machine, { input: { filter: { status, pair } } })
  const view = toSpotOrdersView(snapshot)

  useEffect(() => {
    const sub = actorRef.on('cancelled', () =>
      toast({ tone: 'success', key: 'spotOrders:cancel.done' }),
    )
    return () => sub.unsubscribe()
  }, [actorRef, toast])

  // the user's room: an order placed, filled or cancelled meanwhile moves to its tab
  usePrivateEvent('coin_trade', SpotOrderEvent, ({ order }) =>
    send({ type: 'order.changed', order }),
  )

  return (
    <>
      <SpotOrderList
        {...view}
        currentPair={pair}
        timeZone={timeZone}
        onStatusChange={(next) => {
          send({ type: 'filter.change', filter: { ...view.filter, status: next } })
          setStatus(next)
        }}
        onPairChange={(next) =>
          send({ type: 'filter.change', filter: { ...view.filter, pair: next } })
        }
        onOpen={(id) => send({ type: 'order.open', id })}
        onCancel={(id) => send({ type: 'order.cancel', id })}
        onRetry={() => send({ type: 'list.retry' })}
        onLoadMore={() => send({ type: 'list.more' })}
        onNoticeDismiss={() => send({ type: 'notice.dismiss' })}
      />
      <SpotOrderDetail
        order={view.detail}
        timeZone={timeZone}
        onClose={() => send({ type: 'detail.close' })}
        onCancel={(id) => send({ type: 'order.cancel', id })}
      />
      <SpotOrderCancel
        cancel={view.cancel}
        onConfirm={() => send({ type: 'cancel.confirm' })}
        onDismiss={() => send({ type: 'cancel.dismiss' })}
      />
    </>
  )
}
