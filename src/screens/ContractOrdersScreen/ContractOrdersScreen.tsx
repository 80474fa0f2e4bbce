import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LeverPositionEvent } from '@/api/contract/lever'
import { MarketSymbol } from '@/api/contract/market'
import { useMarket } from '@/app/market'
import { paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { statusOf, useStatusParam } from '@/app/use-status-param'
import { useBack } from '@/app/use-back'
import { LeverHistoryDetail } from '@/components/LeverHistoryDetail/LeverHistoryDetail'
import { LeverHistoryList } from '@/components/LeverHistoryList/LeverHistoryList'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useQuote, useSymbols } from '@/lib/use-quote'
import {
  historyTabCodes,
  historyTabs,
  type HistoryTab,
  type LeverPair,
} from '@/machines/contract-orders/contract-orders.logic'
import { contractOrdersMachine } from '@/machines/contract-orders/contract-orders.machine'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'

export interface ContractOrdersScreenProps {
  /** Stories pass `contractOrdersMachine.provide(...)`. @default contractOrdersMachine */
  machine?: typeof contractOrdersMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/** `?status=` by name (`closed`) or by the platform's code (`3`, `-1`); anything else: all. */
const tabOf = (value: string | null): HistoryTab =>
  statusOf(value, historyTabs, 'all', historyTabCodes)

/**
 * Spec §2 /pages/transaction/contract_order (`?symbol=BTC/USDT&status=closed`, both optional): my
 * futures positions by status, all pairs or the one named (its ids come from the market's quotes,
 * so the list waits for them). The tab is written back to `?status=`, so back, reload and a shared
 * link open it again. The user's `lever_position` events move rows between the tabs.
 */
export function ContractOrdersScreen(props: ContractOrdersScreenProps) {
  const { t } = useTranslation('contractOrders')
  const [params] = useSearchParams()
  const [status] = useStatusParam(tabOf)
  const { store } = useMarket()
  const symbols = useSymbols(store)
  const asked = MarketSymbol.safeParse(params.get('symbol') ?? '')
  const quote = useQuote(store, asked.success ? asked.data : '')
  const pair: LeverPair | null = quote
    ? { symbol: quote.symbol, currencyId: quote.currency_id, legalId: quote.legal_id }
    : null
  // a pair named but not known yet: wait for the quotes (an unknown pair shows all of them)
  const waiting = asked.success && !quote && symbols.length === 0
  return (
    <>
      <Header title={t('list.title')} />
      <main className="py-2">
        {waiting ? <Loader /> : <History {...props} pair={pair} status={status} />}
      </main>
    </>
  )
}

function Header({ title }: { title: string }) {
  const back = useBack(paths.trade)
  return <NavBar title={title} onBack={back} />
}

function History({
  machine = contractOrdersMachine,
  timeZone,
  pair,
  status,
}: ContractOrdersScreenProps & { pair: LeverPair | null; status: HistoryTab }) {
  const [, setStatus] = useStatusParam(tabOf)
  const [snapshot, send, actorRef] = useMachine(machine, { input: { filter: { status, pair } } })
  const view = toContractOrdersView(snapshot)

  // the address changed under the screen (back, forward, a link): its tab follows
  useEffect(() => {
    const { filter } = actorRef.getSnapshot().context
    send({ type: 'filter.change', filter: { ...filter, status } })
  }, [actorRef, send, status])

  // the user's room: a position opened, closed (by any reason) or cancelled moves to its tab
  usePrivateEvent('lever_position', LeverPositionEvent, ({ position }) =>
    send({ type: 'position.changed', position }),
  )

  return (
    <>
      <LeverHistoryList
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
        onOpen={(id) => send({ type: 'position.open', id })}
        onRetry={() => send({ type: 'list.retry' })}
        onLoadMore={() => send({ type: 'list.more' })}
      />
      <LeverHistoryDetail
        position={view.detail}
        timeZone={timeZone}
        chartHref={symbolHref}
        onClose={() => send({ type: 'detail.close' })}
      />
    </>
  )
}
