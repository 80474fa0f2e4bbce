import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { traderListSnapshots } from '@/machines/trader-list/trader-list.fixtures'
import { toTraderListView } from '@/machines/trader-list/trader-list.view'
import { snapshotViews } from '@sb/story-helpers'
import { TraderList } from './TraderList'

const view = snapshotViews(traderListSnapshots, toTraderListView)

const meta = {
  component: TraderList,
  args: {
    ...view('ready'),
    traderHref: (id: number) => `#/pages/follow/trader?id=${id}`,
    mineHref: '#/pages/copytrade/my',
    applyHref: '#/pages/copytrade/trader',
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the traders')
    await expect(canvas.queryByRole('article')).toBeNull()
    // the links do not wait for the list
    await expect(canvas.getByRole('link', { name: 'My copy trading' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/my',
    )
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('article')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No trader yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Become a trader' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/trader',
    )
  },
}

/** Aurora (followed at ×2), Kenji and Bia (new, every figure zero), by total P/L. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Sorted by total realised P\/L; every figure comes from/),
    ).toBeVisible()
    const cards = canvas.getAllByRole('article')
    await expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'trader-7-name',
      'trader-8-name',
      'trader-9-name',
    ])
    const aurora = within(canvas.getByRole('article', { name: 'Aurora' }))
    await expect(aurora.getByText('#1')).toBeVisible()
    await expect(aurora.getByText('2 followers')).toBeVisible()
    await expect(aurora.getByText('Following ×2')).toBeVisible()
    await expect(aurora.getByRole('link')).toHaveAttribute('href', '#/pages/follow/trader?id=7')
    const pnl = aurora.getByText(/USDT$/)
    await expect(pnl).toHaveTextContent(/^\+[\d,]+\.\d{2} USDT$/)
    await expect(pnl).toHaveClass('text-up')
    const kenji = within(canvas.getByRole('article', { name: 'Kenji' }))
    await expect(kenji.getByText('1 follower')).toBeVisible()
    await expect(kenji.queryByText(/^Following/)).toBeNull()
    const bia = within(canvas.getByRole('article', { name: 'Bia' }))
    await expect(bia.getByText('0.00 USDT')).toHaveClass('text-ink')
    await expect(bia.getByText('0.00%')).toBeVisible()
    await expect(canvas.getByText('No more records')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** The caller follows Aurora with 2 lots a copy. */
export const FollowingLots: Story = {
  args: view('followingLots'),
  play: async ({ canvas }) => {
    const aurora = within(canvas.getByRole('article', { name: 'Aurora' }))
    await expect(aurora.getByText('Following · 2 lots')).toBeVisible()
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    // a loss: red, with its minus sign
    const fourth = within(canvas.getByRole('article', { name: 'Trader 1' }))
    await expect(fourth.getByText('#4')).toBeVisible()
    await expect(fourth.getByText('-1.50 USDT')).toHaveClass('text-down')
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more')
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    // a loss: red, with its minus sign
    const fourth = within(canvas.getByRole('article', { name: 'Trader 1' }))
    await expect(fourth.getByText('#4')).toBeVisible()
    await expect(fourth.getByText('-1.50 USDT')).toHaveClass('text-down')
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

/** The default language (pt). */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Seja um trader' })).toBeVisible()
    await expect(canvas.getByText('Seguindo ×2')).toBeVisible()
  },
}
