/**
 * The NFT catalogue API module against its MSW mock (msw/nft.ts): the list, detail, artists and
 * currencies parsed with the contract; buying once per key with the price debited, refusals with
 * their codes changing nothing; resale, cancel and favourites as the sandbox answers them.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MockNftNow } from './contract/nft.fixtures'
import { USDT_ID } from './contract/wallet'
import { createNftMock, nftScenarios } from './msw/nft'
import { nftApi } from './nft'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock(state: Parameters<typeof createNftMock>[0] = {}) {
  const nft = createNftMock(state)
  server.use(...nft.list)
  return nft
}
const s = (hours: number) => Math.floor((MockNftNow + hours * 3_600_000) / 1000)

describe('nftApi', () => {
  it('lists 2 by default, on sale first, with the server’s now, and filters', async () => {
    mock()
    const page = await nftApi.list()
    expect(page.items).toHaveLength(2)
    expect(page.now).toBe(Math.floor(MockNftNow / 1000) * 1000)
    const all = await nftApi.list({ limit: 50 })
    expect(all.items.map((i) => i.onSale)).toEqual(
      [...all.items.map((i) => i.onSale)].sort((a, b) => Number(b) - Number(a)),
    )
    const auctions = await nftApi.list({ limit: 50, pay_type: 2 })
    expect(auctions.items.map((i) => i.name)).toEqual(['Dune Script'])
    await expect(nftApi.list({ limit: 51 })).rejects.toMatchObject({ code: 'parameterError' })
  })

  it('reads a detail, artists, an artist and the currencies', async () => {
    mock()
    const d = await nftApi.detail({ code: 'NFT01I01' })
    expect(d.item).toMatchObject({ name: 'Tidal Memory', buyStatus: 1, feeRate: '0', mine: false })
    await expect(nftApi.detail({ code: 'NOPE' })).rejects.toMatchObject({ code: 'notFound' })
    const artists = await nftApi.artists()
    expect(artists.artists[0]).toMatchObject({
      nickname: expect.any(String),
      avatar: expect.stringContaining('/api/nft/media/'),
    })
    const mara = await nftApi.artist({ uid: 101 })
    expect(mara.artworks.map((i) => i.name)).toContain('Tidal Memory')
    expect((await nftApi.currencies()).map((c) => c.name)).toEqual(['ETH', 'USDT'])
  })

  it('buys once per key, debiting the price; the item becomes the caller’s', async () => {
    const nft = mock()
    const before = nft.balances().change[USDT_ID]!.available
    const key = newIdempotencyKey()
    const bought = await nftApi.buy({ code: 'NFT01I01', idempotency_key: key })
    expect(bought.order).toMatchObject({ price: '25.0000', fee: '0.0000', kind: 'fixed' })
    expect(bought.item).toMatchObject({ mine: true, onSale: false })
    const again = await nftApi.buy({ code: 'NFT01I01', idempotency_key: key })
    expect(again.order.id).toBe(bought.order.id)
    expect([before, nft.balances().change[USDT_ID]!.available]).toEqual([
      '12500.5000',
      '12475.5000',
    ])
    expect((await nftApi.mine()).items.map((i) => i.code)).toContain('NFT01I01')
  })

  it('refuses with the sandbox’s codes and changes nothing', async () => {
    const nft = mock()
    const before = structuredClone(nft.items())
    const buy = (code: string) => nftApi.buy({ code, idempotency_key: newIdempotencyKey() })
    await expect(buy('NFT02I02')).rejects.toMatchObject({ code: 'nftIsAuction' })
    await expect(buy('NFT04I04')).rejects.toMatchObject({ code: 'nftNotStarted' })
    await expect(buy('NFT05I05')).rejects.toMatchObject({ code: 'nftNotOnSale' })
    await expect(buy('NFT10I10')).rejects.toMatchObject({ code: 'nftOwnItem' })
    await expect(buy('NOPE')).rejects.toMatchObject({ code: 'notFound' })
    expect(nft.items()).toEqual(before)
    server.use(nftScenarios.buySold)
    await expect(buy('NFT01I01')).rejects.toMatchObject({ code: 'nftSold' })
  })

  it('resells, refuses a second listing and a past start, cancels without bids', async () => {
    mock()
    const listing = {
      code: 'NFT10I10',
      pay_type: 2 as const,
      price: '50',
      per_increase: '2',
      start_time: s(0),
      end_time: s(24),
    }
    const { item } = await nftApi.resell(listing)
    expect(item).toMatchObject({
      round: 2,
      listed: true,
      payType: 'auction',
      margin: '5.0000',
      feeRate: '0.025',
    })
    await expect(nftApi.resell(listing)).rejects.toMatchObject({ code: 'nftListed' })
    const cancelled = await nftApi.cancelResell({ code: 'NFT10I10' })
    expect(cancelled.item).toMatchObject({ listed: false, onSale: false })
    await expect(nftApi.cancelResell({ code: 'NFT10I10' })).rejects.toMatchObject({
      code: 'nftNotListed',
    })
    await expect(nftApi.resell({ ...listing, start_time: s(-1) })).rejects.toMatchObject({
      code: 'nftStartInPast',
    })
  })

  it('answers a repeated resale or cancellation key with its first answer', async () => {
    const nft = mock()
    const listing = {
      code: 'NFT10I10',
      pay_type: 1 as const,
      price: '50',
      start_time: s(0),
      end_time: s(24),
      idempotency_key: newIdempotencyKey(),
    }
    const first = await nftApi.resell(listing)
    await expect(nftApi.resell(listing)).resolves.toEqual(first)
    expect(nft.items().find((i) => i.code === 'NFT10I10')).toMatchObject({ round: 2 })
    await expect(nftApi.resell({ ...listing, price: '51' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    const cancel = { code: 'NFT10I10', idempotency_key: newIdempotencyKey() }
    const cancelled = await nftApi.cancelResell(cancel)
    await expect(nftApi.cancelResell(cancel)).resolves.toEqual(cancelled)
  })

  it('toggles a favourite once a second and lists the collection', async () => {
    const nft = mock()
    expect(await nftApi.collect({ code: 'NFT01I01' })).toEqual({
      collected: true,
      collectNumber: 1,
    })
    await expect(nftApi.collect({ code: 'NFT01I01' })).rejects.toMatchObject({
      code: 'requestTooFrequent',
    })
    expect((await nftApi.collection()).items.map((i) => i.code)).toEqual(['NFT01I01'])
    nft.advance(1000)
    await expect(nftApi.collect({ code: 'NFT10I10' })).rejects.toMatchObject({ code: 'nftOwnItem' })
    expect(await nftApi.collect({ code: 'NFT01I01' })).toEqual({
      collected: false,
      collectNumber: 0,
    })
  })
})
