import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { couponsSnapshots } from '@/machines/coupons/coupons.fixtures'
import { toCouponsView } from '@/machines/coupons/coupons.view'
import { snapshotViews } from '@sb/story-helpers'
import { CouponList } from './CouponList'

const view = snapshotViews(couponsSnapshots, toCouponsView)

const meta = {
  component: CouponList,
  args: { ...view('all'), timeZone: 'UTC', onTabChange: fn(), onRetry: fn(), onLoadMore: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof CouponList>

export default meta
type Story = StoryObj<typeof meta>

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

export const All: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'All' })
    await expect(within(panel).getAllByRole('article')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('tab', { name: 'Trial coupons' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('trial')
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const Trial: Story = {
  args: view('trial'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Trial coupons' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
  },
}

export const Expired: Story = { args: view('expired') }

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No trial coupons')).toBeVisible()
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more coupons')
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Japanese: Story = { args: view('trial'), globals: { locale: 'ja' } }
