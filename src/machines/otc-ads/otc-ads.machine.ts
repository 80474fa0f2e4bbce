/**
 * The OTC desk's self-select zone (issue 18; spec §2 otc/otc; api-reference §16.6
 * `c2c_deal_platform`; contract/otc.ts): the merchants' ads for the user's side and fiat, best
 * price first, page by page (a paged list: paged-list.machine.ts). Taking an ad is
 * otc-take.machine.ts; once an order opens, the screen refreshes this list (what is left moved).
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle
 * filter.change (another side or fiat), list.refresh → loading
 */
import { fromPromise } from 'xstate'
import { OTC_PAGE_SIZE, type OtcAdsAnswer, type OtcFiat, type OtcSide } from '@/api/contract/otc'
import { otcApi } from '@/api/otc'
import { createPagedListMachine } from '../paged-list/paged-list.machine'
import { OTC_COIN_ID } from '../otc-take/otc-take.logic'

/** The list's filter: the user's side and the fiat. */
export interface OtcAdsFilter {
  side: OtcSide
  fiat: OtcFiat
}

/** c2c_deal_platform's query of one page. */
export interface OtcAdsPageRequest {
  type: OtcSide
  fiat: OtcFiat
  currency_id: number
  page: number
  limit: number
}

export const toAdsRequest = (
  filter: OtcAdsFilter,
  page: number,
  pageSize: number,
): OtcAdsPageRequest => ({
  type: filter.side,
  fiat: filter.fiat,
  currency_id: OTC_COIN_ID,
  page,
  limit: pageSize,
})

export const otcAdsMachine = createPagedListMachine({
  id: 'otcAds',
  fetchPage: fromPromise<OtcAdsAnswer, OtcAdsPageRequest>(({ input, signal }) =>
    otcApi.ads(input, { signal }),
  ),
  request: ({ filter, page, pageSize }) => toAdsRequest(filter, page, pageSize),
  readPage: (answer) => answer,
  pageSize: OTC_PAGE_SIZE,
  itemKey: (ad) => ad.id,
  filter: { side: 'buy', fiat: 'BRL' } as OtcAdsFilter,
})
