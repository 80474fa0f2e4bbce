/**
 * NFT marketplace catalogue and sales API, "bind_box" (api-reference §19.2; contract, wire notes
 * and the product's rules in contract/nft.ts and nft-math.ts; auctions are nft-auction.ts, blind
 * boxes nft-box.ts). Every endpoint needs a session. Buying takes the caller's `idempotency_key`:
 * make one when the user confirms (wallet.ts newIdempotencyKey) and send the same one on a retry,
 * so a repeat never buys twice. Times in the requests are unix seconds, as the wire has them.
 */
import { get, post, type RequestOptions } from './client'
import {
  NftArtistDetailAnswer,
  NftArtistsAnswer,
  NftBuyAnswer,
  NftCollectAnswer,
  NftCurrenciesAnswer,
  NftDetailAnswer,
  NftItemAnswer,
  NftItemsAnswer,
  NftListAnswer,
  type NftArtistRequest,
  type NftArtistsRequest,
  type NftBuyRequest,
  type NftCancelResellRequest,
  type NftCodeRequest,
  type NftDetailRequest,
  type NftListRequest,
  type NftResellRequest,
} from './contract/nft'

export const nftApi = {
  /** GET bind_box/getBoxList: a page of items (default 2, at most 50), filters, the server's now. */
  list: (req: NftListRequest = {}, opts?: RequestOptions) =>
    get('bind_box/getBoxList', req, NftListAnswer, opts),
  /** GET bind_box/getBoxDetail: one item by id or code, with its favourite count. */
  detail: (req: NftDetailRequest, opts?: RequestOptions) =>
    get('bind_box/getBoxDetail', req, NftDetailAnswer, opts),
  /** GET bind_box/getArtist: artists with most works first. */
  artists: (req: NftArtistsRequest = {}, opts?: RequestOptions) =>
    get('bind_box/getArtist', req, NftArtistsAnswer, opts),
  /** GET bind_box/getArtistDetail: an artist, their works and what they favourited. */
  artist: (req: NftArtistRequest, opts?: RequestOptions) =>
    get('bind_box/getArtistDetail', req, NftArtistDetailAnswer, opts),
  /** POST bind_box/collect: toggles the caller's favourite (not their own item; once a second). */
  collect: (req: NftCodeRequest, opts?: RequestOptions) =>
    post('bind_box/collect', req, NftCollectAnswer, opts),
  /** GET bind_box/getCollection: the caller's favourites. */
  collection: (opts?: RequestOptions) => get('bind_box/getCollection', {}, NftItemsAnswer, opts),
  /** GET bind_box/getNftCurrency: the currencies items are priced in. */
  currencies: (opts?: RequestOptions) =>
    get('bind_box/getNftCurrency', {}, NftCurrenciesAnswer, opts),
  /** POST bind_box/buyNFT: buys a fixed-price item or a blind box at its price, once per key. */
  buy: (req: NftBuyRequest, opts?: RequestOptions) =>
    post('bind_box/buyNFT', req, NftBuyAnswer, opts),
  /** POST bind_box/getMyNFTs: the caller's items. */
  mine: (opts?: RequestOptions) => post('bind_box/getMyNFTs', {}, NftItemsAnswer, opts),
  /** POST bind_box/resellNFT: lists the caller's item again, fixed price or auction. */
  resell: (req: NftResellRequest, opts?: RequestOptions) =>
    post('bind_box/resellNFT', req, NftItemAnswer, opts),
  /** POST bind_box/cancelResell: takes a listing without bids off sale (once per key). */
  cancelResell: (req: NftCancelResellRequest, opts?: RequestOptions) =>
    post('bind_box/cancelResell', req, NftItemAnswer, opts),
}
