import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { SpotOrderEvent } from '@/api/contract/spot'
import { MarketSymbol } from '@/api/contract/market'
import { useMarket } from '@/app/market'
import { href, paths, symbolHref, tradeHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { CompactBook } from '@/components/CompactBook/CompactBook'
import { OrderConfirmSheet } from '@/components/OrderConfirmSheet/OrderConfirmSheet'
import { OrderTicket } from '@/components/OrderTicket/OrderTicket'
import { SpotOrderCancel } from '@/components/SpotOrderCancel/SpotOrderCancel'
import { SpotOrderDetail } from '@/components/SpotOrderDetail/SpotOrderDetail'
import { SpotOrderList } from '@/components/SpotOrderList/SpotOrderList'
import { SymbolSwitcher } from '@/components/SymbolSwitcher/SymbolSwitcher'
import { TradeHeader } from '@/components/TradeHeader/TradeHeader'
import { Loader } from '@/components/ui/Loader/Loader'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'
import { orderBookMachine } from '@/machines/order-book/order-book.machine'
import { toOrderBookView } from '@/machines/order-book/order-book.view'
import { spotOrdersMachine } from '@/machines/spot-orders/spot-orders.machine'
import { toSpotOrdersView } from '@/machines/spot-orders/spot-orders.view'
import { spotTicketMachine } from '@/machines/spot-ticket/spot-ticket.machine'
import { toSpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'
import { lastTradedSymbol, rememberTradedSymbol } from './last-symbol'
import { tradeProductHref, tradeProducts } from './products'

/** Open orders shown under the ticket; the rest are one tap away on the orders page. */
const OPEN_ORDERS_SHOWN = 10

export type TradeScreenProps = {
  /** Stories pass `spotTicketMachine.provide(...)` (a fixed key). @default spotTicketMachine */
  ticketLogic?: typeof spotTicketMachine
  /** @default spotOrdersMachine */
  ordersLogic?: typeof spotOrdersMachine
  /** @default orderBookMachine */
  orderBookLogic?: typeof orderBookMachine
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/transaction/index (the Trade tab) and /pages/transaction/currency
 * (`?symbol=BTC/USDT&side=buy`, opened from a pair's page): the spot ticket beside a compact live
 * order book, the pair's open orders below. Fills arrive as the private `coin_trade` event and
 * refresh the balances and the list; the header switches pair and, later, product.
 */
export function TradeScreen(props: TradeScreenProps) {
  const [params] = useSearchParams()
  const { store } = useMarket()
  const symbols = useSymbols(store)
  const asked = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const symbol = asked.success ? asked.data : lastTradedSymbol(symbols)
  const quote = useQuote(store, symbol ?? '')
  if (!symbol || !quote) return <Loader />
  return (
    <SpotTrade
      {...props}
      symbol={symbol}
      currencyId={quote.currency_id}
      legalId={quote.legal_id}
      side={params.get('side') === 'sell' ? 'sell' : 'buy'}
    />
  )
}

function SpotTrade({
  symbol,
  currencyId,
  legalId,
  side,
  ticketLogic = spotTicketMachine,
  ordersLogic = spotOrdersMachine,
  orderBookLogic = orderBookMachine,
  timeZone,
}: TradeScreenProps & {
  symbol: string
  currencyId: number
  legalId: number
  side: 'buy' | 'sell'
}) {
  const { t } = useTranslation('trade')
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const { store, socket } = useMarket()
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  const [switcherOn, setSwitcherOn] = useState(false)
  const pair = { symbol, currencyId, legalId }
  const [ticket, sendTicket, ticketRef] = useMachine(ticketLogic, { input: { ...pair, side } })
  const [orders, sendOrders, ordersRef] = useMachine(ordersLogic, {
    input: { filter: { status: 'open', pair }, pageSize: OPEN_ORDERS_SHOWN },
  })
  const [book, sendBook] = useMachine(orderBookLogic, { input: { symbol, socket } })
  const bookView = toOrderBookView(book)

  // another pair (the switcher, back and forward): same machines, new pair; the machines started
  // on the first one
  const started = useRef(symbol)
  useEffect(() => {
    rememberTradedSymbol(symbol)
    if (started.current === symbol) return
    started.current = symbol
    const next = { symbol, currencyId, legalId }
    sendTicket({ type: 'pair.change', ...next })
    sendBook({ type: 'symbol.change', symbol })
    sendOrders({ type: 'filter.change', filter: { status: 'open', pair: next } })
  }, [symbol, currencyId, legalId, sendTicket, sendBook, sendOrders])

  // the ticket previews and checks against the live price and book
  const price = quote?.now_price
  useEffect(() => {
    if (price === undefined) return
    sendTicket({ type: 'market.update', price, asks: bookView.asks, bids: bookView.bids })
  }, [price, bookView.asks, bookView.bids, sendTicket])

  useEffect(() => {
    const subscriptions = [
      ticketRef.on('placed', ({ order }) => {
        toast({ tone: 'success', key: 'trade:screen.placed' })
        if (order) sendOrders({ type: 'order.changed', order })
        else sendOrders({ type: 'list.refresh' })
      }),
      ordersRef.on('cancelled', () => sendTicket({ type: 'balances.refresh' })),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [ticketRef, ordersRef, sendOrders, sendTicket, toast])

  // the user's room: an order placed, filled or cancelled (here or on another device)
  usePrivateEvent('coin_trade', SpotOrderEvent, ({ order }) => {
    sendOrders({ type: 'order.changed', order })
    if (order.status === 'open') return
    sendTicket({ type: 'balances.refresh' })
    if (order.status === 'filled')
      toast({ tone: 'success', key: 'trade:screen.filled', values: { symbol: order.symbol } })
  })

  const back =
    location.pathname === paths.spotTrade
      ? () => (location.key === 'default' ? navigate(paths.trade) : navigate(-1))
      : undefined
  const ticketView = toSpotTicketView(ticket)
  const ordersView = toSpotOrdersView(orders)
  const [base = '', quoteCurrency = ''] = symbol.split('/')
  const ordersHref = href(`${paths.spotOrders}?symbol=${encodeURIComponent(symbol)}`)
  return (
    <>
      <TradeHeader
        products={tradeProducts}
        active="spot"
        productHref={(product) => tradeProductHref(product, symbol)}
        symbol={symbol}
        lastPrice={quote?.now_price}
        change={quote?.change}
        precision={quote?.precision_length}
        stale={stale}
        onSwitchPair={() => setSwitcherOn(true)}
        chartHref={symbolHref(symbol)}
        ordersHref={ordersHref}
        onBack={back}
        className="sticky top-0 z-20"
      />
      <main className="flex flex-col pb-6">
        <h1 className="sr-only">{t('screen.title', { symbol })}</h1>
        <div className="flex gap-2 px-2">
          <div className="min-w-0 flex-[58]">
            <OrderTicket
              {...ticketView}
              onSideChange={(next) => sendTicket({ type: 'side.change', side: next })}
              onKindChange={(kind) => sendTicket({ type: 'kind.change', kind })}
              onPriceChange={(value) => sendTicket({ type: 'price.change', value })}
              onAmountChange={(value) => sendTicket({ type: 'amount.change', value })}
              onPercent={(percent) => sendTicket({ type: 'amount.percent', percent })}
              onSubmit={() => sendTicket({ type: 'form.submit' })}
              onRetry={() => sendTicket({ type: 'ticket.retry' })}
            />
          </div>
          <CompactBook
            {...bookView}
            className="min-w-0 flex-[42]"
            base={base}
            quote={quoteCurrency}
            lastPrice={quote?.now_price}
            change={quote?.change}
            precision={quote?.precision_length}
            stale={stale}
            onPrice={(p) => sendTicket({ type: 'price.fill', price: p })}
          />
        </div>
        <div className="border-line mt-4 border-t">
          <SpotOrderList
            {...ordersView}
            compact
            viewAll={
              <a href={ordersHref} className="text-primary-ink text-sm font-medium">
                {t('screen.allOrders')}
              </a>
            }
            timeZone={timeZone}
            onStatusChange={() => undefined}
            onPairChange={() => undefined}
            onOpen={(id) => sendOrders({ type: 'order.open', id })}
            onCancel={(id) => sendOrders({ type: 'order.cancel', id })}
            onRetry={() => sendOrders({ type: 'list.retry' })}
            onLoadMore={() => sendOrders({ type: 'list.more' })}
            onNoticeDismiss={() => sendOrders({ type: 'notice.dismiss' })}
          />
        </div>
      </main>
      <OrderConfirmSheet
        {...ticketView}
        onConfirm={() => sendTicket({ type: 'confirm.submit' })}
        onCancel={() => sendTicket({ type: 'confirm.cancel' })}
      />
      <SpotOrderDetail
        order={ordersView.detail}
        timeZone={timeZone}
        onClose={() => sendOrders({ type: 'detail.close' })}
        onCancel={(id) => sendOrders({ type: 'order.cancel', id })}
      />
      <SpotOrderCancel
        cancel={ordersView.cancel}
        onConfirm={() => sendOrders({ type: 'cancel.confirm' })}
        onDismiss={() => sendOrders({ type: 'cancel.dismiss' })}
      />
      <SymbolSwitcher
        open={switcherOn}
        onClose={() => setSwitcherOn(false)}
        store={store}
        current={symbol}
        hrefOf={(s) => tradeHref(s)}
      />
    </>
  )
}
