/** The bid page (/pages/nft/purchase) reads four endpoints together; the sandbox answers each in its contract shape. */
import { describe, expect, it } from 'vitest'
import {
  NftAuctionInfoAnswer,
  NftBidLogAnswer,
  NftWinnerOrdersAnswer,
} from '../../src/api/contract/nft-auction'
import { NftDetailAnswer } from '../../src/api/contract/nft'
import { buildTestApp } from './helper'
import { auctionItem, bidder, okOf } from './nft-auction-helper'

describe('the auction page against the sandbox', () => {
  it('answers every read of the bid page in the shapes its contract parses', async () => {
    const t = await buildTestApp()
    const app = t.app
    const { code } = auctionItem(app)
    const a = bidder(app, 'smoke@example.com')
    const detail = await a.send('GET', 'bind_box/getBoxDetail', { code })
    expect(NftDetailAnswer.parse(okOf(detail)).item.code).toBe(code)
    const info = NftAuctionInfoAnswer.parse(
      okOf(await a.send('POST', 'bind_box/getAuctionInfo', { code })),
    )
    expect(info).toMatchObject({ code, phase: 'open', depositHeld: false })
    expect(NftBidLogAnswer.parse(okOf(await a.log(code)))).toEqual([])
    expect(NftWinnerOrdersAnswer.parse(okOf(await a.orders()))).toEqual([])
    await app.close()
  })
})
