import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ledgerTypes, walletAccounts } from '@/api/contract/wallet'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import { ledgerSnapshots } from '@/machines/wallet-records/wallet-records.fixtures'
import { snapshotViews } from '@sb/story-helpers'
import { LedgerRecords } from './LedgerRecords'

const view = snapshotViews(ledgerSnapshots, (s) => ({ view: toRecordsView(s) }))

const meta = {
  component: LedgerRecords,
  args: {
    ...view('ready'),
    currencies: [
      { id: 3, name: 'USDT' },
      { id: 2, name: 'ETH' },
      { id: 1, name: 'BTC' },
    ],
    accounts: walletAccounts,
    types: ledgerTypes,
    timeZone: 'UTC',
    onFilterChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LedgerRecords>

export default meta
type Story = StoryObj<typeof meta>

/** Every balance change, signed and coloured, with the balance after it. */
export const Ready: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const entries = within(canvas.getByRole('list', { name: 'Balance changes' })).getAllByRole(
      'listitem',
    )
    await expect(entries).toHaveLength(6)
    await expect(entries[0]).toHaveTextContent(
      'Transfer in+2,000.0000 USDTContract · Mar 1, 2025, 11:00 AMBalance 2,000.0000',
    )
    await expect(entries[2]).toHaveTextContent('Withdrawal on hold-250.0000 USDT')
    await expect(entries[2]).toHaveTextContent('Locked +250.0000 (now 250.0000)')
    await expect(canvasElement.querySelectorAll('.text-up')).toHaveLength(3)
    await userEvent.selectOptions(canvas.getByLabelText('Account'), 'Contract')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ account: 'lever' })
    await userEvent.selectOptions(canvas.getByLabelText('Coin'), 'USDT')
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ currency: 3 })
  },
}

/** A filter set: choosing "All" again drops it. */
export const Filtered: Story = {
  args: view('filteredEmpty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Coin')).toHaveValue('3')
    await expect(canvas.getByText('Nothing matches these filters')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'All')
    await expect(args.onFilterChange).toHaveBeenCalledWith({ currency: 3, account: 'change' })
  },
}

export const Loading: Story = { args: view('loading') }

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No balance changes yet')).toBeVisible()
  },
}

export const More: Story = { args: view('more') }
export const LoadingMore: Story = { args: view('loadingMore') }
export const MoreFailed: Story = { args: view('moreFailed') }
export const Portuguese: Story = { globals: { locale: 'pt' } }
