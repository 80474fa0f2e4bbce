/**
 * NFT auctions API (api-reference §19.2 auctionNFT … readNFTOrderMessage; contract, wire notes
 * and socket events in contract/nft-auction.ts, formulas and the product's rules in
 * contract/nft-auction-math.ts). A bid sends the increment (`price`) AND the new total the user
 * confirmed (`total`, bidTotal): if another bid moved the price first the answer is
 * `nftBidTaken` and nothing is bid. Bidding and paying take the caller's `idempotency_key`: make
 * one when the user confirms and send the same one on a retry, so a retried bid never bids twice
 * and a retried payment never pays twice.
 */
import { post, type RequestOptions } from './client'
import {
  NftAuctionInfoAnswer,
  NftBidAnswer,
  NftBidLogAnswer,
  NftMyBidsAnswer,
  NftWinnerOrderAnswer,
  NftWinnerOrdersAnswer,
  type NftAuctionInfoRequest,
  type NftBidLogRequest,
  type NftBidRequest,
  type NftMyBidsRequest,
  type NftPayRequest,
  type NftReadOrderRequest,
} from './contract/nft-auction'

export const nftAuctionApi = {
  /** POST bind_box/getAuctionInfo: the bid sheet's figures (next minimum, deposit due, funds). */
  info: (req: NftAuctionInfoRequest, opts?: RequestOptions) =>
    post('bind_box/getAuctionInfo', req, NftAuctionInfoAnswer, opts),
  /** POST bind_box/auctionNFT: bids `price` (the increment) confirmed at `total`. */
  bid: (req: NftBidRequest, opts?: RequestOptions) =>
    post('bind_box/auctionNFT', req, NftBidAnswer, opts),
  /** POST bind_box/getBindBoxQuotationLog: the last 10 bids of the item's current round. */
  bidLog: (req: NftBidLogRequest, opts?: RequestOptions) =>
    post('bind_box/getBindBoxQuotationLog', req, NftBidLogAnswer, opts),
  /** POST bind_box/getMyBindBoxQuotationLog: one page of the caller's bids, newest first. */
  myBids: (req: NftMyBidsRequest = {}, opts?: RequestOptions) =>
    post('bind_box/getMyBindBoxQuotationLog', req, NftMyBidsAnswer, opts),
  /** POST bind_box/getNeedPayNFTOrder: the caller's winner orders, newest first. */
  orders: (opts?: RequestOptions) =>
    post('bind_box/getNeedPayNFTOrder', {}, NftWinnerOrdersAnswer, opts),
  /** POST bind_box/payNFTOrder: pays the final price; the deposit comes back. */
  pay: (req: NftPayRequest, opts?: RequestOptions) =>
    post('bind_box/payNFTOrder', req, NftWinnerOrderAnswer, opts),
  /** POST bind_box/readNFTOrderMessage: marks the order read. */
  read: (req: NftReadOrderRequest, opts?: RequestOptions) =>
    post('bind_box/readNFTOrderMessage', req, NftWinnerOrderAnswer, opts),
}
