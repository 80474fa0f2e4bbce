import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ClosedMicroOrderEvent,
  optionListFilterCodes,
  optionListFilters,
} from '@/api/contract/micro'
import { optionCheckHref, paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { statusOf, useStatusParam } from '@/app/use-status-param'
import { useBack } from '@/app/use-back'
import { OptionHistoryDetail } from '@/components/OptionHistoryDetail/OptionHistoryDetail'
import { OptionHistoryList } from '@/components/OptionHistoryList/OptionHistoryList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { OptionListFilter } from '@/machines/option-orders/option-orders.logic'
import { optionOrdersMachine } from '@/machines/option-orders/option-orders.machine'
import { toOptionOrdersView } from '@/machines/option-orders/option-orders.view'

export interface OptionOrdersScreenProps {
  /** Stories pass `optionOrdersMachine.provide(...)`. @default optionOrdersMachine */
  machine?: typeof optionOrdersMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/** `?status=` by name (`closed`) or by the platform's code (`3`, `-1`); anything else: all. */
const readStatus = (raw: string | null): OptionListFilter =>
  statusOf(raw, optionListFilters, 'all', optionListFilterCodes)

const klineHref = (symbol: string, at: number) => symbolHref(symbol, { at })

/**
 * Spec §2 /pages/transaction/seconds_order (`?status=all|open|closed`, optional): my seconds
 * options, all, open or settled, each with its result after the fee; a detail with both engine
 * ticks, the K-line at the deciding second and the public check. The tab is written back to
 * `?status=`. The user's `closed_microorder` events settle rows in place (Open → Closed).
 */
export function OptionOrdersScreen({
  machine = optionOrdersMachine,
  timeZone,
}: OptionOrdersScreenProps) {
  const { t } = useTranslation('optionOrders')
  const [status, setStatus] = useStatusParam(readStatus)
  const [snapshot, send] = useMachine(machine, { input: { filter: status } })
  const view = toOptionOrdersView(snapshot)

  // the address changed under the screen (back, forward, a link): its tab follows
  useEffect(() => {
    send({ type: 'filter.change', filter: status })
  }, [send, status])

  // the user's room: an option settled, so it leaves Open and shows its result
  usePrivateEvent('closed_microorder', ClosedMicroOrderEvent, ({ data }) =>
    send({ type: 'order.changed', order: data }),
  )

  return (
    <>
      <Header title={t('list.title')} />
      <main className="py-2">
        <OptionHistoryList
          {...view}
          timeZone={timeZone}
          onFilterChange={(next) => {
            send({ type: 'filter.change', filter: next })
            setStatus(next)
          }}
          onOpen={(id) => send({ type: 'order.open', id })}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
      <OptionHistoryDetail
        order={view.detail}
        timeZone={timeZone}
        klineHref={klineHref}
        checkHref={optionCheckHref}
        onClose={() => send({ type: 'detail.close' })}
      />
    </>
  )
}

function Header({ title }: { title: string }) {
  const back = useBack(paths.options)
  return <NavBar title={title} onBack={back} />
}
