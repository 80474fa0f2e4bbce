/**
 * The NFT auction job (issue 17; api-reference §19.3, built as a job on the sandbox clock). Each
 * run, in this order:
 * 1. closes every auction round whose `end_time` has passed while still listed (auction.ts
 *    `close`: deposits returned to all but the winner, bids expired, the winner's order with its
 *    24 h deadline, or the listing simply ended without a bid); then `nft_won` to the winner's
 *    room and, to the item's viewers, the closed round;
 * 2. sends the pay-by reminder of every unpaid order within 2 h of its deadline, once;
 * 3. expires every unpaid order past its deadline: the deposit is forfeited to the seller, the
 *    item goes back to its owner unlisted with `lock_order` 0.
 *
 * Idempotent: each step changes a row only from the state it expects, in one transaction with its
 * ledger rows and notices, so a run twice, a restart or a jump of the dev clock does each effect
 * exactly once; a round whose end passed while the sandbox was down closes on the first run (its
 * deadline counts from that close, when the winner is told). Nothing is kept in memory.
 * Runs every `intervalMs` (1 s, repeat.ts); with 0 tests call `app.nftAuction.run()`. The routes
 * that read bids and orders run it first, so a past round is never answered open.
 *
 * Also here: the item rooms of the live bid log. A socket emits `nft_watch` with an item's code
 * to receive its public `nft_bid` events (`nft_unwatch` leaves); the rooms are public like the
 * market's, and the events carry nicknames, never user ids.
 */
import type { FastifyInstance } from 'fastify'
import {
  nftAuctionEvents,
  nftItemRoom,
  type NftWinnerOrderWire,
} from '../../../src/api/contract/nft-auction'
import { repeat } from '../repeat'
import { userRoom } from '../realtime'
import { nftAuctionRepository, type BidOutcome, type CloseOutcome } from './auction'

export type NftAuctionJob = ReturnType<typeof attachNftAuctionJob>

declare module 'fastify' {
  interface FastifyInstance {
    nftAuction: NftAuctionJob
  }
}

const CODE = /^[\w-]{1,64}$/

export function attachNftAuctionJob(app: FastifyInstance, intervalMs = 1000) {
  const repo = nftAuctionRepository(app.db, app.repos.wallet, app.repos.message)

  function emitWon(order: NftWinnerOrderWire) {
    app.io
      ?.to(userRoom(order.user_id))
      .emit(nftAuctionEvents.won, { type: nftAuctionEvents.won, to: order.user_id, data: order })
  }

  /** After a bid's commit: the public `nft_bid` to the item's viewers, `nft_outbid` to the passed. */
  function emitBid(outcome: BidOutcome) {
    const { answer } = outcome
    app.io?.to(nftItemRoom(answer.item.code)).emit(nftAuctionEvents.bid, {
      type: nftAuctionEvents.bid,
      code: answer.item.code,
      round: outcome.round,
      price: answer.item.price,
      next_min: answer.item.next_min,
      bid_count: answer.item.bid_count,
      bid: { ...answer.bid, mine: false },
    })
    if (outcome.outbid) {
      const name = repo.item(answer.item.code)?.name ?? answer.item.code
      app.io?.to(userRoom(outcome.outbid.userId)).emit(nftAuctionEvents.outbid, {
        type: nftAuctionEvents.outbid,
        to: outcome.outbid.userId,
        code: answer.item.code,
        name,
        price: answer.item.price,
        currency_name: answer.item.currency_name,
        next_min: answer.item.next_min,
      })
    }
  }

  function run(): { closed: CloseOutcome[]; reminded: number[]; expired: number[] } {
    const now = app.clock.now()
    const closed: CloseOutcome[] = []
    for (const i of repo.dueRounds(now)) {
      const outcome = repo.close(i.id, i.round, now)
      if (outcome) closed.push(outcome)
    }
    for (const c of closed) if (c.order) emitWon(c.order)
    const reminded = repo.dueReminders(now).filter((id) => repo.remind(id, now))
    const expired = repo.dueExpiries(now).filter((id) => repo.expire(id, now) !== null)
    return { closed, reminded, expired }
  }

  repeat(
    app,
    { intervalMs, failure: '[nft] auction settlement failed; the next run tries again' },
    run,
  )

  return { repo, run, emitBid }
}

/**
 * The item rooms of the live bid log: `nft_watch <code>` joins the item's room, `nft_unwatch`
 * leaves it. Attached right after socket.io (app.ts, after attachRealtime), as the market feed's
 * `subscribe` is.
 */
export function attachNftItemRooms(app: FastifyInstance): void {
  app.io.on('connection', (socket) => {
    const room = (payload: unknown) =>
      typeof payload === 'string' && CODE.test(payload) ? nftItemRoom(payload) : null
    socket.on(nftAuctionEvents.watch, (payload: unknown, ack?: unknown) => {
      const r = room(payload)
      if (r) void socket.join(r)
      if (typeof ack === 'function') ack({ ok: r !== null })
    })
    socket.on(nftAuctionEvents.unwatch, (payload: unknown, ack?: unknown) => {
      const r = room(payload)
      if (r) void socket.leave(r)
      if (typeof ack === 'function') ack({ ok: r !== null })
    })
  })
}
