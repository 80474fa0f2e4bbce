/**
 * Bidding on an auctioned NFT (spec §2 nft/purchase?code=, issue 17; api-reference §19.2
 * auctionNFT … getNeedPayNFTOrder, §19.3; contract nft-auction.ts, rules nft-auction-math.ts;
 * guards, starting context and assigners in nft-auction.logic.ts).
 * The page reads the item, the bid sheet's figures, the round's last bids and the caller's winner
 * orders together (`loadAuction`), then follows the item's room (`nft_bid` through `watchNft`): the
 * next bid moves the price and the log; a gap in `bid_count`, a new round or the socket opening
 * again reads the snapshot again. The clock is the snapshot's `now` plus one second per `tick` (a
 * named delay). A bid carries the total the user confirmed, against the price they saw
 * (`seenPrice`): if another bid took the step first the refusal `nftBidTaken` reads the figures
 * again and reopens the sheet with the new price (`takenPrice`) to confirm again.
 *
 * starting → loading | notFound;  loading → ready | notFound | loadFailed —auction.retry→ loading
 * ready (the room): deciding → upcoming | open | won | lost | ended
 *   open: editing —form.submit→ confirming —confirm.submit→ submitting (keying → sending)
 *     → refreshing (the bid made); nftBidTaken → retaking → confirming; no answer → confirming;
 *     ended / already highest → refreshing; another refusal → editing with it
 *   open, upcoming —the clock passes the end / start→ closing —closeGrace→ refreshing → deciding
 *   won: the screen shows the payment (nft-payment) of `order`; lost: the deposit came back
 */
import { and, assign, cancel, emit, not, raise, setup, stateIn } from 'xstate'
import type { NftBidResult } from '@/api/contract/nft-auction'
import { withError, withOutput } from '../keyed-submission'
import { amountText, noRefusal, refusalOf } from '../money-form'
import { loadAuction, placeBid, watchBids, type NftAuctionData } from './nft-auction.actors'
import {
  appliedBid,
  auctionGuards,
  bidIssue,
  initialContext,
  submission,
  takenFigures,
} from './nft-auction.logic'
import { NFT_AUCTION_TICK_MS } from './nft-auction.rules'
import {
  isAmountRefusal,
  type NftAuctionContext,
  type NftAuctionEmitted,
  type NftAuctionEvent,
  type NftAuctionInput,
  type NftAuctionTag,
} from './nft-auction.types'

export const nftAuctionMachine = setup({
  types: {
    context: {} as NftAuctionContext,
    events: {} as NftAuctionEvent,
    input: {} as NftAuctionInput,
    emitted: {} as NftAuctionEmitted,
    tags: {} as NftAuctionTag,
  },
  actors: { loadAuction, watchBids, placeBid, ...submission.actors },
  delays: { tick: NFT_AUCTION_TICK_MS, closeGrace: 2_000 },
  guards: auctionGuards,
  actions: {
    ...submission.actions,
    clearError: assign(noRefusal),
    takeData: assign((_, { output }: { output: NftAuctionData }) => ({ ...output, elapsed: 0 })),
    restartClock: cancel('tick'),
    scheduleTick: raise({ type: 'clock.tick' }, { delay: 'tick', id: 'tick' }),
    tick: assign(({ context }) => ({ elapsed: context.elapsed + NFT_AUCTION_TICK_MS })),
    applyBid: assign(appliedBid),
    takeMinimum: assign(({ context }) => ({ amount: context.info?.nextMin ?? '', touched: true })),
    seePrice: assign(({ context }) => ({
      seenPrice: context.info?.price ?? null,
      takenPrice: null,
    })),
    forgetPrice: assign({ seenPrice: null, takenPrice: null }),
    takeTaken: assign(takenFigures),
    rememberIssue: assign(bidIssue),
    rememberError: assign((_, { error }: { error: unknown }) => refusalOf(error, isAmountRefusal)),
    clearAmount: assign({ amount: '', touched: false, seenPrice: null, takenPrice: null }),
    announceBid: emit((_, { output }: { output: NftBidResult }) => ({
      type: 'bidPlaced' as const,
      result: output,
    })),
  },
}).createMachine({
  id: 'nftAuction',
  context: initialContext,
  on: { 'clock.tick': { actions: ['tick', 'scheduleTick'] } },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCode', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadAuction',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'ready',
          actions: [withOutput('takeData'), 'restartClock', 'scheduleTick'],
        },
        onError: [
          { guard: withError('isNotFound'), target: 'notFound' },
          { target: 'loadFailed', actions: withError('rememberError') },
        ],
      },
    },
    loadFailed: {
      tags: ['failed'],
      on: { 'auction.retry': { target: 'loading', actions: 'clearError' } },
    },
    notFound: { tags: ['notFound'] },
    ready: {
      invoke: {
        src: 'watchBids',
        input: ({ context }) => ({ socket: context.socket, code: context.code }),
      },
      on: {
        'bid.receive': [
          { guard: 'isNextBid', actions: 'applyBid' },
          {
            // a bid in flight is followed by a read anyway
            guard: and(['isGap', not(stateIn('#nftAuction.ready.open.submitting'))]),
            target: '.refreshing',
          },
        ],
        'feed.reopened': {
          guard: not(stateIn('#nftAuction.ready.open.submitting')),
          target: '.refreshing',
        },
        'auction.refresh': {
          guard: not(stateIn('#nftAuction.ready.open.submitting')),
          target: '.refreshing',
        },
      },
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isUpcoming', target: 'upcoming' },
            { guard: 'isOpen', target: 'open' },
            { guard: 'isWinner', target: 'won' },
            { guard: 'hasBid', target: 'lost' },
            { target: 'ended' },
          ],
        },
        upcoming: { tags: ['upcoming'], always: { guard: 'hasLeftPhase', target: 'closing' } },
        open: {
          tags: ['open'],
          initial: 'editing',
          states: {
            editing: {
              always: { guard: 'hasLeftPhase', target: '#nftAuction.ready.closing' },
              on: {
                'amount.change': {
                  actions: [
                    assign(({ event }) => ({ amount: amountText(event.value) })),
                    'clearError',
                  ],
                },
                'amount.blur': { actions: assign({ touched: true }) },
                'amount.minimum': { actions: ['takeMinimum', 'clearError'] },
                'form.submit': [
                  {
                    guard: 'isFormValid',
                    target: 'confirming',
                    actions: ['clearError', 'seePrice'],
                  },
                  { actions: 'rememberIssue' },
                ],
              },
            },
            confirming: {
              tags: ['sheetOpen'],
              always: { guard: 'hasLeftPhase', target: '#nftAuction.ready.closing' },
              on: {
                'confirm.cancel': { target: 'editing', actions: ['clearError', 'forgetPrice'] },
                'confirm.submit': { target: 'submitting', actions: 'clearError' },
              },
            },
            submitting: submission.state({
              send: 'placeBid',
              remember: 'rememberError',
              keyFailed: '#nftAuction.ready.open.confirming',
              done: {
                target: '#nftAuction.ready.refreshing',
                actions: ['clearAmount', withOutput('announceBid')],
              },
              failed: [
                { guard: withError('isTaken'), target: '#nftAuction.ready.open.retaking' },
                { guard: withError('isSheetRefusal'), target: '#nftAuction.ready.open.confirming' },
                {
                  guard: withError('isStaleRefusal'),
                  target: '#nftAuction.ready.refreshing',
                  actions: 'forgetPrice',
                },
                { target: '#nftAuction.ready.open.editing', actions: 'forgetPrice' },
              ],
            }),
            retaking: {
              tags: ['busy', 'sheetOpen', 'retaking'],
              invoke: {
                src: 'loadAuction',
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: 'confirming',
                  actions: [withOutput('takeData'), 'takeTaken', 'restartClock', 'scheduleTick'],
                },
                onError: { target: 'confirming', actions: withError('rememberError') },
              },
            },
          },
        },
        closing: { tags: ['closing'], after: { closeGrace: 'refreshing' } },
        refreshing: {
          tags: ['busy', 'refreshing'],
          invoke: {
            src: 'loadAuction',
            input: ({ context }) => ({ code: context.code }),
            onDone: {
              target: 'deciding',
              actions: [withOutput('takeData'), 'restartClock', 'scheduleTick'],
            },
            onError: 'deciding',
          },
        },
        won: { tags: ['won'] },
        lost: { tags: ['lost'] },
        ended: { tags: ['ended'] },
      },
    },
  },
})
