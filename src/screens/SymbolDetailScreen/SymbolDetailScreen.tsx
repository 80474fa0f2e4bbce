import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { MarketSymbol } from '@/api/contract/market'
import { useFavourites } from '@/app/favourites'
import { useConnectionView, useMarket } from '@/app/market'
import { href, paths, symbolHref, tradeHref } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { EngineTickBanner } from '@/components/EngineTickBanner/EngineTickBanner'
import { FavouriteToggle } from '@/components/FavouriteToggle/FavouriteToggle'
import { KlineChart } from '@/components/KlineChart/KlineChart'
import { periodOfTab, type Indicator, type KlineTab } from '@/components/KlineChart/kline-series'
import { OrderBook } from '@/components/OrderBook/OrderBook'
import { StaleMarker } from '@/components/StaleMarker/StaleMarker'
import { SymbolStats } from '@/components/SymbolStats/SymbolStats'
import { SymbolSwitcher } from '@/components/SymbolSwitcher/SymbolSwitcher'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useErrorText } from '@/i18n/use-error-text'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'
import { engineTickMachine, parseTickSecond } from '@/machines/engine-tick/engine-tick.machine'
import { toEngineTickView } from '@/machines/engine-tick/engine-tick.view'
import { klineMachine } from '@/machines/kline/kline.machine'
import { toKlineView } from '@/machines/kline/kline.view'
import { orderBookMachine } from '@/machines/order-book/order-book.machine'
import { toOrderBookView } from '@/machines/order-book/order-book.view'

export type SymbolDetailScreenProps = {
  /** Stories pass `klineMachine.provide(...)`. @default klineMachine */
  klineLogic?: typeof klineMachine
  /** @default orderBookMachine */
  orderBookLogic?: typeof orderBookMachine
  /** The chart tab it opens on (with `?at=`: '1min'). @default '15min' */
  initialTab?: KlineTab
  /** The engine tick shown with `?at=`. @default engineTickMachine */
  tickLogic?: typeof engineTickMachine
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/transaction/index2?symbol=BTC/USDT: one pair's 24 h figures, K-line and order
 * book, live from the app's market feed; the star saves it to favourites; the sheet switches pair.
 * With `&at=<unix s>` (issue 14: an option's settlement second) the 1-minute K-line opens on that
 * second, marked, under the engine's price at it; its link back drops `at` (a fresh live page).
 */
export function SymbolDetailScreen(props: SymbolDetailScreenProps) {
  const [params] = useSearchParams()
  const parsed = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const at = parseTickSecond(params.get('at'))
  return parsed.success ? (
    <SymbolDetail key={at ?? 'live'} symbol={parsed.data} at={at} {...props} />
  ) : (
    <PairNotFound />
  )
}

/** The engine's price at the second shown, above the chart. */
function TickBanner({
  symbol,
  at,
  quote,
  logic,
  timeZone,
}: {
  symbol: string
  at: number
  quote: string
  logic: typeof engineTickMachine
  timeZone?: string
}) {
  const [tick, send] = useMachine(logic, { input: { symbol, time: at } })
  return (
    <EngineTickBanner
      {...toEngineTickView(tick)}
      quote={quote}
      liveHref={symbolHref(symbol)}
      onRetry={() => send({ type: 'tick.retry' })}
      timeZone={timeZone}
      className="mb-2"
    />
  )
}

function PairNotFound({ symbol }: { symbol?: string }) {
  const { t } = useTranslation('symbol')
  const errorText = useErrorText()
  const back = useBack(paths.market)
  return (
    <>
      <NavBar title={symbol ?? t('screen.notFound.title')} onBack={back} />
      <main className="flex flex-col items-center">
        <ErrorState title={t('screen.notFound.title')} description={errorText('pairNotFound')} />
        <a href={href(paths.market)} className="text-primary-ink text-base font-medium underline">
          {t('screen.notFound.markets')}
        </a>
      </main>
    </>
  )
}

function SymbolDetail({
  symbol,
  at,
  klineLogic = klineMachine,
  orderBookLogic = orderBookMachine,
  initialTab = '15min',
  tickLogic = engineTickMachine,
  timeZone,
}: SymbolDetailScreenProps & { symbol: string; at: number | null }) {
  const { t } = useTranslation('symbol')
  const back = useBack(paths.market)
  const { store, socket, connection } = useMarket()
  const feed = useConnectionView()
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  const symbols = useSymbols(store)
  const favourites = useFavourites()
  const [tab, setTab] = useState<KlineTab>(at === null ? initialTab : '1min')
  const [indicator, setIndicator] = useState<Indicator | null>('ma')
  // the pair the switcher was opened on: following one of its links closes it
  const [switcherOn, setSwitcherOn] = useState<string | null>(null)
  const [kline, sendKline] = useMachine(klineLogic, {
    input: { symbol, period: periodOfTab(tab), socket, at },
  })
  const [book, sendBook] = useMachine(orderBookLogic, { input: { symbol, socket } })

  // another pair through the URL (the switcher's links, back and forward): same screen, new pair
  useEffect(() => {
    sendKline({ type: 'symbol.change', symbol })
    sendBook({ type: 'symbol.change', symbol })
  }, [symbol, sendKline, sendBook])

  // the feed has its list and this pair is not on it
  if (symbols.length > 0 && !symbols.includes(symbol)) return <PairNotFound symbol={symbol} />

  const precision = quote?.precision_length ?? 2
  const [base = '', quoteCurrency = ''] = symbol.split('/')
  const currencyId = quote?.currency_id
  return (
    <>
      <NavBar
        title={symbol}
        onBack={back}
        className="sticky top-0 z-20"
        actions={
          <>
            <FavouriteToggle
              symbol={symbol}
              pressed={currencyId !== undefined && favourites.isFavourite(currencyId)}
              pending={currencyId !== undefined && favourites.isPending(currencyId)}
              onToggle={() => currencyId !== undefined && favourites.toggle(currencyId)}
            />
            <button
              type="button"
              aria-label={t('switcher.label', { symbol })}
              aria-haspopup="dialog"
              onClick={() => setSwitcherOn(symbol)}
              className="flex size-11 items-center justify-center rounded-lg"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M4 7h13l-3-3M20 17H7l3 3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </>
        }
      />
      <main className="flex flex-col pb-6">
        <div className="flex h-5 justify-end px-4">
          <StaleMarker
            status={feed.status}
            onRetry={() => connection.send({ type: 'connection.retry' })}
          />
        </div>
        <SymbolStats quote={quote} stale={stale} />
        {at !== null && (
          <TickBanner
            key={symbol}
            symbol={symbol}
            at={at}
            quote={quoteCurrency}
            logic={tickLogic}
            timeZone={timeZone}
          />
        )}
        <KlineChart
          {...toKlineView(kline)}
          tab={tab}
          onTabChange={(next) => {
            setTab(next)
            sendKline({ type: 'period.change', period: periodOfTab(next) })
          }}
          indicator={indicator}
          onIndicatorChange={setIndicator}
          onRetry={() => sendKline({ type: 'kline.retry' })}
          precision={precision}
          className="border-line border-t pt-1"
        />
        <OrderBook
          {...toOrderBookView(book)}
          base={base}
          quote={quoteCurrency}
          lastPrice={quote?.now_price}
          change={quote?.change}
          precision={precision}
          stale={stale}
          className="border-line mt-2 border-t"
        />
      </main>
      {/* open the ticket on this pair and side (spec §2 transaction/currency) */}
      <div className="bg-page border-line sticky bottom-0 z-20 flex gap-3 border-t px-4 py-3">
        <a
          href={tradeHref(symbol, 'buy')}
          aria-label={t('actions.buyLabel', { base })}
          className="bg-up flex h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold text-black"
        >
          {t('actions.buy')}
        </a>
        <a
          href={tradeHref(symbol, 'sell')}
          aria-label={t('actions.sellLabel', { base })}
          className="bg-down flex h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold text-black"
        >
          {t('actions.sell')}
        </a>
      </div>
      <SymbolSwitcher
        open={switcherOn === symbol}
        onClose={() => setSwitcherOn(null)}
        store={store}
        current={symbol}
        hrefOf={symbolHref}
      />
    </>
  )
}
