import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  filterOfParams,
  normalFilter,
  withFilterParams,
} from '@/machines/nft-market/nft-market.address'
import type { NftMarketFilter } from '@/machines/nft-market/nft-market.machine'

const everything = (filter: NftMarketFilter) => filter

/**
 * The market's filter kept in the address (nft-market.address.ts): read on every render, so back,
 * forward, reload and a shared link open the same list, and written back (replacing the entry)
 * when the user changes it. `scope` keeps the filters a screen offers (the artworks' sale type).
 * The filter is the same object until the address changes it.
 */
export function useFilterParam(scope: (filter: NftMarketFilter) => NftMarketFilter = everything) {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const filter = useMemo(
    () => normalFilter(scope(filterOfParams(new URLSearchParams(search)))),
    [scope, search],
  )
  const setFilter = useCallback(
    (next: NftMarketFilter) =>
      setParams((p) => withFilterParams(p, scope(next)), { replace: true }),
    [scope, setParams],
  )
  return [filter, setFilter] as const
}
