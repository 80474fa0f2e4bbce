import { OTC_PAGE_SIZE } from '@/api/contract/otc'
import { pagedListSnapshots } from '../paged-list/paged-list.fixtures'
import { mockOtcAds } from '../otc-take/otc-take.fixtures'
import { otcAdsMachine, type OtcAdsFilter } from './otc-ads.machine'
import type { OtcAdsSnapshot } from './otc-ads.view'

const resolve = (
  value: Parameters<typeof otcAdsMachine.resolveState>[0]['value'],
  context: OtcAdsSnapshot['context'],
) => otcAdsMachine.resolveState({ value, context }) as OtcAdsSnapshot

const of = (filter: OtcAdsFilter) =>
  mockOtcAds.filter((a) => a.side === filter.side && a.fiat === filter.fiat)
const listOf = (filter: OtcAdsFilter) =>
  pagedListSnapshots((value, context) => resolve(value, context), {
    filter,
    pageSize: OTC_PAGE_SIZE,
    items: of(filter),
    firstOfTwo: { items: of(filter).slice(0, 1), total: 2, pageSize: 1 },
  })

const buyBrl = listOf({ side: 'buy', fiat: 'BRL' })

/** One snapshot per state of the self-select zone, on each side where it differs. */
export const otcAdsSnapshots = {
  loading: buyBrl.loading,
  failed: buyBrl.failed,
  empty: buyBrl.empty,
  /** Rio Câmbio and Atlântico OTC sell USDT for BRL, best price first. */
  ready: buyBrl.ready,
  /** The merchants who buy USDT for euros. */
  sellEur: listOf({ side: 'sell', fiat: 'EUR' }).ready,
  hasMore: buyBrl.hasMore,
  loadingMore: buyBrl.loadingMore,
  moreFailed: buyBrl.moreFailed,
}
