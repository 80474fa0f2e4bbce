import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { mockNftRow } from '@/machines/nft-market/nft-rows.fixtures'
import { nftCardsSnapshots } from '@/machines/nft-cards/nft-cards.fixtures'
import { toNftCard, toNftCardsView } from '@/machines/nft-cards/nft-cards.view'
import { mockCard, picturesDrawn } from './nft-card.stories-helpers'
import { NftCard } from './NftCard'

const tidal = mockNftRow('NFT01I01')
const cardIn = (state: keyof typeof nftCardsSnapshots) =>
  toNftCard(tidal, toNftCardsView(nftCardsSnapshots[state]))

const meta = {
  component: NftCard,
  args: {
    card: cardIn('idle'),
    href: '#/pages/nft/artworkDetail?code=NFT01I01',
    onToggleCollect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-44 p-2">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftCard>

export default meta
type Story = StoryObj<typeof meta>

/** A fixed-price work on sale: price, sale type, countdown to its end; the heart favourites it. */
export const OnSale: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: 'Tidal Memory' })
    await expect(card).toHaveTextContent('Fixed price')
    await expect(card).toHaveTextContent('25 USDT')
    await expect(card).toHaveTextContent('Ends in 45 days 00:00:00')
    await expect(canvas.getByRole('link', { name: 'Tidal Memory' })).toHaveAttribute(
      'href',
      '#/pages/nft/artworkDetail?code=NFT01I01',
    )
    const heart = canvas.getByRole('button', { name: 'Favourite Tidal Memory' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    await expect(args.onToggleCollect).toHaveBeenCalledOnce()
    await picturesDrawn(canvasElement)
  },
}

/** Saving the favourite: the heart shows the state asked for and says it is saving. */
export const Saving: Story = {
  args: { card: cardIn('saving') },
  play: async ({ canvas, canvasElement }) => {
    const heart = canvas.getByRole('button', { name: 'Saving favourite: Tidal Memory' })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(heart).toBeDisabled()
    await picturesDrawn(canvasElement)
  },
}

/** Favourited (the pause after a toggle: the heart waits a second before the next). */
export const Collected: Story = {
  args: { card: cardIn('coolingDown') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite Tidal Memory' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await picturesDrawn(canvasElement)
  },
}

/** An auction: its current bid and rarity. */
export const Auction: Story = {
  args: { card: mockCard('NFT02I02') },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Dune Script' })
    await expect(card).toHaveTextContent('Auction')
    await expect(card).toHaveTextContent('Current bid80 USDT')
    await expect(card).toHaveTextContent('Rare')
    await picturesDrawn(canvasElement)
  },
}

/** Not on sale yet: the countdown to its start. */
export const Upcoming: Story = {
  args: { card: mockCard('NFT04I04') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Starts in 1 day 02:00:00')
    await picturesDrawn(canvasElement)
  },
}

/** Its window passed unsold: "Not on sale", never "Sold". */
export const NotOnSale: Story = {
  args: { card: mockCard('NFT05I05') },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article')
    await expect(card).toHaveTextContent('Not on sale')
    await expect(card).not.toHaveTextContent('Sold')
    await expect(card).toHaveTextContent('Super rare')
    await picturesDrawn(canvasElement)
  },
}

/** Its first sale was bought by another user, who has not listed it again: "Sold". */
export const Sold: Story = {
  args: {
    card: toNftCard(
      { ...tidal, onSale: false, ownerId: 42, ownerName: 'kestrel', feeRate: '0.025' },
      toNftCardsView(nftCardsSnapshots.idle),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Tidal Memory' })
    await expect(card).toHaveTextContent('Sold')
    await expect(card).not.toHaveTextContent('Ends in')
    await picturesDrawn(canvasElement)
  },
}

/** A blind box not opened yet: no rarity known. */
export const BlindBox: Story = {
  args: { card: mockCard('BOX-AURORA-01') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Blind box')
    await expect(canvas.getByRole('article')).toHaveTextContent('Unopened')
    await picturesDrawn(canvasElement)
  },
}

/** A clip: the media type is said, since the poster does not say it. */
export const Video: Story = {
  args: { card: mockCard('NFT08V01') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Video')
    await picturesDrawn(canvasElement)
  },
}

/** The caller's own item: "Yours", and no heart (the owner cannot favourite it). */
export const Mine: Story = {
  args: { card: mockCard('NFT11I11') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Yours')
    await expect(canvas.queryByRole('button')).toBeNull()
    await picturesDrawn(canvasElement)
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => picturesDrawn(canvasElement),
}
