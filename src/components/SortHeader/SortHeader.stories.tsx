import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { marketListSnapshots } from '@/machines/market-list/market-list.fixtures'
import { toMarketListView } from '@/machines/market-list/market-list.view'
import { SortHeader } from './SortHeader'

const meta = {
  component: SortHeader,
  args: { sort: toMarketListView(marketListSnapshots.all).sort, onSortToggle: fn() },
} satisfies Meta<typeof SortHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The feed's order: no column is sorted. */
export const Unsorted: Story = {
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    const heads = canvas.getAllByRole('columnheader')
    await expect(heads).toHaveLength(3)
    for (const head of heads) await expect(head).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('markets:sortHeader.price') }))
    await expect(args.onSortToggle).toHaveBeenCalledWith('price')
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('markets:sortHeader.volume') }))
    await expect(args.onSortToggle).toHaveBeenLastCalledWith('volume')
  },
}

export const SortedByPrice: Story = {
  args: { sort: toMarketListView(marketListSnapshots.sortedByPrice).sort },
  play: async ({ canvas, loaded: { i18n } }) => {
    const price = canvas.getByRole('columnheader', { name: i18n.t('markets:sortHeader.price') })
    await expect(price).toHaveAttribute('aria-sort', 'descending')
  },
}

export const SortedByChange: Story = {
  args: { sort: toMarketListView(marketListSnapshots.sortedByChange).sort },
  play: async ({ canvas, loaded: { i18n } }) => {
    const change = canvas.getByRole('columnheader', { name: i18n.t('markets:sortHeader.change') })
    await expect(change).toHaveAttribute('aria-sort', 'ascending')
  },
}
