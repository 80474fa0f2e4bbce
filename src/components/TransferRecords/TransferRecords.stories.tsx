import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import { transferRecordsSnapshots } from '@/machines/wallet-records/wallet-records.fixtures'
import { snapshotViews } from '@sb/story-helpers'
import { TransferRecords } from './TransferRecords'

const view = snapshotViews(transferRecordsSnapshots, (s) => ({ view: toRecordsView(s) }))

const meta = {
  component: TransferRecords,
  args: {
    ...view('ready'),
    transferHref: '#/pages/fund/fundTransfer',
    timeZone: 'UTC',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TransferRecords>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Fund transfers' })).getAllByRole(
      'listitem',
    )
    await expect(rows.map((r) => r.textContent)).toEqual([
      'USpot → ContractUSDT · Mar 1, 2025, 11:00 AM2,000.0000 USDT',
      'USpot → OptionsUSDT · Mar 1, 2025, 9:00 AM150.2500 USDT',
      'USpot → FiatUSDT · Mar 1, 2025, 7:00 AM800.0000 USDT',
    ])
  },
}

export const Loading: Story = { args: view('loading') }
export const Failed: Story = { args: view('failed') }

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Transfer funds' })).toHaveAttribute(
      'href',
      '#/pages/fund/fundTransfer',
    )
  },
}

/** Empty before the fund-transfer screen exists: no link to it. */
export const EmptyNoTransfer: Story = {
  args: { ...view('empty'), transferHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const More: Story = {
  args: view('more'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
export const LoadingMore: Story = { args: view('loadingMore') }
export const MoreFailed: Story = { args: view('moreFailed') }
export const Chinese: Story = { globals: { locale: 'zh-HK' } }
