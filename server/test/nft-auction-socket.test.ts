/**
 * The live bid log over socket.io (issue 17): a viewer emits `nft_watch` with an item's code and
 * receives every public `nft_bid` of it (nicknames, never user ids) until `nft_unwatch`; the
 * passed bidder's room gets the private `nft_outbid`; a bad code is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { nftItemRoom } from '../../src/api/contract/nft-auction'
import type { TestContext } from './helper'
import { listeningApp, nextEvent } from './socket-helper'
import { auctionItem, bidder, okOf } from './nft-auction-helper'

const sockets = listeningApp()
const { openSocket } = sockets
let t: TestContext
beforeAll(() => {
  t = sockets.context()
})

describe('nft_watch', () => {
  it('a viewer receives the item’s bids; the passed bidder is told privately', async () => {
    const item = auctionItem(t.app)
    const [a, b] = [bidder(t.app, 'a@sock.test'), bidder(t.app, 'b@sock.test')]
    const viewer = await openSocket()
    expect(await viewer.emitWithAck('nft_watch', item.code)).toEqual({ ok: true })
    const members = await t.app.io.in(nftItemRoom(item.code)).fetchSockets()
    expect(members.map((s) => s.id)).toEqual([viewer.id])
    const own = await openSocket()
    expect(await own.emitWithAck('login', a.token)).toMatchObject({ ok: true })

    const first = nextEvent<Record<string, unknown>>(viewer, 'nft_bid')
    okOf(await a.bid(item.code, '10', '110'))
    expect(await first).toMatchObject({ type: 'nft_bid', code: item.code, price: '110.0000' })

    const outbid = nextEvent<Record<string, unknown>>(own, 'nft_outbid')
    const second = nextEvent<Record<string, unknown>>(viewer, 'nft_bid')
    okOf(await b.bid(item.code, '10', '120'))
    expect(await second).toMatchObject({ price: '120.0000', next_min: '130.0000', bid_count: 2 })
    expect(JSON.stringify(await second)).not.toContain('user_id')
    expect(await outbid).toMatchObject({ to: a.id, code: item.code, price: '120.0000' })

    expect(await viewer.emitWithAck('nft_unwatch', item.code)).toEqual({ ok: true })
    expect(await t.app.io.in(nftItemRoom(item.code)).fetchSockets()).toEqual([])
  })

  it('refuses a code that is not one', async () => {
    const viewer = await openSocket()
    expect(await viewer.emitWithAck('nft_watch', { code: 'x' })).toEqual({ ok: false })
    expect(await viewer.emitWithAck('nft_watch', 'a b')).toEqual({ ok: false })
    expect(viewer.connected).toBe(true)
  })
})
