import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { toRecordsView } from '@/machines/wallet-records/records.view'
import {
  depositRecordsSnapshots,
  withdrawalRecordsSnapshots,
} from '@/machines/wallet-records/wallet-records.fixtures'
import { WalletRecords, type RequestList } from './WalletRecords'

const deposits = (key: keyof typeof depositRecordsSnapshots): { list: RequestList } => ({
  list: { kind: 'deposit', view: toRecordsView(depositRecordsSnapshots[key]) },
})
const withdrawals = (key: keyof typeof withdrawalRecordsSnapshots): { list: RequestList } => ({
  list: { kind: 'withdrawal', view: toRecordsView(withdrawalRecordsSnapshots[key]) },
})

const meta = {
  component: WalletRecords,
  args: {
    ...deposits('ready'),
    timeZone: 'UTC',
    onTabChange: fn(),
    onSelect: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof WalletRecords>

export default meta
type Story = StoryObj<typeof meta>

/** Row texts (each starts with its coin mark's letter). */
const rows = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('list', { name })).getAllByRole('button')

/** Deposit claims, newest first, each with its status; a tap opens it. */
export const Deposits: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const claims = rows(canvasElement, 'Deposit claims')
    await expect(claims.map((c) => c.textContent)).toEqual([
      'UUSDT · ERC20Mar 1, 2025, 11:15 AM500 USDTUnder review',
      'BBTC · BTCMar 1, 2025, 10:30 AM0.25 BTCCredited',
      'EETH · ERC20Mar 1, 2025, 9:45 AM1.5 ETHRejected',
    ])
    await userEvent.click(claims[1]!)
    await expect(args.onSelect).toHaveBeenCalledWith(2)
    await expect(canvas.getByText('No more records')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('withdrawal')
  },
}

/** Withdrawals: an address on its network, a bank card by its kind. */
export const Withdrawals: Story = {
  args: withdrawals('ready'),
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement, 'Withdrawal requests').map((c) => c.textContent)).toEqual([
      'BBTC · BTCMar 1, 2025, 11:30 AM0.1 BTCUnder review',
      'UUSDT · TRC20Mar 1, 2025, 11:00 AM250 USDTApproved',
      'UUSDT · Bank cardMar 1, 2025, 10:30 AM1,000 USDTRejected',
    ])
  },
}

export const Loading: Story = {
  args: deposits('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Failed: Story = {
  args: withdrawals('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: deposits('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deposits yet')).toBeVisible()
  },
}

export const EmptyWithdrawals: Story = { args: withdrawals('empty') }

export const More: Story = {
  args: deposits('more'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: deposits('loadingMore'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: deposits('moreFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more. Try again.')
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Japanese: Story = { args: withdrawals('ready'), globals: { locale: 'ja' } }
