import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import {
  contractOrdersSnapshots,
  MockLeverBtcPair,
} from '@/machines/contract-orders/contract-orders.fixtures'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { LeverHistoryList } from './LeverHistoryList'

const view = snapshotViews(contractOrdersSnapshots, toContractOrdersView)

const meta = {
  component: LeverHistoryList,
  args: {
    ...view('all'),
    currentPair: MockLeverBtcPair,
    timeZone: 'UTC',
    onStatusChange: fn(),
    onPairChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LeverHistoryList>

export default meta
type Story = StoryObj<typeof meta>

const outcomes = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((row) => `${row.getAttribute('aria-label')}: ${row.getAttribute('data-outcome')}`)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
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
    await expect(canvas.getByText('No contract positions yet')).toBeVisible()
  },
}

export const EmptyClosed: Story = {
  args: view('emptyClosed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No closed positions')).toBeVisible()
  },
}

/** Every status and every way a position ends; tabs, the pair chip, a tap opens the detail. */
export const All: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(outcomes(canvasElement)).toEqual([
      'BTC/USDT Long 10×: open',
      'ETH/USDT Short 10×: pending',
      'BTC/USDT Long 10×: takeProfit',
      'BTC/USDT Short 20×: stopLoss',
      'ETH/USDT Long 100×: liquidation',
      'BTC/USDT Long 5×: user',
      'BTC/USDT Short 10×: batch',
      'BTC/USDT Long 10×: trader',
      'BTC/USDT Long 20×: cancelled',
    ])
    const [, , takeProfit] = canvas.getAllByRole('article')
    await expect(within(takeProfit!).getByText('+50.1600')).toBeVisible()
    await expect(within(takeProfit!).getByText('Take-profit')).toBeVisible()
    await userEvent.click(within(takeProfit!).getByRole('button', { name: /BTC\/USDT/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(21)
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }))
    await expect(args.onStatusChange).toHaveBeenCalledWith('closed')
    await userEvent.click(canvas.getByRole('button', { name: 'BTC/USDT' }))
    await expect(args.onPairChange).toHaveBeenCalledWith(MockLeverBtcPair)
  },
}

export const Open: Story = { args: view('open') }
export const Pending: Story = { args: view('pending') }

/** Closed positions: realised P/L green or red with its sign; the copied one is marked. */
export const Closed: Story = {
  args: view('closed'),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows).toHaveLength(6)
    await expect(within(rows[1]!).getByText('-16.2500')).toHaveClass('text-down')
    await expect(within(rows[5]!).getByText('Copied')).toBeVisible()
    await expect(within(rows[5]!).getByText('Closed with trader')).toBeVisible()
  },
}

export const Cancelled: Story = { args: view('cancelled') }

/** One pair only: its chip is pressed, "All pairs" goes back. */
export const OnePair: Story = {
  args: view('onePair'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'BTC/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }))
    await expect(args.onPairChange).toHaveBeenCalledWith(null)
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
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more')
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Thai: Story = { args: view('closed'), globals: { locale: 'th' } }
