import { expect, waitFor } from 'storybook/test'
import { MockNftNow } from '@/api/contract/nft.fixtures'
import { nftCardsSnapshots } from '@/machines/nft-cards/nft-cards.fixtures'
import { toNftCard, toNftCardsView, type NftCardView } from '@/machines/nft-cards/nft-cards.view'
import { mockNftRow, mockNftRows } from '@/machines/nft-market/nft-rows.fixtures'

/**
 * Every picture under `root` drawn, so a screenshot never catches one half-loaded: lazy pictures
 * below the fold are asked for at once (a story is one long capture, not a scrolled screen).
 */
export async function picturesDrawn(root: HTMLElement): Promise<void> {
  for (const img of root.querySelectorAll('img')) img.loading = 'eager'
  await waitFor(
    () => {
      for (const img of root.querySelectorAll('img'))
        expect(img.complete && img.naturalWidth > 0, img.src).toBe(true)
    },
    { timeout: 5_000 },
  )
}

const cards = toNftCardsView(nftCardsSnapshots.idle)

/** A card of the fixtures' catalogue at the fixtures' now (`favourites`: item ids). */
export const mockCard = (code: string, favourites: number[] = []): NftCardView =>
  toNftCard(mockNftRow(code, favourites), cards)

/** All the catalogue's cards, the caller having favourited "Neon Fog". */
export const mockCards = (): NftCardView[] => mockNftRows([3]).map((r) => toNftCard(r, cards))

export { MockNftNow }
