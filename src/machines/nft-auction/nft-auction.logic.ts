/**
 * The auction machine's named pieces that are plain functions (nft-auction.machine.ts wires them):
 * the keyed submission of a bid, its guards, the context it starts from and the assigners that
 * compute a new context (a live bid, the figures after nftBidTaken, a bid that cannot be made).
 */
import { toErrorCode } from '@/api/errors'
import { keyedSubmission, onRefusal } from '../keyed-submission'
import { isSheetError, noRefusal } from '../money-form'
import { bidIssueOf, bidNoticeKind, isBelow, phaseOf, withBid } from './nft-auction.rules'
import {
  bidRequest,
  staleCodes,
  type NftAuctionContext,
  type NftAuctionEvent,
  type NftAuctionInput,
} from './nft-auction.types'

interface Args {
  context: NftAuctionContext
  event: NftAuctionEvent
}

export const submission = keyedSubmission({
  types: {} as { context: NftAuctionContext; events: NftAuctionEvent },
  request: bidRequest,
})

const noticeOf = (event: NftAuctionEvent) => (event.type === 'bid.receive' ? event.notice : null)
const noticeKind = (c: NftAuctionContext, event: NftAuctionEvent) => {
  const n = noticeOf(event)
  return n && bidNoticeKind(c.info, n)
}

export const auctionGuards = {
  hasCode: ({ context }: Args) => context.code !== '',
  isNotFound: (_: unknown, { error }: { error: unknown }) => toErrorCode(error) === 'notFound',
  isUpcoming: ({ context }: Args) => phaseOf(context) === 'notStarted',
  isOpen: ({ context }: Args) => phaseOf(context) === 'open',
  hasLeftPhase: ({ context }: Args) => phaseOf(context) !== (context.info?.phase ?? 'closed'),
  isWinner: ({ context }: Args) => context.order !== null,
  hasBid: ({ context }: Args) => context.bids.some((b) => b.mine),
  isFormValid: ({ context }: Args) => bidIssueOf(context) === null,
  isNextBid: ({ context, event }: Args) => noticeKind(context, event) === 'next',
  isGap: ({ context, event }: Args) => noticeKind(context, event) === 'gap',
  ...submission.guards,
  isSheetRefusal: onRefusal(isSheetError),
  isTaken: onRefusal((code) => code === 'nftBidTaken'),
  isStaleRefusal: onRefusal((code) => staleCodes.has(code)),
}

export const initialContext = ({ input }: { input: NftAuctionInput }): NftAuctionContext => ({
  code: input.code ?? '',
  socket: input.socket,
  item: null,
  info: null,
  bids: [],
  order: null,
  elapsed: 0,
  amount: '',
  touched: false,
  seenPrice: null,
  takenPrice: null,
  requestKey: null,
  ...noRefusal,
})

/** The next live bid applied to the snapshot (nothing for another event). */
export const appliedBid = ({ context, event }: Args) => {
  const n = noticeOf(event)
  return n && context.info ? withBid(context.info, context.bids, n) : {}
}

/** The figures read again after nftBidTaken: the new price, the total at least its minimum. */
export const takenFigures = ({ context }: Args) => {
  const i = context.info
  if (!i) return {}
  const below = isBelow(context.amount, i.nextMin, i.scale)
  return { seenPrice: i.price, takenPrice: i.price, amount: below ? i.nextMin : context.amount }
}

/** Why the typed total cannot be bid, shown on the amount field. */
export const bidIssue = ({ context }: Args) => ({
  touched: true,
  error: bidIssueOf(context),
  errorField: 'amount' as const,
  serverMessage: '',
})
