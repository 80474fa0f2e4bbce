/**
 * What the markets and search screens share: a market-list actor over the app's quote store and
 * storage, kept in step with the favourites, plus the links and callbacks every row needs.
 */
import { useMachine } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { FavouritesContext } from '@/app/favourites'
import { useMarket } from '@/app/market'
import { useAppStorage } from '@/app/services'
import { marketListMachine } from '@/machines/market-list/market-list.machine'
import type { FavouritesSnapshot } from '@/machines/favourites/favourites.view'
import { toMarketListView } from '@/machines/market-list/market-list.view'

const selectRows = (s: FavouritesSnapshot) => s.context.rows

export function useMarketList(mode: 'markets' | 'search', machine = marketListMachine) {
  const { store } = useMarket()
  const storage = useAppStorage()
  const favouriteRows = FavouritesContext.useSelector(selectRows)
  const [snapshot, send] = useMachine(machine, {
    input: {
      source: store,
      storage,
      mode,
      favouriteIds: favouriteRows.map((r) => r.currency_id),
    },
  })
  useEffect(() => {
    send({ type: 'favourites.change', currencyIds: favouriteRows.map((r) => r.currency_id) })
  }, [favouriteRows, send])
  // stable, so memoised rows are not re-rendered by a new callback
  const onOpen = useCallback((symbol: string) => send({ type: 'recent.add', symbol }), [send])
  return { store, view: toMarketListView(snapshot), send, onOpen }
}
