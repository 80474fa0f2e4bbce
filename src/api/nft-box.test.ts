/**
 * The blind-box API module against its MSW mock (msw/nft-box.ts): the info parsed with the
 * contract; opening the caller's box reveals a draw the client's check passes against the info
 * read before opening; a repeat answers the first opening; another's box, a missing or malformed
 * client seed and the failure scenarios answer their codes.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkOpenedBox } from './contract/nft-box'
import { MockBoxCode, MockBoxNow } from './contract/nft-box.fixtures'
import { commitmentOf } from './contract/nft-box-math'
import { createNftBoxMock, nftBoxScenarios } from './msw/nft-box'
import { nftBoxApi } from './nft-box'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock() {
  const boxes = createNftBoxMock()
  server.use(...boxes.list)
  return boxes
}

describe('nftBoxApi', () => {
  it('reads a box’s odds, contents and commitment, nothing revealed before opening', async () => {
    mock()
    const info = await nftBoxApi.info({ code: MockBoxCode })
    expect(info).toMatchObject({ code: MockBoxCode, opened: false, isOwner: true, reveal: null })
    expect(info.odds).toEqual({ N: 7000, R: 2500, SR: 500 })
    expect(info.counts).toEqual({ N: 5, R: 4, SR: 3 })
    expect(info.now).toBe(MockBoxNow * 1000)
    await expect(nftBoxApi.info({ code: 'NOPE' })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('opens once with the caller’s seed, and the check passes against what was published', async () => {
    const boxes = mock()
    const before = await nftBoxApi.info({ code: MockBoxCode })
    boxes.advance(60)
    const opened = await nftBoxApi.open({ code: MockBoxCode, client_seed: 'my-own-seed' })
    expect(opened.opened).toBe(true)
    expect(opened.reveal).toMatchObject({
      clientSeed: 'my-own-seed',
      openedAt: (MockBoxNow + 60) * 1000,
    })
    expect(commitmentOf(opened.reveal!.serverSeed)).toBe(before.commitment)
    expect(checkOpenedBox(opened, before)).toMatchObject({ ok: true, failed: [] })
    const again = await nftBoxApi.open({ code: MockBoxCode, client_seed: 'another' })
    expect(again.reveal).toEqual(opened.reveal)
  })

  it('refuses another’s box and a missing or malformed seed with their codes', async () => {
    const boxes = mock()
    await expect(
      nftBoxApi.open({ code: 'BOX-AURORA-02', client_seed: 'abc' }),
    ).rejects.toMatchObject({ code: 'notFound' })
    await expect(nftBoxApi.open({ code: MockBoxCode, client_seed: 'a b' })).rejects.toMatchObject({
      code: 'clientSeedInvalid',
    })
    await expect(nftBoxApi.open({ code: MockBoxCode, client_seed: '' })).rejects.toMatchObject({
      code: 'clientSeedRequired',
    })
    expect(boxes.box(MockBoxCode)!.rarity_status).toBe(0)
  })

  it('answers the failure scenarios', async () => {
    server.use(nftBoxScenarios.openDown, nftBoxScenarios.infoNotFound)
    await expect(nftBoxApi.open({ code: MockBoxCode, client_seed: 'x' })).rejects.toMatchObject({
      code: 'network',
    })
    await expect(nftBoxApi.info({ code: MockBoxCode })).rejects.toMatchObject({
      code: 'notFound',
    })
  })
})
