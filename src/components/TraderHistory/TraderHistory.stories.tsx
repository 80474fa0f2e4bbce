import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { traderHistorySnapshots } from '@/machines/trader-detail/trader-detail.fixtures'
import { toTraderHistoryView } from '@/machines/trader-detail/trader-detail.view'
import { snapshotViews } from '@sb/story-helpers'
import { TraderHistory } from './TraderHistory'

const view = snapshotViews(traderHistorySnapshots, toTraderHistoryView)

const meta = {
  component: TraderHistory,
  args: {
    ...view('ready'),
    timeZone: 'UTC',
    onOpen: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderHistory>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Closed positions' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the closed positions')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No closed position yet')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** Aurora's six closed positions in the futures history's rows, latest close first. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: "The trader's closed positions" }))
    const rows = list.getAllByRole('article')
    await expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'ETH/USDT Long 10×',
      'ETH/USDT Long 10×',
      'ETH/USDT Short 5×',
      'ETH/USDT Short 20×',
      'ETH/USDT Long 10×',
      'ETH/USDT Long 10×',
    ])
    await expect(within(rows[0]!).getByText('-2.0000')).toHaveClass('text-down')
    // closed by the trader: never the futures history's "Closed by you"
    await expect(canvas.getAllByText('Closed')).toHaveLength(6)
    await expect(within(rows[1]!).getByText('+4.4000')).toHaveClass('text-up')
    await expect(within(rows[0]!).getByText('Feb 28, 2025, 11:00 PM')).toBeVisible()
    await expect(canvas.getByText('No more records')).toBeVisible()
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /ETH\/USDT/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(494)
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
