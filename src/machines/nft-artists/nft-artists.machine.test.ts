import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftArtists, NftArtistsRequest } from '@/api/contract/nft'
import { uncoveredLeaves } from '@/test/state-coverage'
import { manyArtists, nftArtistsSnapshots } from './nft-artists.fixtures'
import { nftArtistsMachine } from './nft-artists.machine'
import { toNftArtistsView } from './nft-artists.view'

const twelve = manyArtists(12)

describe('nft artists', () => {
  it('loads ten artists a page and the rest when asked', async () => {
    const load = vi.fn(
      async ({ page = 1, limit = 10 }: NftArtistsRequest): Promise<NftArtists> => ({
        artists: twelve.slice((page - 1) * limit, page * limit),
        total: 12,
        page,
        limit,
      }),
    )
    const actor = createActor(
      nftArtistsMachine.provide({
        actors: { loadPage: fromPromise(({ input }: { input: NftArtistsRequest }) => load(input)) },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 10 })
    expect(toNftArtistsView(actor.getSnapshot())).toMatchObject({ hasMore: true })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 10 })
    const view = toNftArtistsView(actor.getSnapshot())
    expect(view.artists).toHaveLength(12)
    expect(view.hasMore).toBe(false)
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftArtistsMachine, nftArtistsSnapshots)).toEqual([])
  })
})
