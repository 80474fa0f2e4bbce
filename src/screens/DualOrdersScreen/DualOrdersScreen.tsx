import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DualSettledEvent,
  dualListFilterCodes,
  dualListFilters,
  type DualListFilter,
} from '@/api/contract/dual'
import { href, investHref, paths, symbolHref } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { statusOf, useStatusParam } from '@/app/use-status-param'
import { useBack } from '@/app/use-back'
import { DualOrderList } from '@/components/DualOrderList/DualOrderList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { dualOrdersMachine } from '@/machines/dual-orders/dual-orders.machine'
import { toDualOrdersView } from '@/machines/dual-orders/dual-orders.view'

export interface DualOrdersScreenProps {
  /** Stories pass `dualOrdersMachine.provide(...)`. @default dualOrdersMachine */
  machine?: typeof dualOrdersMachine
  /** Times are shown in this zone (stories fix it); settlement times are always UTC. */
  timeZone?: string
}

/** `?status=` by name (`settled`) or by the platform's code (`1`, `-1`); anything else: holding. */
const readStatus = (raw: string | null): DualListFilter =>
  statusOf(raw, dualListFilters, 'holding', dualListFilterCodes)

const klineHref = (coin: string, seconds: number) => symbolHref(`${coin}/USDT`, { at: seconds })

/**
 * Spec §2 /pages/invest/mine (`?status=holding|settled|all`, optional): my dual investment
 * orders, holding, settled or all, by coin and direction; the tab is written back to `?status=`. The user's `dual_settled` events settle rows in place (holding → settled), no reload;
 * the header's help links to the product rules.
 */
export function DualOrdersScreen({ machine = dualOrdersMachine, timeZone }: DualOrdersScreenProps) {
  const { t } = useTranslation('dualOrders')
  const [status, setStatus] = useStatusParam(readStatus)
  const [snapshot, send, actor] = useMachine(machine, { input: { filter: { status } } })
  const view = toDualOrdersView(snapshot)
  const back = useBack(paths.invest)

  // the address changed under the screen (back, forward, a link): its tab follows, coin and
  // direction kept
  useEffect(() => {
    const { filter } = actor.getSnapshot().context
    send({ type: 'filter.change', filter: { ...filter, status } })
  }, [actor, send, status])

  // the user's room: an order settled, so it leaves Holding and shows its outcome
  usePrivateEvent('dual_settled', DualSettledEvent, ({ data }) =>
    send({ type: 'order.settled', order: data }),
  )

  return (
    <>
      <NavBar
        title={t('title')}
        onBack={back}
        actions={
          <a
            href={href(paths.investHelp)}
            className="text-primary-ink flex h-11 items-center px-2 text-sm font-medium"
          >
            {t('help')}
          </a>
        }
      />
      <main className="py-2">
        <DualOrderList
          {...view}
          productsHref={investHref()}
          klineHref={klineHref}
          timeZone={timeZone}
          onFilterChange={(filter) => {
            send({ type: 'filter.change', filter })
            setStatus(filter.status)
          }}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
