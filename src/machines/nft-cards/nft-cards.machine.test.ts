import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { NftCollect } from '@/api/contract/nft'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockNftRow } from '../nft-market/nft-rows.fixtures'
import { nftCardsSnapshots } from './nft-cards.fixtures'
import { nftCardsMachine } from './nft-cards.machine'
import { toNftCard, toNftCardsView } from './nft-cards.view'

const HOUR = 3_600_000

function start(
  collect: (code: string) => Promise<NftCollect> = async () => ({
    collected: true,
    collectNumber: 1,
  }),
) {
  const clock = new SimulatedClock()
  const calls = vi.fn(collect)
  const actor = createActor(
    nftCardsMachine.provide({
      actors: {
        collect: fromPromise(({ input }: { input: { code: string } }) => calls(input.code)),
      },
    }),
    { input: { now: MockNftNow }, clock },
  ).start()
  const failures: string[] = []
  actor.on('collectFailed', ({ code }) => failures.push(code))
  return { actor, clock, calls, failures, view: () => toNftCardsView(actor.getSnapshot()) }
}

describe('nft cards', () => {
  it('counts the sale windows down on the server clock, one second per tick', () => {
    const { actor, clock, view } = start()
    clock.increment(1_000)
    clock.increment(1_000)
    expect(view().now).toBe(MockNftNow + 2_000)
    actor.send({ type: 'clock.sync', now: MockNftNow + 60_000 })
    expect(view().now).toBe(MockNftNow + 60_000)
    actor.send({ type: 'clock.sync', now: MockNftNow }) // an older answer does not move it back
    expect(view().now).toBe(MockNftNow + 60_000)
    clock.increment(1_000)
    expect(view().now).toBe(MockNftNow + 61_000)
  })

  it('moves a card from not started to on sale to not on sale as the clock passes its window', () => {
    const upcoming = mockNftRow('NFT04I04') // starts in 26 h
    const cards = toNftCardsView(nftCardsSnapshots.idle)
    expect(toNftCard(upcoming, cards)).toMatchObject({
      phase: 'notStarted',
      secondsLeft: 26 * 3600,
    })
    const later = { ...cards, now: MockNftNow + 27 * HOUR }
    expect(toNftCard(upcoming, later)).toMatchObject({
      phase: 'onSale',
      secondsLeft: (24 * 20 - 27) * 3600,
    })
    expect(toNftCard(upcoming, { ...cards, now: MockNftNow + 24 * 21 * HOUR })).toMatchObject({
      phase: 'notOnSale',
      secondsLeft: 0,
    })
    expect(toNftCard(mockNftRow('NFT05I05'), cards).phase).toBe('notOnSale')
  })

  it('says "sold" only of an item whose first sale was bought and that was not listed again', () => {
    const cards = toNftCardsView(nftCardsSnapshots.idle)
    const phase = (row: ReturnType<typeof mockNftRow>) => toNftCard(row, cards).phase
    // the caller bought its first sale and kept it (status 0, not listed, round 1, a user's)
    expect(phase(mockNftRow('NFT10I10'))).toBe('sold')
    const firstSale = mockNftRow('NFT01I01')
    const bought = { ...firstSale, onSale: false, ownerId: 42, feeRate: '0.025', mine: false }
    expect(phase(bought)).toBe('sold')
    // the platform's first sale past its window, unsold
    expect(phase(mockNftRow('NFT05I05'))).toBe('notOnSale')
    // the platform's item taken off sale (status 0) but never bought
    expect(phase({ ...firstSale, onSale: false })).toBe('notOnSale')
    // won at auction, the winner has not paid yet (lock_order 1)
    expect(phase({ ...bought, paymentPending: true })).toBe('notOnSale')
    // listed again and out of sale: §19 cannot tell a bought resale from one taken off sale
    expect(phase({ ...mockNftRow('NFT11I11'), onSale: false, listed: false })).toBe('notOnSale')
    // a resale past its window (still listed)
    expect(phase({ ...bought, listed: true, round: 2 })).toBe('notOnSale')
  })

  it('saves a favourite, shows the asked state meanwhile and keeps the answer', async () => {
    let answer: (a: NftCollect) => void = () => {}
    const { actor, view, calls } = start(() => new Promise((resolve) => (answer = resolve)))
    const item = mockNftRow('NFT01I01')
    actor.send({ type: 'collect.toggle', code: item.code, collected: false })
    expect(calls).toHaveBeenCalledWith('NFT01I01')
    expect(toNftCard(item, view())).toMatchObject({ collected: true, collectPending: true })
    expect(toNftCard(mockNftRow('NFT03I03'), view()).canCollect).toBe(false)
    answer({ collected: true, collectNumber: 3 })
    await waitFor(actor, (s) => s.matches({ collect: 'coolingDown' }))
    expect(toNftCard(item, view())).toMatchObject({ collected: true, collectPending: false })
  })

  it('waits a second between two toggles, as the server asks', async () => {
    const { actor, clock, calls, view } = start()
    actor.send({ type: 'collect.toggle', code: 'NFT01I01', collected: false })
    await waitFor(actor, (s) => s.matches({ collect: 'coolingDown' }))
    actor.send({ type: 'collect.toggle', code: 'NFT03I03', collected: false })
    expect(calls).toHaveBeenCalledOnce()
    expect(view().canToggle).toBe(false)
    clock.increment(1_000)
    expect(view().canToggle).toBe(true)
    actor.send({ type: 'collect.toggle', code: 'NFT01I01', collected: true })
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('reports a refusal and keeps the favourite as it was; a session error is left to the session', async () => {
    const { actor, view, failures } = start(async (code) => {
      throw new ApiError(code === 'NFT10I10' ? 'nftOwnItem' : 'sessionExpired')
    })
    actor.send({ type: 'collect.toggle', code: 'NFT10I10', collected: false })
    await waitFor(actor, (s) => s.matches({ collect: 'idle' }))
    expect(failures).toEqual(['nftOwnItem'])
    expect(view().collected).toEqual({})
    actor.send({ type: 'collect.toggle', code: 'NFT01I01', collected: false })
    await waitFor(actor, (s) => s.matches({ collect: 'idle' }))
    expect(failures).toEqual(['nftOwnItem'])
  })

  it("never offers the star on the caller's own item", () => {
    const cards = toNftCardsView(nftCardsSnapshots.idle)
    expect(toNftCard(mockNftRow('NFT10I10'), cards)).toMatchObject({
      mine: true,
      canCollect: false,
    })
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftCardsMachine, nftCardsSnapshots)).toEqual([])
  })
})
