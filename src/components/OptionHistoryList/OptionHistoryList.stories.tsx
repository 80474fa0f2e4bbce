import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { optionOrdersSnapshots } from '@/machines/option-orders/option-orders.fixtures'
import { toOptionOrdersView } from '@/machines/option-orders/option-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionHistoryList } from './OptionHistoryList'

const view = snapshotViews(optionOrdersSnapshots, toOptionOrdersView)

const meta = {
  component: OptionHistoryList,
  args: {
    ...view('all'),
    timeZone: 'UTC',
    onFilterChange: fn(),
    onOpen: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionHistoryList>

export default meta
type Story = StoryObj<typeof meta>

/** Each row as "title: state · net P/L (USDT)", and when an open one settles. */
const rows = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((row) => {
      const net = within(row).getByText('Net P/L (USDT)').nextElementSibling?.textContent
      const settles = within(row).queryByText(/settles at/)?.textContent
      return `${row.getAttribute('aria-label')}: ${row.dataset.state} · ${net}${settles ? ` · ${settles}` : ''}`
    })

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
    await expect(canvas.getByText('No options yet')).toBeVisible()
  },
}

export const EmptyOpen: Story = {
  args: view('emptyOpen'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText('No open options')).toBeVisible()
  },
}

/** Open and settled options: the result after the fee, green or red with its sign. */
export const All: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(rows(canvasElement)).toEqual([
      'Rise BTC/USDT 30 s: open · -- · Open · settles at 12:00:12 PM',
      'Fall BTC/USDT 120 s: open · -- · Open · settles at 12:01:35 PM',
      'Rise BTC/USDT 30 s: win · +79.0000',
      'Rise BTC/USDT 60 s: loss · -202.0000',
      'Fall BTC/USDT 30 s: tie · -0.1000',
      'Fall ETH/USDT 120 s: win · +435.0000',
      'Rise BTC/USDT 300 s: loss · -1,010.0000',
    ])
    const [, , win, loss] = canvas.getAllByRole('article')
    await expect(within(win!).getByText('+79.0000')).toHaveClass('text-up')
    await expect(within(loss!).getByText('-202.0000')).toHaveClass('text-down')
    await expect(within(win!).getByText('1.0000')).toBeVisible()
    await userEvent.click(within(win!).getByRole('button', { name: /BTC\/USDT/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(106)
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }))
    await expect(args.onFilterChange).toHaveBeenCalledWith('closed')
  },
}

export const Open: Story = {
  args: view('open'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Settled only, and the end of the list. */
export const Closed: Story = {
  args: view('closed'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
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
