import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ieoOrdersSnapshots } from '@/machines/ieo-orders/ieo-orders.fixtures'
import { toIeoOrdersView } from '@/machines/ieo-orders/ieo-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { IeoOrderList } from './IeoOrderList'

const view = snapshotViews(ieoOrdersSnapshots, toIeoOrdersView)

const meta = {
  component: IeoOrderList,
  args: {
    ...view('ready'),
    timeZone: 'UTC',
    projectsHref: '#/pages/ieo/ieo',
    projectHref: (id: number) => `#/pages/ieo/subscribe?id=${id}`,
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof IeoOrderList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No subscriptions yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse IEO projects' })).toHaveAttribute(
      'href',
      '#/pages/ieo/ieo',
    )
  },
}

/** Two paid NOVA orders awaiting the end, and an ORBT order delivered. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows).toHaveLength(3)
    const paid = within(canvas.getByRole('article', { name: 'NOVA order 1012' }))
    await expect(paid.getByText('Paid, awaiting delivery')).toBeVisible()
    await expect(paid.getByText(/^Delivery after Mar 4, 2025/)).toBeVisible()
    await expect(paid.getByText('2,000')).toBeVisible()
    await expect(paid.getByText('100.0000')).toBeVisible()
    await expect(paid.getByRole('link', { name: 'View project' })).toHaveAttribute(
      'href',
      '#/pages/ieo/subscribe?id=2',
    )
    const delivered = within(canvas.getByRole('article', { name: 'ORBT order 1010' }))
    await expect(delivered.getByText('Delivered')).toBeVisible()
    await expect(delivered.getByText(/^500 ORBT delivered on/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** A placement bought after the end: labelled "Placement", bought and delivered at once. */
export const WithPlacement: Story = {
  args: view('withPlacement'),
  play: async ({ canvas }) => {
    const placed = within(canvas.getByRole('article', { name: 'ORBT order 1014' }))
    await expect(placed.getByText('Placement')).toBeVisible()
    await expect(placed.getByText(/^250\.5 ORBT delivered on/)).toBeVisible()
    await expect(placed.getByText(/^Bought /)).toBeVisible()
    const sub = within(canvas.getByRole('article', { name: 'NOVA order 1012' }))
    await expect(sub.queryByText('Placement')).toBeNull()
    await expect(sub.getByText(/^Subscribed /)).toBeVisible()
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
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
