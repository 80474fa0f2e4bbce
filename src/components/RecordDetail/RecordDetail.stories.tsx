import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import {
  mockDepositRecords,
  withdrawalDetailSnapshots,
} from '@/machines/wallet-records/wallet-records.fixtures'
import { toWithdrawalDetailView } from '@/machines/wallet-records/withdrawal-detail.view'
import { RecordDetail, type RecordDetailItem } from './RecordDetail'

const withdrawal = (key: keyof typeof withdrawalDetailSnapshots): { item: RecordDetailItem } => ({
  item: { kind: 'withdrawal', view: toWithdrawalDetailView(withdrawalDetailSnapshots[key]) },
})
const deposit = (index: number): { item: RecordDetailItem } => ({
  item: { kind: 'deposit', record: mockDepositRecords[index]! },
})

const meta = {
  component: RecordDetail,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...withdrawal('ready'), timeZone: 'UTC', onClose: fn(), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof RecordDetail>

export default meta
type Story = StoryObj<typeof meta>

const figures = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)

/** A withdrawal under review: fee, what arrives, where, and its timeline. */
export const WithdrawalUnderReview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Withdrawal' })
    await expect(figures(sheet)).toEqual([
      'Destination=Wallet address',
      'Network=BTC',
      'Fee=0.0005 BTC',
      'Arrives=0.0995 BTC',
      'To Cold wallet=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ])
    await expect(within(sheet).getByRole('list', { name: 'Status' })).toHaveTextContent(
      'Under review',
    )
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Rejected to a bank card, with the reviewer's reason. */
export const WithdrawalRejected: Story = {
  args: withdrawal('rejected'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Reason: The card holder name does not match your verified name'),
    ).toBeVisible()
  },
}

/** The row shows while the fresh record loads. */
export const WithdrawalRefreshing: Story = { args: withdrawal('loading') }

export const WithdrawalLoading: Story = {
  args: withdrawal('loadingBlank'),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('dialog')).getByRole('status')).toBeVisible()
  },
}

export const WithdrawalFailed: Story = {
  args: withdrawal('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not found')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A deposit claim: the row is the whole story; credited is its good end. */
export const DepositCredited: Story = {
  args: deposit(1),
  play: async ({ canvas }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Deposit claim' })
    await expect(figures(sheet)).toEqual([
      'Coin and network=BTC · BTC',
      'Claim number=CZ20250301000002',
      'From=bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ])
    await expect(within(sheet).getAllByText('Credited')).toHaveLength(2)
  },
}

export const DepositRejected: Story = { args: deposit(2) }

export const Closed: Story = {
  args: { item: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const Korean: Story = { args: withdrawal('rejected'), globals: { locale: 'ko' } }
