import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftArtistDetail } from '@/api/contract/nft'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockArtists } from '../nft-artists/nft-artists.fixtures'
import { mockNftRows } from '../nft-market/nft-rows.fixtures'
import { nftArtistSnapshots } from './nft-artist.fixtures'
import { nftArtistMachine } from './nft-artist.machine'
import { toNftArtistView } from './nft-artist.view'

const rows = mockNftRows()
const answer: NftArtistDetail = {
  artist: mockArtists[0]!,
  artworks: rows.slice(0, 3),
  collects: rows.slice(5, 6),
  artworksCollectNumber: 4,
  now: MockNftNow + 5_000,
}

function start(uid: number | null, load = async (_: { uid: number }) => answer) {
  const calls = vi.fn(load)
  const actor = createActor(
    nftArtistMachine.provide({
      actors: { loadArtist: fromPromise(({ input }: { input: { uid: number } }) => calls(input)) },
    }),
    { input: { uid } },
  ).start()
  return { actor, calls, view: () => toNftArtistView(actor.getSnapshot()) }
}

describe('nft artist', () => {
  it('loads the artist, shows their works, then their favourites', async () => {
    const { actor, calls, view } = start(102)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(calls).toHaveBeenCalledWith({ uid: 102 })
    expect(view()).toMatchObject({
      status: 'ready',
      tab: 'artworks',
      artworksCount: 3,
      collectsCount: 1,
      now: MockNftNow + 5_000,
    })
    expect(view().rows.map((r) => r.code)).toEqual(rows.slice(0, 3).map((r) => r.code))
    actor.send({ type: 'tab.change', tab: 'collects' })
    expect(view().rows.map((r) => r.code)).toEqual([rows[5]!.code])
  })

  it('is not found without asking when the id is missing, and when the server knows none', async () => {
    const missing = start(null)
    expect(missing.view().status).toBe('notFound')
    expect(missing.calls).not.toHaveBeenCalled()
    const unknown = start(999, async () => {
      throw new ApiError('notFound')
    })
    await waitFor(unknown.actor, (s) => s.matches('notFound'))
  })

  it('fails, then loads again on retry', async () => {
    let fail = true
    const { actor, view } = start(101, async () => {
      if (fail) {
        fail = false
        throw new ApiError('network')
      }
      return answer
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'artist.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftArtistMachine, nftArtistSnapshots, ['nftArtist.checking'])).toEqual(
      [],
    )
  })
})
