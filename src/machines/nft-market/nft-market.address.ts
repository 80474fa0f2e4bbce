/**
 * The market's filter in the address (`?currency=2&payType=auction&mediaType=video&keyword=dune`),
 * so back, reload and a shared link open the market filtered the same way. Both directions give
 * the filter in one order with blanks left out, so the list's "another filter?" check compares
 * like with like.
 */
import { nftMediaTypes, nftPayTypes, type NftMediaType, type NftPayType } from '@/api/contract/nft'
import type { NftMarketFilter } from './nft-market.machine'

const oneOf = <T extends string>(list: readonly T[], raw: string | null) =>
  list.find((value) => value === raw)

/** The filter as a list shows it: currency, sale type, media type, keyword; blanks left out. */
export function normalFilter(filter: NftMarketFilter): NftMarketFilter {
  const keyword = filter.keyword?.trim()
  return {
    ...(filter.currency === undefined ? {} : { currency: filter.currency }),
    ...(filter.payType ? { payType: filter.payType } : {}),
    ...(filter.mediaType ? { mediaType: filter.mediaType } : {}),
    ...(keyword ? { keyword } : {}),
  }
}

/** The filter an address names; a value it does not know is "all". */
export function filterOfParams(params: URLSearchParams): NftMarketFilter {
  const currency = params.get('currency')
  const payType: NftPayType | undefined = oneOf(nftPayTypes, params.get('payType'))
  const mediaType: NftMediaType | undefined = oneOf(nftMediaTypes, params.get('mediaType'))
  return normalFilter({
    currency: currency && /^\d{1,9}$/.test(currency) ? Number(currency) : undefined,
    payType,
    mediaType,
    keyword: params.get('keyword') ?? undefined,
  })
}

/** `params` with the filter written in (and every filter it leaves out removed). */
export function withFilterParams(params: URLSearchParams, filter: NftMarketFilter) {
  const next = new URLSearchParams(params)
  const f = normalFilter(filter)
  for (const key of ['currency', 'payType', 'mediaType', 'keyword'] as const) {
    const value = f[key]
    if (value === undefined) next.delete(key)
    else next.set(key, String(value))
  }
  return next
}
