import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { lockOrdersSnapshots } from '@/machines/lock-orders/lock-orders.fixtures'
import { toLockOrdersView } from '@/machines/lock-orders/lock-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { LockOrderList } from './LockOrderList'

const view = snapshotViews(lockOrdersSnapshots, toLockOrdersView)

const meta = {
  component: LockOrderList,
  args: {
    ...view('all'),
    productsHref: '#/pages/lockming/lockming',
    onFilterChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onRedeem: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockOrderList>

export default meta
type Story = StoryObj<typeof meta>

/** Each card as "title: status". */
const cards = (root: HTMLElement) =>
  within(root)
    .getAllByRole('article')
    .map((card) => `${card.getAttribute('aria-label')}: ${card.dataset.state}`)
const figure = (card: HTMLElement, id: string) =>
  card.querySelector(`[data-figure="${id}"] dd`)?.textContent

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
    await expect(canvas.getByText('Network error', { exact: false })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Nothing locked: the way in is the products. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No locks yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '#/pages/lockming/lockming',
    )
  },
}

export const EmptyEarning: Story = {
  args: view('emptyEarning'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Earning' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText('Nothing earning')).toBeVisible()
  },
}

/** Every lock loaded: the summary per coin, then earning, matured and redeemed cards. */
export const All: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const summary = within(canvas.getByRole('region', { name: 'Earning now' }))
    await expect(summary.getByText('USDT · 2 locks')).toBeVisible()
    await expect(summary.getByText('1,600.0000')).toBeVisible()
    await expect(summary.getByText('+5.1000 a day')).toBeVisible()
    await expect(summary.getByText('BTC · 1 lock')).toBeVisible()
    await expect(cards(canvasElement)).toEqual([
      'USDT · 15 days: earning',
      'BTC · 30 days: earning',
      'USDT · 5 days: earning',
      'USDT · 15 days: matured',
      'USDT · 5 days: redeemed',
    ])
    const [first, , earning, matured, redeemed] = canvas.getAllByRole('article')
    await expect(figure(earning!, 'paid')).toBe('6.0000')
    await expect(within(earning!).getByText('Paid (2/5 days)')).toBeVisible()
    await expect(figure(earning!, 'expected')).toBe('15.0000')
    await expect(figure(earning!, 'left')).toBe('3 days')
    await expect(within(earning!).getByText(/^Earns from/)).toHaveTextContent(
      'Earns from Feb 27, 2025 to Mar 4, 2025 (00:00 UTC)',
    )
    await expect(figure(matured!, 'returned')).toBe('500.0000')
    await expect(figure(redeemed!, 'penalty')).toBe('3.2000')
    await expect(figure(redeemed!, 'returned')).toBe('196.8000')
    await expect(within(matured!).queryByRole('button')).toBeNull()
    await userEvent.click(within(first!).getByRole('button', { name: 'Redeem early' }))
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }))
  },
}

export const Earning: Story = {
  args: view('earning'),
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(cards(canvasElement)).toHaveLength(3)
    await expect(canvas.getByRole('region', { name: 'Earning now' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Finished' }))
    await expect(args.onFilterChange).toHaveBeenCalledWith('finished')
  },
}

/** Finished locks only: no summary (nothing earning is loaded). */
export const Finished: Story = {
  args: view('finished'),
  play: async ({ canvasElement, canvas }) => {
    await expect(cards(canvasElement)).toEqual([
      'USDT · 15 days: matured',
      'USDT · 5 days: redeemed',
    ])
    await expect(canvas.queryByRole('region', { name: 'Earning now' })).toBeNull()
  },
}

/** More pages: the summary is left out, since it would not be the whole. */
export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: 'Earning now' })).toBeNull()
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
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled()
  },
}
