import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { LeverClosedEvent, LeverPositionEvent } from '@/api/contract/lever'
import { MarketSymbol } from '@/api/contract/market'
import { useMarket } from '@/app/market'
import { contractHref, href, paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { CompactBook } from '@/components/CompactBook/CompactBook'
import { LeverConfirmSheet } from '@/components/LeverConfirmSheet/LeverConfirmSheet'
import { LeverTicket } from '@/components/LeverTicket/LeverTicket'
import { SymbolSwitcher } from '@/components/SymbolSwitcher/SymbolSwitcher'
import { TradeHeader } from '@/components/TradeHeader/TradeHeader'
import { Loader } from '@/components/ui/Loader/Loader'
import { usePrices } from '@/lib/use-prices'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'
import { leverPositionsMachine } from '@/machines/lever-positions/lever-positions.machine'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { leverTicketMachine } from '@/machines/lever-ticket/lever-ticket.machine'
import { toLeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { orderBookMachine } from '@/machines/order-book/order-book.machine'
import { toOrderBookView } from '@/machines/order-book/order-book.view'
import { lastTradedSymbol, rememberTradedSymbol } from '../TradeScreen/last-symbol'
import { tradeProductHref, tradeProducts } from '../TradeScreen/products'
import { PositionsPanel } from './positions-panel'

export type ContractScreenProps = {
  /** Stories pass `leverTicketMachine.provide(...)` (a fixed key). @default leverTicketMachine */
  ticketLogic?: typeof leverTicketMachine
  /** @default leverPositionsMachine */
  positionsLogic?: typeof leverPositionsMachine
  /** @default orderBookMachine */
  orderBookLogic?: typeof orderBookMachine
}

/**
 * Spec §2 /pages/transaction/contract (`?symbol=BTC/USDT&side=long`): the futures ticket beside
 * the engine's live depth (§17.8: never other users' positions), the account's positions below
 * with live P/L from the quotes. Opens, closes and every trigger (take-profit, stop-loss,
 * liquidation) arrive as the private `lever_position` / `lever_closed` events.
 */
export function ContractScreen(props: ContractScreenProps) {
  const [params] = useSearchParams()
  const { store } = useMarket()
  const symbols = useSymbols(store)
  const asked = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const symbol = asked.success ? asked.data : lastTradedSymbol(symbols)
  const quote = useQuote(store, symbol ?? '')
  if (!symbol || !quote) return <Loader />
  return (
    <ContractTrade
      {...props}
      symbol={symbol}
      currencyId={quote.currency_id}
      legalId={quote.legal_id}
      side={params.get('side') === 'short' ? 'short' : 'long'}
    />
  )
}

function ContractTrade({
  symbol,
  currencyId,
  legalId,
  side,
  ticketLogic = leverTicketMachine,
  positionsLogic = leverPositionsMachine,
  orderBookLogic = orderBookMachine,
}: ContractScreenProps & {
  symbol: string
  currencyId: number
  legalId: number
  side: 'long' | 'short'
}) {
  const { t } = useTranslation('trade')
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const { store, socket } = useMarket()
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  const [switcherOn, setSwitcherOn] = useState(false)
  const pair = useMemo(() => ({ symbol, currencyId, legalId }), [symbol, currencyId, legalId])
  const [ticket, sendTicket, ticketRef] = useMachine(ticketLogic, { input: { ...pair, side } })
  const [positions, sendPositions, positionsRef] = useMachine(positionsLogic, {
    input: { pair, filter: 'all' },
  })
  const [book, sendBook] = useMachine(orderBookLogic, { input: { symbol, socket } })
  const bookView = toOrderBookView(book)
  const positionsView = toLeverPositionsView(positions)

  // another pair (the switcher, back and forward): same machines, new pair
  const started = useRef(symbol)
  useEffect(() => {
    rememberTradedSymbol(symbol)
    if (started.current === symbol) return
    started.current = symbol
    sendTicket({ type: 'pair.change', ...pair })
    sendBook({ type: 'symbol.change', symbol })
    sendPositions({ type: 'pair.change', pair })
  }, [symbol, pair, sendTicket, sendBook, sendPositions])

  // the ticket previews against the live price; the positions revalue at every pair's price
  const price = quote?.now_price
  useEffect(() => {
    if (price !== undefined) sendTicket({ type: 'market.update', price })
  }, [price, sendTicket])
  const marks = usePrices(store, [symbol, ...positionsView.symbols])
  useEffect(() => sendPositions({ type: 'marks.update', marks }), [marks, sendPositions])

  useEffect(() => {
    const subscriptions = [
      ticketRef.on('opened', ({ position }) => {
        const pending = position?.status === 'pending'
        toast({ tone: 'success', key: `trade:contractScreen.${pending ? 'placed' : 'opened'}` })
        if (position) sendPositions({ type: 'position.changed', event: 'opened', position })
        else sendPositions({ type: 'list.refresh' })
      }),
      positionsRef.on('closed', () => {
        toast({ tone: 'success', key: 'trade:contractScreen.closed' })
        sendTicket({ type: 'balance.refresh' })
      }),
      positionsRef.on('closedAll', () => {
        toast({ tone: 'success', key: 'trade:contractScreen.closedAll' })
        sendTicket({ type: 'balance.refresh' })
      }),
      positionsRef.on('cancelled', () => sendTicket({ type: 'balance.refresh' })),
      positionsRef.on('stopsSaved', () =>
        toast({ tone: 'success', key: 'trade:contractScreen.stopsSaved' }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [ticketRef, positionsRef, sendPositions, sendTicket, toast])

  // the user's room: a position opened, filled, closed by any reason, cancelled (here or elsewhere)
  usePrivateEvent('lever_position', LeverPositionEvent, ({ event, position }) => {
    sendPositions({ type: 'position.changed', event, position })
    if (event === 'opened' || event === 'stops' || event === 'pending') return
    sendTicket({ type: 'balance.refresh' })
    if (
      event === 'closed' &&
      position.closeReason &&
      position.closeReason !== 'user' &&
      position.closeReason !== 'batch'
    )
      toast({
        tone: position.closeReason === 'takeProfit' ? 'success' : 'info',
        key: `trade:contractScreen.triggered.${position.closeReason}`,
        values: { symbol: position.symbol },
      })
    if (event === 'filled')
      toast({
        tone: 'success',
        key: 'trade:contractScreen.filled',
        values: { symbol: position.symbol },
      })
  })
  usePrivateEvent('lever_closed', LeverClosedEvent, ({ id }) =>
    sendPositions({ type: 'positions.closed', ids: id }),
  )

  // opened from another page (a home tile, a pair's page): back returns there
  const back = location.key === 'default' ? undefined : () => navigate(-1)
  const ticketView = toLeverTicketView(ticket)
  const [base = '', quoteCurrency = ''] = symbol.split('/')
  const ordersHref = href(`${paths.contractOrders}?symbol=${encodeURIComponent(symbol)}`)
  return (
    <>
      <TradeHeader
        products={tradeProducts}
        active="contract"
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
        <h1 className="sr-only">{t('contractScreen.title', { symbol })}</h1>
        <div className="flex gap-2 px-2">
          <div className="min-w-0 flex-[58]">
            <LeverTicket
              {...ticketView}
              onSideChange={(next) => sendTicket({ type: 'side.change', side: next })}
              onKindChange={(kind) => sendTicket({ type: 'kind.change', kind })}
              onLeverageChange={(multiple) => sendTicket({ type: 'leverage.change', multiple })}
              onLotsChange={(value) => sendTicket({ type: 'lots.change', value })}
              onLotsPreset={(lots) => sendTicket({ type: 'lots.preset', lots })}
              onLotsMax={() => sendTicket({ type: 'lots.max' })}
              onPriceChange={(value) => sendTicket({ type: 'price.change', value })}
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
        <PositionsPanel
          view={positionsView}
          send={sendPositions}
          transferHref={href(paths.fundTransfer)}
        />
      </main>
      <LeverConfirmSheet
        {...ticketView}
        onConfirm={() => sendTicket({ type: 'confirm.submit' })}
        onCancel={() => sendTicket({ type: 'confirm.cancel' })}
      />
      <SymbolSwitcher
        open={switcherOn}
        onClose={() => setSwitcherOn(false)}
        store={store}
        current={symbol}
        hrefOf={(s) => contractHref(s)}
      />
    </>
  )
}
