import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { nftMediaTypes, nftPayTypes } from '@/api/contract/nft'
import { mockNftCurrencies } from '@/machines/nft-currencies/nft-currencies.fixtures'
import { NftMarketFilters } from './NftMarketFilters'

const meta = {
  component: NftMarketFilters,
  args: {
    filter: {},
    currencies: mockNftCurrencies,
    payTypes: nftPayTypes,
    mediaTypes: nftMediaTypes,
    onFilterChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftMarketFilters>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: "All" in each row; each chip gives the whole new filter. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const saleType = canvas.getByRole('group', { name: 'Sale type' })
    await expect(within(saleType).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(saleType).getByRole('button', { name: 'Auction' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ payType: 'auction' })
    const currency = canvas.getByRole('group', { name: 'Currency' })
    await userEvent.click(within(currency).getByRole('button', { name: 'ETH' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ currency: 2 })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), ' fog {Enter}')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ keyword: 'fog' })
  },
}

/** A filter set: its chips chosen, the keyword in the field; "All" clears a row. */
export const Filtered: Story = {
  args: { filter: { currency: 3, payType: 'blindBox', mediaType: 'video', keyword: 'moon' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('moon')
    const media = canvas.getByRole('group', { name: 'Media' })
    await expect(within(media).getByRole('button', { name: 'Video' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(media).getByRole('button', { name: 'All' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      currency: 3,
      payType: 'blindBox',
      mediaType: undefined,
      keyword: 'moon',
    })
  },
}

/** The currencies are not known (still loading, or failed): only "All". */
export const NoCurrencies: Story = {
  args: { currencies: [] },
  play: async ({ canvas }) => {
    const currency = canvas.getByRole('group', { name: 'Currency' })
    await expect(within(currency).getAllByRole('button')).toHaveLength(1)
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
