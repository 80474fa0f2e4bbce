import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftItemAnswer, NftResellRequest } from '@/api/contract/nft'
import { ApiError } from '@/api/errors'
import { createNftMock } from '@/api/msw/nft'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MOCK_RESELL_ZONE, mockResellClock, nftResellSnapshots } from './nft-resell.fixtures'
import { msToWallTime, resaleSplit, wallTimeToMs } from './nft-resell.logic'
import { nftResellMachine } from './nft-resell.machine'
import { toNftResellView } from './nft-resell.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = nftResellMachine.provide({
  actors: { createKey: fromPromise(async () => `test-resell-key-${++keys}`) },
})

function mock() {
  const nft = createNftMock()
  server.use(...nft.list)
  return nft
}

async function start(id: number | null, logic = machine) {
  const actor = createActor(logic, {
    input: { id, clock: mockResellClock, timeZone: MOCK_RESELL_ZONE },
  }).start()
  const view = () => toNftResellView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const type = (field: 'price' | 'perIncrease' | 'start' | 'end', value: string) =>
    actor.send({ type: 'field.change', field, value })
  return { actor, view, settled, type, send: actor.send.bind(actor) }
}

/** A machine whose `resell` never gets an answer, and the requests it sent. */
function unanswered() {
  const sent: NftResellRequest[] = []
  const lost = machine.provide({
    actors: {
      resell: fromPromise<NftItemAnswer, NftResellRequest>(async ({ input }) => {
        sent.push(input)
        throw new ApiError('network')
      }),
    },
  })
  return { sent, lost }
}

describe('resale form', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(nftResellMachine, nftResellSnapshots, [
        'nftResell.starting',
        'nftResell.checking',
      ]),
    ).toEqual([])
  })

  it('reads datetime-local values in the given zone, both ways', () => {
    const ms = Date.UTC(2025, 2, 1, 12, 10)
    expect(wallTimeToMs('2025-03-01T12:10', 'UTC')).toBe(ms)
    expect(wallTimeToMs('2025-03-01T13:10', 'Europe/Paris')).toBe(ms)
    expect(wallTimeToMs('2025-07-01T14:10', 'Europe/Paris')).toBe(Date.UTC(2025, 6, 1, 12, 10))
    expect(msToWallTime(ms, 'Asia/Tokyo')).toBe('2025-03-01T21:10')
    expect(wallTimeToMs('tomorrow', 'UTC')).toBeNull()
  })

  it('shows the 2.5 % fee rounded down and what the seller receives', () => {
    expect(resaleSplit('40', 4)).toEqual({ rate: '0.025', fee: '1.0000', credit: '39.0000' })
    expect(resaleSplit('0.0003', 4)).toEqual({ rate: '0.025', fee: '0.0000', credit: '0.0003' })
    expect(resaleSplit('1.2345', 4)).toEqual({ rate: '0.025', fee: '0.0308', credit: '1.2037' })
    expect(resaleSplit('abc', 4)).toBeNull()
  })

  it('is not found without an id, for an unknown item or another’s', async () => {
    mock()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
    expect((await start(1)).view().status).toBe('notFound')
  })

  it('offers no form for an item already on sale', async () => {
    mock()
    const { view } = await start(11)
    expect(view()).toMatchObject({ status: 'blocked', block: 'nftListed' })
  })

  it('offers a day from 10 minutes on, and checks every field once submitted', async () => {
    mock()
    const { view, send, type } = await start(10)
    expect(view()).toMatchObject({
      status: 'editing',
      form: { payType: 'fixed', start: '2025-03-01T12:10', end: '2025-03-02T12:10' },
      issues: {},
    })
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', issues: { price: 'priceRequired' } })
    send({ type: 'payType.change', value: 'auction' })
    type('price', '40,5')
    type('start', '2025-03-01T11:00')
    type('end', '2025-03-01T10:00')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      form: { price: '40.5' },
      issues: { perIncrease: 'priceRequired', start: 'nftStartInPast', end: 'nftWindowInvalid' },
    })
    type('perIncrease', '1.23456')
    expect(view().issues.perIncrease).toBe('priceTooPrecise')
  })

  it('lists at a fixed price once confirmed; a double confirm lists once', async () => {
    const nft = mock()
    const { actor, view, send, type, settled } = await start(10)
    const listed: unknown[] = []
    actor.on('listed', (e) => listed.push(e.item))
    type('price', '40')
    expect(view().split).toEqual({ rate: '0.025', fee: '1.0000', credit: '39.0000' })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view().status).toBe('done')
    expect(view().listed).toMatchObject({ listed: true, round: 2, price: '40.0000' })
    expect(listed).toHaveLength(1)
    expect(nft.items().find((i) => i.id === 10)).toMatchObject({
      resell_nft_status: 1,
      pay_type: 1,
      start_time: Math.floor(Date.UTC(2025, 2, 1, 12, 10) / 1000),
    })
  })

  it('sends an auction with its increment', async () => {
    const nft = mock()
    const { view, send, type, settled } = await start(10)
    send({ type: 'payType.change', value: 'auction' })
    type('price', '40')
    type('perIncrease', '2')
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view().status).toBe('done')
    expect(nft.items().find((i) => i.id === 10)).toMatchObject({
      pay_type: 2,
      per_increase: '2.0000',
    })
  })

  it('keeps the form and the key when the answer is lost; a changed price gets a new key', async () => {
    mock()
    const { sent, lost } = unanswered()
    const { view, send, type, settled } = await start(10, lost)
    type('price', '40')
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', form: { price: '40' } })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key)
    send({ type: 'confirm.cancel' })
    type('price', '41')
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent[2]!.idempotency_key).not.toBe(sent[0]!.idempotency_key)
  })

  it('puts a refusal under its field, or over the form, and keeps what was typed', async () => {
    const nft = mock()
    const { view, send, type, settled } = await start(10)
    type('price', '40')
    send({ type: 'form.submit' })
    // the sandbox's clock moved past the start meanwhile
    nft.advance(20 * 60_000)
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'editing',
      issues: { start: 'nftStartInPast' },
      error: null,
      form: { price: '40', start: '2025-03-01T12:10' },
    })
  })
})
