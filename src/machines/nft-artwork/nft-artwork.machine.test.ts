import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { createNftBoxMock } from '@/api/msw/nft-box'
import { MockBoxForSale } from '@/api/contract/nft-box.fixtures'
import { uncoveredLeaves } from '@/test/state-coverage'
import { nftArtworkSnapshots } from './nft-artwork.fixtures'
import { codeOfParam, NFT_ARTWORK_TICK_MS } from './nft-artwork.logic'
import { nftArtworkMachine } from './nft-artwork.machine'
import { toNftArtworkView } from './nft-artwork.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mocks() {
  const nft = createNftMock()
  // the catalogue's box BOX-AURORA-01 is still for sale: the box mock answers it as not the caller's
  const box = createNftBoxMock({
    boxes: [{ wire: { ...MockBoxForSale, code: 'BOX-AURORA-01' }, serverSeed: '0'.repeat(64) }],
  })
  server.use(...nft.list, ...box.list)
  return nft
}

async function start(code: string | null) {
  const clock = new SimulatedClock()
  const actor = createActor(nftArtworkMachine, { input: { code }, clock }).start()
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const view = () => toNftArtworkView(actor.getSnapshot())
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(NFT_ARTWORK_TICK_MS)
  }
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, seconds, settled, send: actor.send.bind(actor) }
}

describe('NFT artwork page', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(nftArtworkMachine, nftArtworkSnapshots, ['nftArtwork.starting']),
    ).toEqual([])
  })

  it('reads ?code= strictly', () => {
    expect(codeOfParam(' NFT01I01 ')).toBe('NFT01I01')
    expect(codeOfParam('a b')).toBeNull()
    expect(codeOfParam(null)).toBeNull()
  })

  it('is not found without a code (no request) and for an unknown code', async () => {
    mocks()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start('NOPE')).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(nftScenarios.detailDown)
    const { view, send, actor } = await start('NFT01I01')
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers()
    mocks()
    send({ type: 'artwork.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().item?.name).toBe('Tidal Memory')
  })

  it('offers the buy for a fixed price, the bid for an auction, nothing on the own item', async () => {
    mocks()
    expect((await start('NFT01I01')).view()).toMatchObject({ action: 'buy', canAct: true })
    expect((await start('NFT02I02')).view()).toMatchObject({ action: 'bid', canAct: true })
    const mine = (await start('NFT11I11')).view()
    expect(mine).toMatchObject({ action: 'mine', canAct: false, canCollect: false })
  })

  it('shows a blind box’s odds and commitment before it is bought', async () => {
    mocks()
    const { view } = await start('BOX-AURORA-01')
    expect(view().box).toMatchObject({
      odds: [
        { rarity: 'N', percent: '70.00', works: 5 },
        { rarity: 'R', percent: '25.00', works: 4 },
        { rarity: 'SR', percent: '5.00', works: 3 },
      ],
      commitment: MockBoxForSale.commitment,
      opened: false,
    })
  })

  it('counts the window down on the sandbox clock and opens the sale at its start', async () => {
    mocks()
    const { view, seconds } = await start('NFT04I04')
    expect(view()).toMatchObject({ phase: 'notStarted', secondsLeft: 26 * 3600, canAct: false })
    seconds(3)
    expect(view().secondsLeft).toBe(26 * 3600 - 3)
    seconds(26 * 3600 - 3)
    expect(view()).toMatchObject({ phase: 'onSale', canAct: true })
  })

  it('tells a sale whose window has passed from an item that is not on sale', () => {
    expect(toNftArtworkView(nftArtworkSnapshots.ended)).toMatchObject({
      phase: 'ended',
      canAct: false,
    })
    expect(toNftArtworkView(nftArtworkSnapshots.notOnSale)).toMatchObject({
      phase: 'notOnSale',
      secondsLeft: 0,
      canAct: false,
    })
  })

  it('toggles the favourite, and says why a toggle within the second is refused', async () => {
    mocks()
    const { view, send, settled } = await start('NFT01I01')
    send({ type: 'favourite.toggle' })
    expect(view().isSavingFavourite).toBe(true)
    await settled()
    expect(view()).toMatchObject({ collectNumber: 1, favouriteError: null })
    expect(view().item?.collected).toBe(true)
    send({ type: 'favourite.toggle' })
    await settled()
    expect(view().favouriteError).toBe('requestTooFrequent')
    expect(view().item?.collected).toBe(true)
  })

  it('never sends a toggle for the caller’s own item', async () => {
    mocks()
    const { view, send } = await start('NFT11I11')
    send({ type: 'favourite.toggle' })
    expect(view().isSavingFavourite).toBe(false)
  })
})
