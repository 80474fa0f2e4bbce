import { NftItemsAnswer, type NftItem } from '@/api/contract/nft'
import { MockNftItems, MockNftNow, mockNftItemFor } from '@/api/contract/nft.fixtures'
import type { NftRow } from './nft-market.machine'

/**
 * The catalogue's items as the client reads them at the fixtures' now (MockNftNow), in the
 * market's order (on sale first, newest first), each with the answer's clock.
 */
export const mockNftRows = (favourites: number[] = []): NftRow[] =>
  NftItemsAnswer.parse({
    list: [...MockNftItems]
      .sort((a, b) => b.status - a.status || b.id - a.id)
      .map((i) => mockNftItemFor(i, MockNftNow, new Set(favourites))),
    now: Math.floor(MockNftNow / 1000),
  }).items.map((item: NftItem) => ({ ...item, seenAt: MockNftNow }))

/** One row by code. */
export const mockNftRow = (code: string, favourites: number[] = []): NftRow =>
  mockNftRows(favourites).find((r) => r.code === code)!
