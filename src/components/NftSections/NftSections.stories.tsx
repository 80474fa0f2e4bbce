import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NftSections } from './NftSections'

const meta = {
  component: NftSections,
  args: {
    hrefs: {
      artworks: '#/pages/nft/components/artwork',
      artists: '#/pages/nft/components/artist',
      search: '#/pages/nft/components/search',
      collection: '#/pages/nft/components/collection',
      mine: '#/pages/nft/mine',
    },
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftSections>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'NFT sections' })
    await expect(nav).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Artists' })).toHaveAttribute(
      'href',
      '#/pages/nft/components/artist',
    )
    await expect(canvas.getAllByRole('link')).toHaveLength(5)
  },
}

export const Korean: Story = { globals: { locale: 'ko' } }
