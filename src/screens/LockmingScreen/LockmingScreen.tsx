import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { lockKindOf, type LockKind } from '@/api/contract/lockming'
import { href, lockmingBuyHref, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { LockmingProducts } from '@/components/LockmingProducts/LockmingProducts'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { lockmingListMachine } from '@/machines/lockming-list/lockming-list.machine'
import { toLockmingListView } from '@/machines/lockming-list/lockming-list.view'

export interface LockmingScreenProps {
  /** Stories pass `lockmingListMachine.provide(...)`. @default lockmingListMachine */
  machine?: typeof lockmingListMachine
}

/**
 * Spec §2 /pages/lockming/lockming (issue 16; the home tiles: locked mining, `?type=defi` DeFi
 * mining, `?type=cloud` cloud mining): the products of the kind in `?type=` as tabs (switching
 * writes it back), each leading to its buy page (which asks for a login first without a session);
 * links to My locks and How it works.
 */
export function LockmingScreen({ machine = lockmingListMachine }: LockmingScreenProps) {
  const { t } = useTranslation('lockming')
  const [params, setParams] = useSearchParams()
  const kind = lockKindOf(params.get('type'))
  const [snapshot, send] = useMachine(machine, { input: { filter: kind } })
  useEffect(() => {
    send({ type: 'tab.change', tab: kind })
  }, [kind, send])
  const setKind = useCallback(
    (next: LockKind) =>
      setParams(
        (p) => {
          if (next === 'lock') p.delete('type')
          else p.set('type', next)
          return p
        },
        { replace: true },
      ),
    [setParams],
  )
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="py-2">
        <LockmingProducts
          {...toLockmingListView(snapshot)}
          buyHref={lockmingBuyHref}
          ordersHref={href(paths.lockmingOrders)}
          welcomeHref={href(paths.lockmingWelcome)}
          onKindChange={setKind}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
        />
      </main>
    </>
  )
}
