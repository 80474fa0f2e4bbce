import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftList, NftListRequest } from '@/api/contract/nft'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { nftMarketSnapshots } from './nft-market.fixtures'
import { nftMarketMachine, toListRequest, type NftMarketFilter } from './nft-market.machine'
import { toNftMarketView } from './nft-market.view'
import { mockNftRows } from './nft-rows.fixtures'

const all = mockNftRows()
const pageOf = ({ page = 1, limit = 10 }: NftListRequest, now = MockNftNow): NftList => ({
  items: all.slice((page - 1) * limit, page * limit),
  total: all.length,
  page,
  limit,
  now,
})

function start(load = async (req: NftListRequest) => pageOf(req), filter?: NftMarketFilter) {
  const calls = vi.fn(load)
  const actor = createActor(
    nftMarketMachine.provide({
      actors: { loadPage: fromPromise(({ input }: { input: NftListRequest }) => calls(input)) },
    }),
    { input: filter ? { filter } : {} },
  ).start()
  return { actor, calls, view: () => toNftMarketView(actor.getSnapshot()) }
}

describe('nft market', () => {
  it('asks for the wire codes of the filter, leaving out what is "all"', () => {
    expect(toListRequest({}, 1, 10)).toEqual({ page: 1, limit: 10 })
    expect(
      toListRequest(
        { currency: 3, payType: 'blindBox', mediaType: 'video', keyword: '  fog ' },
        2,
        10,
      ),
    ).toEqual({ page: 2, limit: 10, currency: 3, pay_type: 3, type: 4, keyword: 'fog' })
    expect(toListRequest({ payType: 'fixed', mediaType: 'image', keyword: ' ' }, 1, 5)).toEqual({
      page: 1,
      limit: 5,
      pay_type: 1,
      type: 1,
    })
  })

  it("loads ten at a time, and the next page when asked, each row with its answer's clock", async () => {
    const { actor, calls, view } = start(async (req) =>
      pageOf(req, MockNftNow + (req.page ?? 1) * 1000),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toHaveBeenCalledWith({ page: 1, limit: 10 })
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 11, filtered: false })
    expect(view().rows).toHaveLength(10)
    expect(view().now).toBe(MockNftNow + 1000)
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(calls).toHaveBeenLastCalledWith({ page: 2, limit: 10 })
    expect(view()).toMatchObject({ hasMore: false, now: MockNftNow + 2000 })
    expect(
      view()
        .rows.map((r) => r.seenAt)
        .slice(9),
    ).toEqual([MockNftNow + 1000, MockNftNow + 2000])
  })

  it('reloads page 1 for another filter and says when nothing matches', async () => {
    const { actor, calls, view } = start(async (req) =>
      req.keyword ? { ...pageOf(req), items: [], total: 0 } : pageOf(req),
    )
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'filter.change', filter: { keyword: 'zebra' } })
    await waitFor(actor, (s) => s.matches('empty'))
    expect(calls).toHaveBeenLastCalledWith({ page: 1, limit: 10, keyword: 'zebra' })
    expect(view()).toMatchObject({ status: 'empty', filtered: true })
  })

  it('fails, then loads again on retry', async () => {
    let first = true
    const { actor, view } = start(async (req) => {
      if (first) {
        first = false
        throw new ApiError('network')
      }
      return pageOf(req)
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('starts from the filter it is given', async () => {
    const { actor, calls } = start(undefined, { mediaType: 'audio' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toHaveBeenCalledWith({ page: 1, limit: 10, type: 3 })
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftMarketMachine, nftMarketSnapshots)).toEqual([])
    expect(toNftMarketView(nftMarketSnapshots.filtered)).toMatchObject({ filtered: true })
  })
})
