import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftCancelResellRequest, NftItemAnswer } from '@/api/contract/nft'
import { ApiError } from '@/api/errors'
import { createNftMock } from '@/api/msw/nft'
import { uncoveredLeaves } from '@/test/state-coverage'
import { myNftSnapshots } from './my-nft.fixtures'
import { itemIdOfParam, myNftMachine } from './my-nft.machine'
import { toMyNftView } from './my-nft.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = myNftMachine.provide({
  actors: { createKey: fromPromise(async () => `test-cancel-key-${++keys}`) },
})

function mock() {
  const nft = createNftMock()
  server.use(...nft.list)
  return nft
}

async function start(id: number | null, logic = machine) {
  const actor = createActor(logic, { input: { id } }).start()
  const view = () => toMyNftView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('owned item', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(myNftMachine, myNftSnapshots, ['myNft.starting'])).toEqual([])
  })

  it('reads ?id= as a positive whole number only', () => {
    expect(['7', '0', '-1', 'x', '1.5', null].map(itemIdOfParam)).toEqual([
      7,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('tells where an item stands and what can be done with it', () => {
    const v = (k: keyof typeof myNftSnapshots) => toMyNftView(myNftSnapshots[k])
    expect(v('held')).toMatchObject({ standing: 'held', canResell: true, canCancel: false })
    expect(v('onSaleFixed')).toMatchObject({
      standing: 'onSaleFixed',
      canResell: false,
      canCancel: true,
    })
    expect(v('withBids')).toMatchObject({
      standing: 'onSaleAuction',
      canCancel: false,
      hasBids: true,
    })
    expect(v('ended')).toMatchObject({ standing: 'ended', canResell: true, canCancel: true })
    expect(v('awaitingPayment')).toMatchObject({
      standing: 'awaitingPayment',
      canResell: false,
      canCancel: false,
    })
    expect(v('sold')).toMatchObject({ standing: 'sold', canResell: false, canCancel: false })
    expect(v('notOnSale')).toMatchObject({
      standing: 'notOnSale',
      canResell: false,
      canCancel: false,
    })
    // never the caller's and on sale: as the market sees it, not "sold"
    expect(v('notMine')).toMatchObject({
      standing: 'onSaleFixed',
      canResell: false,
      canCancel: false,
    })
    expect(v('upcoming').standing).toBe('upcoming')
  })

  it('is not found without an id or for an unknown item', async () => {
    mock()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
  })

  it('takes a listing without bids off sale once, after confirming', async () => {
    const nft = mock()
    const { actor, view, send, settled } = await start(11)
    const cancelled: unknown[] = []
    actor.on('cancelled', (e) => cancelled.push(e.item))
    expect(view().standing).toBe('onSaleFixed')
    send({ type: 'cancel.request' })
    expect(view().isConfirmOpen).toBe(true)
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ standing: 'held', isConfirmOpen: false, canResell: true })
    expect(cancelled).toHaveLength(1)
    expect(nft.items().find((i) => i.id === 11)).toMatchObject({ resell_nft_status: 0 })
  })

  it('says why when a bid arrived meanwhile', async () => {
    mock()
    const refusing = machine.provide({
      actors: {
        cancelResell: fromPromise<NftItemAnswer, NftCancelResellRequest>(async () => {
          throw new ApiError('nftHasBids')
        }),
      },
    })
    const { view, send, settled } = await start(11, refusing)
    send({ type: 'cancel.request' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ isConfirmOpen: false, cancelError: 'nftHasBids' })
  })

  it('retries a lost answer with the same key', async () => {
    mock()
    const sent: NftCancelResellRequest[] = []
    const lost = machine.provide({
      actors: {
        cancelResell: fromPromise<NftItemAnswer, NftCancelResellRequest>(async ({ input }) => {
          sent.push(input)
          throw new ApiError('network')
        }),
      },
    })
    const { view, send, settled } = await start(11, lost)
    send({ type: 'cancel.request' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ isConfirmOpen: true, cancelError: 'network' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key)
  })
})
