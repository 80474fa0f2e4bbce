import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { MarketSymbol } from '@/api/contract/market'
import { ClosedMicroOrderEvent, type OptionOrder } from '@/api/contract/micro'
import { useMarket } from '@/app/market'
import { href, optionCheckHref, optionsHref, paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useToast } from '@/app/services'
import { OptionCards } from '@/components/OptionCards/OptionCards'
import { OptionConfirmSheet } from '@/components/OptionConfirmSheet/OptionConfirmSheet'
import { OptionTicket } from '@/components/OptionTicket/OptionTicket'
import { SymbolSwitcher } from '@/components/SymbolSwitcher/SymbolSwitcher'
import { TradeHeader } from '@/components/TradeHeader/TradeHeader'
import { Loader } from '@/components/ui/Loader/Loader'
import { usePrices } from '@/lib/use-prices'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'
import { optionPositionsMachine } from '@/machines/option-positions/option-positions.machine'
import { toOptionPositionsView } from '@/machines/option-positions/option-positions.view'
import { optionTicketMachine } from '@/machines/option-ticket/option-ticket.machine'
import { toOptionTicketView } from '@/machines/option-ticket/option-ticket.view'
import { lastTradedSymbol, rememberTradedSymbol } from '../TradeScreen/last-symbol'
import { tradeProductHref, tradeProducts } from '../TradeScreen/products'

export type OptionsScreenProps = {
  /** Stories pass `optionTicketMachine.provide(...)` (a fixed key). @default optionTicketMachine */
  ticketLogic?: typeof optionTicketMachine
  /** @default optionPositionsMachine */
  positionsLogic?: typeof optionPositionsMachine
  /**
   * The device's clock for the countdowns; stories pass a fixed one. Each placed option lines it up
   * with the server's (its `remain_milli_seconds`). @default Date.now
   */
  clock?: () => number
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** Funds move to the options account (4) of USDT through fund transfer. */
const transferHref = href(`${paths.fundTransfer}?to=micro&currency=3`)

/**
 * The Trade tab's Options (`transaction/seconds?symbol=BTC/USDT`, issue 14, api-reference §8): the
 * seconds-options ticket for the pair, then a live card per open option (all pairs) with its
 * countdown and expected result, and a result card with both engine ticks when one settles
 * (`closed_microorder`, or `get_result` if the push is missed).
 */
export function OptionsScreen(props: OptionsScreenProps) {
  const [params] = useSearchParams()
  const { store } = useMarket()
  const symbols = useSymbols(store)
  const asked = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const symbol = asked.success ? asked.data : lastTradedSymbol(symbols)
  const quote = useQuote(store, symbol ?? '')
  if (!symbol || quote?.id === undefined) return <Loader />
  return <OptionsTrade {...props} symbol={symbol} matchId={quote.id} />
}

function OptionsTrade({
  symbol,
  matchId,
  ticketLogic = optionTicketMachine,
  positionsLogic = optionPositionsMachine,
  clock = Date.now,
  timeZone,
}: OptionsScreenProps & { symbol: string; matchId: number }) {
  const { t } = useTranslation('trade')
  const navigate = useNavigate()
  const location = useLocation()
  const toast = useToast()
  const { store } = useMarket()
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  const [switcherOn, setSwitcherOn] = useState(false)
  // server time − device time, learnt from each placed option's remaining time
  const skew = useRef(0)
  const serverClock = useMemo(() => () => clock() + skew.current, [clock])
  const [ticket, sendTicket, ticketRef] = useMachine(ticketLogic, {
    input: { symbol, matchId },
  })
  const [positions, sendPositions, positionsRef] = useMachine(positionsLogic, {
    input: { now: clock(), clock: serverClock },
  })

  // another pair (the switcher, back and forward): same machines, new pair
  const started = useRef(symbol)
  useEffect(() => {
    rememberTradedSymbol(symbol)
    if (started.current === symbol) return
    started.current = symbol
    sendTicket({ type: 'pair.change', symbol, matchId })
  }, [symbol, matchId, sendTicket])

  const price = quote?.now_price
  useEffect(() => {
    if (price !== undefined) sendTicket({ type: 'market.update', price })
  }, [price, sendTicket])

  useEffect(() => {
    const subscriptions = [
      ticketRef.on('placed', ({ order }) => {
        skew.current = order.settleTick - order.remainingMs - clock()
        sendPositions({ type: 'order.placed', order })
      }),
      positionsRef.on('settled', ({ order }) => {
        sendTicket({ type: 'balance.refresh' })
        toast({
          tone: order.outcome === 'win' ? 'success' : 'info',
          key: `trade:optionsScreen.settled.${order.outcome ?? 'tie'}`,
          values: { symbol: order.symbol },
        })
      }),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [ticketRef, positionsRef, sendPositions, sendTicket, toast, clock])

  // the user's room: an option settled (placed here, on another screen or another device)
  usePrivateEvent('closed_microorder', ClosedMicroOrderEvent, ({ data }: { data: OptionOrder }) =>
    sendPositions({ type: 'order.settled', order: data }),
  )

  const ticketView = toOptionTicketView(ticket)
  const cardSymbols = useMemo(
    () => [...positions.context.orders.map((o) => o.symbol), symbol],
    [positions.context.orders, symbol],
  )
  const prices = usePrices(store, cardSymbols)
  const positionsView = toOptionPositionsView(positions, prices)
  // opened from another page (a home tile, a pair's page): back returns there
  const back = location.key === 'default' ? undefined : () => navigate(-1)
  return (
    <>
      <TradeHeader
        products={tradeProducts}
        active="options"
        productHref={(product) => tradeProductHref(product, symbol)}
        symbol={symbol}
        lastPrice={quote?.now_price}
        change={quote?.change}
        precision={quote?.precision_length}
        stale={stale}
        onSwitchPair={() => setSwitcherOn(true)}
        chartHref={symbolHref(symbol)}
        ordersHref={href(paths.optionOrders)}
        onBack={back}
        className="sticky top-0 z-20"
      />
      <main className="flex flex-col gap-4 px-2 pb-6">
        <h1 className="sr-only">{t('optionsScreen.title', { symbol })}</h1>
        <OptionTicket
          {...ticketView}
          transferHref={transferHref}
          onDurationChange={(seconds) => sendTicket({ type: 'duration.change', seconds })}
          onStakeChange={(value) => sendTicket({ type: 'stake.change', value })}
          onStakePreset={(stake) => sendTicket({ type: 'stake.preset', stake })}
          onStakeMax={() => sendTicket({ type: 'stake.max' })}
          onSubmit={(direction) => sendTicket({ type: 'form.submit', direction })}
          onRetry={() => sendTicket({ type: 'ticket.retry' })}
        />
        <h2 className="sr-only">{t('optionsScreen.positions')}</h2>
        <OptionCards
          {...positionsView}
          timeZone={timeZone}
          klineHref={(s, at) => symbolHref(s, { at })}
          checkHref={optionCheckHref}
          onDismiss={(id) => sendPositions({ type: 'result.dismiss', id })}
          onClearResults={() => sendPositions({ type: 'results.clear' })}
          onRetry={() => sendPositions({ type: 'list.retry' })}
        />
      </main>
      <OptionConfirmSheet
        {...ticketView}
        onConfirm={() => sendTicket({ type: 'confirm.submit' })}
        onCancel={() => sendTicket({ type: 'confirm.cancel' })}
      />
      <SymbolSwitcher
        open={switcherOn}
        onClose={() => setSwitcherOn(false)}
        store={store}
        current={symbol}
        hrefOf={(s) => optionsHref(s)}
      />
    </>
  )
}
