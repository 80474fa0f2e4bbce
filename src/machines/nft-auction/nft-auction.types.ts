/** The auction page's events, input, context and tags (the machine is nft-auction.machine.ts). */
import type { NftBidResult } from '@/api/contract/nft-auction'
import type { ErrorCode } from '@/api/errors'
import type { MarketSocket } from '@/api/socket'
import type { KeyedContext } from '../keyed-submission'
import type { FormRefusal, MoneyFormTag } from '../money-form'
import type { NftAuctionData, NftBidNotice } from './nft-auction.actors'
import { toBidRequest } from './nft-auction.rules'

export type NftAuctionEvent =
  | { type: 'auction.retry' }
  | { type: 'auction.refresh' }
  | { type: 'amount.change'; value: string }
  | { type: 'amount.blur' }
  | { type: 'amount.minimum' }
  | { type: 'form.submit' }
  | { type: 'confirm.submit' }
  | { type: 'confirm.cancel' }
  | { type: 'clock.tick' }
  | { type: 'bid.receive'; notice: NftBidNotice }
  | { type: 'feed.reopened' }

export type NftAuctionEmitted = { type: 'bidPlaced'; result: NftBidResult }

export interface NftAuctionInput {
  /** The item's code (`?code=`); null: not found, without a request. */
  code: string | null
  /** The app's socket (the item's room). */
  socket: MarketSocket
}

export interface NftAuctionContext extends KeyedContext, FormRefusal<'amount'> {
  code: string
  item: NftAuctionData['item'] | null
  info: NftAuctionData['info'] | null
  bids: NftAuctionData['bids']
  /** The caller's winner order of this round (they won it), or null. */
  order: NftAuctionData['order']
  socket: MarketSocket
  elapsed: number
  /** The new total as typed. */
  amount: string
  touched: boolean
  /** The price the confirm sheet was opened on: the bid is an increment over it. */
  seenPrice: string | null
  /** The price another bid moved to while the user confirmed (nftBidTaken), shown on the sheet. */
  takenPrice: string | null
}

export type NftAuctionTag =
  | MoneyFormTag
  | 'notFound'
  | 'refreshing'
  | 'retaking'
  | 'upcoming'
  | 'open'
  | 'closing'
  | 'won'
  | 'lost'
  | 'ended'

/** `?code=` as an item code, else null. */
export const codeOfParam = (value: string | null) =>
  value && /^[\w-]{1,64}$/.test(value.trim()) ? value.trim() : null

const amountCodes = new Set<ErrorCode>([
  'amountRequired',
  'amountInvalid',
  'amountTooPrecise',
  'nftBidTooLow',
  'nftDepositShort',
  'insufficientBalance',
])
export const isAmountRefusal = (code: ErrorCode) => amountCodes.has(code)
/** Refusals that mean the page's figures are old: read them again. */
export const staleCodes = new Set<ErrorCode>([
  'nftNotOnSale',
  'nftNotStarted',
  'nftAlreadyHighest',
  'nftOwnItem',
])

/** auctionNFT's request: the typed total over the price the sheet was opened on. */
export const bidRequest = (c: NftAuctionContext) =>
  toBidRequest({
    ...c,
    info: c.info && c.seenPrice ? { ...c.info, price: c.seenPrice } : c.info,
  })
