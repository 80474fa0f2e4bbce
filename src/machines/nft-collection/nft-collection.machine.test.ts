import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftItems } from '@/api/contract/nft'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockCollectionRows, nftCollectionSnapshots } from './nft-collection.fixtures'
import { nftCollectionMachine } from './nft-collection.machine'
import { toNftCollectionView } from './nft-collection.view'

function start(load: () => Promise<NftItems>) {
  const calls = vi.fn(load)
  const actor = createActor(
    nftCollectionMachine.provide({ actors: { loadCollection: fromPromise(() => calls()) } }),
  ).start()
  return { actor, calls, view: () => toNftCollectionView(actor.getSnapshot()) }
}

describe('nft collection', () => {
  it("shows the favourites with the answer's clock, and reads them again on refresh", async () => {
    const { actor, calls, view } = start(async () => ({
      items: mockCollectionRows,
      now: MockNftNow + 1_000,
    }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({ status: 'ready', now: MockNftNow + 1_000 })
    expect(view().rows.map((r) => r.name)).toEqual([
      'Aurora gems blind box #1',
      'Little Machine',
      'Neon Fog',
    ])
    actor.send({ type: 'list.refresh' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('says when there are none', async () => {
    const { actor, view } = start(async () => ({ items: [], now: MockNftNow }))
    await waitFor(actor, (s) => s.matches('empty'))
    expect(view()).toMatchObject({ status: 'empty', rows: [] })
  })

  it('fails, then loads again on retry', async () => {
    let fail = true
    const { actor, view } = start(async () => {
      if (fail) {
        fail = false
        throw new ApiError('network')
      }
      return { items: mockCollectionRows, now: MockNftNow }
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftCollectionMachine, nftCollectionSnapshots)).toEqual([])
  })
})
