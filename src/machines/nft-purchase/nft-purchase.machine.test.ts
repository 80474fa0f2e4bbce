import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MockServerSeed, MockUnopenedBox } from '@/api/contract/nft-box.fixtures'
import { readBody } from '@/api/msw/envelope'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { createNftBoxMock, nftBoxScenarios } from '@/api/msw/nft-box'
import { createWalletMock } from '@/api/msw/wallet'
import { uncoveredLeaves } from '@/test/state-coverage'
import { nftPurchaseSnapshots } from './nft-purchase.fixtures'
import { seedText } from './nft-purchase.logic'
import { nftPurchaseMachine } from './nft-purchase.machine'
import { toNftPurchaseView } from './nft-purchase.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const SEED = 'test-seed-0001'
let keys = 0
const machine = nftPurchaseMachine.provide({
  actors: {
    createKey: fromPromise(async () => `test-nft-key-${++keys}`),
    createSeed: fromPromise(async () => SEED),
  },
})

/** The sandbox stand-in: catalogue, wallet (sharing the funds) and the boxes. */
function mocks() {
  const wallet = createWalletMock()
  const nft = createNftMock({ balances: wallet.balances() })
  const box = createNftBoxMock({ boxes: [{ wire: MockUnopenedBox, serverSeed: MockServerSeed }] })
  const sent: Record<string, unknown>[] = []
  server.use(
    http.post('*/api/bind_box/buyNFT', async ({ request }) => {
      sent.push(await readBody(request.clone()))
      return undefined
    }),
    ...nft.list,
    ...wallet.list,
    ...box.list,
  )
  return { nft, box, sent }
}

async function start(code: string | null) {
  const actor = createActor(machine, { input: { code } }).start()
  await waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('seeding'))
  const view = () => toNftPurchaseView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('NFT purchase', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(nftPurchaseMachine, nftPurchaseSnapshots, [
        'nftPurchase.starting',
        'nftPurchase.paid',
      ]),
    ).toEqual([])
  })

  it('is not found without a code (no request) and for an unknown code', async () => {
    mocks()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start('NOPE')).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(nftScenarios.detailDown)
    const { view, send, actor } = await start('NFT01I01')
    expect(view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers()
    mocks()
    send({ type: 'purchase.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view()).toMatchObject({ balance: '12500.5000', balanceAfter: '12475.5000' })
  })

  it('buys a fixed-price item once with one key, whatever the taps', async () => {
    const { sent, nft } = mocks()
    const { view, send, settled } = await start('NFT01I01')
    expect(view()).toMatchObject({ status: 'editing', issue: null, sellerFee: null })
    send({ type: 'purchase.submit' })
    send({ type: 'purchase.submit' })
    await settled()
    expect(view().status).toBe('bought')
    expect(view().purchase?.order).toMatchObject({ code: 'NFT01I01', price: '25.0000' })
    expect(sent).toHaveLength(1)
    expect(nft.balances().change[3]?.available).toBe('12475.5000')
  })

  it('resends the same key after a lost answer', async () => {
    mocks()
    const sent: Record<string, unknown>[] = []
    server.use(
      http.post('*/api/bind_box/buyNFT', async ({ request }) => {
        sent.push(await readBody(request.clone()))
        return sent.length === 1 ? HttpResponse.error() : undefined
      }),
    )
    const { view, send, settled } = await start('NFT01I01')
    send({ type: 'purchase.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'editing', error: 'network' })
    send({ type: 'purchase.submit' })
    await settled()
    expect(view().status).toBe('bought')
    expect(sent.map((b) => b.idempotency_key)).toEqual([
      sent[0]!.idempotency_key,
      sent[0]!.idempotency_key,
    ])
  })

  it('discloses the seller’s fee on a resale (the buyer pays the price)', () => {
    expect(toNftPurchaseView(nftPurchaseSnapshots.resale).sellerFee).toEqual({
      ratePercent: '2.500000',
      fee: '0.6250',
      sellerCredit: '24.3750',
    })
  })

  it('does not send a purchase it knows will be refused', async () => {
    mocks()
    const own = await start('NFT11I11')
    own.send({ type: 'purchase.submit' })
    expect(own.view()).toMatchObject({ status: 'editing', error: 'nftOwnItem' })
    const ended = await start('NFT05I05')
    expect(ended.view().issue).toBe('nftNotOnSale')
  })

  it('translates the server’s refusal', async () => {
    mocks()
    server.use(nftScenarios.buySold)
    const { view, send, settled } = await start('NFT01I01')
    send({ type: 'purchase.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'editing', error: 'nftSold' })
  })

  it('buys a box, opens it with the browser’s seed and verifies the draw', async () => {
    const { box } = mocks()
    const { view, send, settled } = await start('BOX-AURORA-01')
    expect(view()).toMatchObject({ status: 'editing', clientSeed: SEED })
    expect(view().box?.commitment).toBe(MockUnopenedBox.commitment)
    send({ type: 'seed.change', value: ' my seed 42 ' })
    expect(view().clientSeed).toBe('myseed42')
    send({ type: 'purchase.submit' })
    await settled()
    expect(view().status).toBe('opened')
    expect(box.box('BOX-AURORA-01')?.client_seed).toBe('myseed42')
    expect(view().check).toMatchObject({ ok: true, failed: [] })
    expect(view().reveal?.clientSeed).toBe('myseed42')
    send({ type: 'verify.show' })
    expect(view().status).toBe('verifying')
    send({ type: 'verify.hide' })
    expect(view().status).toBe('opened')
  })

  it('refuses to buy a box with an invalid seed, before paying', async () => {
    const { sent } = mocks()
    const { view, send } = await start('BOX-AURORA-01')
    send({ type: 'seed.change', value: 'bad!' })
    expect(view().seedIssue).toBe('clientSeedInvalid')
    send({ type: 'purchase.submit' })
    expect(view()).toMatchObject({ status: 'editing', errorField: 'seed' })
    send({ type: 'seed.change', value: '' })
    send({ type: 'purchase.submit' })
    expect(view().error).toBe('clientSeedRequired')
    expect(sent).toHaveLength(0)
  })

  it('offers to open again when opening fails after paying', async () => {
    mocks()
    server.use(nftBoxScenarios.openDown)
    const { view, send, settled, actor } = await start('BOX-AURORA-01')
    send({ type: 'purchase.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'openFailed', error: 'network' })
    server.resetHandlers()
    const { box } = mocks()
    box.box('BOX-AURORA-01')
    send({ type: 'open.retry' })
    await waitFor(actor, (s) => s.hasTag('done'))
    expect(view().check?.ok).toBe(true)
  })

  it('names a revealed seed that is not the committed one', () => {
    const v = toNftPurchaseView(nftPurchaseSnapshots.tampered)
    expect(v.check?.ok).toBe(false)
    expect(v.check?.failed).toContain('commitment')
  })

  it('keeps a typed seed to 64 characters without spaces', () => {
    expect(seedText(' a b ')).toBe('ab')
    expect(seedText('x'.repeat(80))).toHaveLength(64)
  })
})
