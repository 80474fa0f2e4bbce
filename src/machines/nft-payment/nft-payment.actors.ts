/**
 * The payment's door to the network (api-reference §19.2 payNFTOrder). Tests and stories replace
 * it with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { NftPayRequest, NftWinnerOrder } from '@/api/contract/nft-auction'
import { nftAuctionApi } from '@/api/nft-auction'

export const payOrder = fromPromise<NftWinnerOrder, NftPayRequest>(({ input, signal }) =>
  nftAuctionApi.pay(input, { signal }),
)
