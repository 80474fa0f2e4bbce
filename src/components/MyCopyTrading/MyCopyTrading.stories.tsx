import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { myCopyHistorySnapshots, myCopySnapshots } from '@/machines/my-copy/my-copy.fixtures'
import { toMyCopyView } from '@/machines/my-copy/my-copy.view'
import { snapshotViews } from '@sb/story-helpers'
import { MyCopyTrading } from './MyCopyTrading'

const view = snapshotViews(myCopySnapshots, toMyCopyView)
const history = snapshotViews(myCopyHistorySnapshots, toContractOrdersView)

const meta = {
  component: MyCopyTrading,
  args: {
    ...view('following'),
    history: history('ready'),
    traderHref: (id: number) => `#/pages/follow/trader?id=${id}`,
    followHref: (id: number) => `#/pages/follow/follow?id=${id}`,
    tradersHref: '#/pages/follow/index',
    timeZone: 'UTC',
    onTabChange: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onTakeOver: fn(),
    onConfirm: fn(),
    onCloseSheet: fn(),
    onDismissNotice: fn(),
    onHistoryOpen: fn(),
    onHistoryRetry: fn(),
    onHistoryMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MyCopyTrading>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
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

/** Two follows: the trader links to their page, the terms, since when; Edit and Cancel. */
export const Following: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const aurora = canvas.getByRole('article', { name: 'Aurora' })
    await expect(within(aurora).getByRole('link', { name: /^Aurora/ })).toHaveAttribute(
      'href',
      '#/pages/follow/trader?id=7',
    )
    await expect(aurora).toHaveTextContent('×2 the trader')
    await expect(canvas.getByRole('article', { name: 'Kenji' })).toHaveTextContent('1 lot a copy')
    await expect(canvas.getByRole('link', { name: 'Edit your follow of Kenji' })).toHaveAttribute(
      'href',
      '#/pages/follow/follow?id=8',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel your follow of Aurora' }))
    await expect(args.onCancel).toHaveBeenCalledWith(7)
    await userEvent.click(canvas.getByRole('tab', { name: 'Copies' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('copies')
  },
}

/** Open copies at the prices of the rows; the trader each copies; "Take over". */
export const Copies: Story = {
  args: view('copies'),
  play: async ({ canvas, userEvent, args }) => {
    const cards = canvas.getAllByRole('article')
    await expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'BTC/USDT Short 20×',
      'ETH/USDT Long 10×',
    ])
    await expect(within(cards[1]!).getByRole('link', { name: 'Copied from Aurora' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Take over ETH/USDT Long 10×' }))
    await expect(args.onTakeOver).toHaveBeenCalledWith(14)
  },
}

/** The live marks moved: each card's P/L and mark follow. */
export const CopiesLive: Story = {
  args: view('copiesLive'),
  play: async ({ canvas }) => {
    const eth = canvas.getByRole('article', { name: 'ETH/USDT Long 10×' })
    await expect(eth).toHaveTextContent('2,150.00')
    await expect(within(eth).getAllByText(/^\+/)[0]).toBeVisible()
  },
}

/** Skipped copies with the reason, lots, cost and time. */
export const Skipped: Story = {
  args: view('skipped'),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows.map((r) => r.dataset.reason)).toEqual([
      'lotsOutOfRange',
      'insufficientBalance',
    ])
    await expect(rows[1]).toHaveTextContent('Not enough balance in your futures account')
  },
}

/** Closed copies, each marked as a copy; a tap opens its detail. */
export const History: Story = {
  args: view('history'),
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows).toHaveLength(2)
    await expect(within(rows[0]!).getByText('Copied')).toBeVisible()
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /ETH\/USDT/ }))
    await expect(args.onHistoryOpen).toHaveBeenCalledWith(31)
  },
}

const emptyLinksToTraders = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await expect(canvas.getByRole('link', { name: 'Browse traders' })).toHaveAttribute(
    'href',
    '#/pages/follow/index',
  )
}

export const EmptyFollowing: Story = {
  args: view('emptyFollowing'),
  play: async (ctx) => {
    await expect(ctx.canvas.getByText('You follow no trader yet')).toBeVisible()
    await emptyLinksToTraders(ctx)
  },
}

export const EmptyCopies: Story = {
  args: view('emptyCopies'),
  play: async (ctx) => {
    await expect(ctx.canvas.getByText('No open copies')).toBeVisible()
    await emptyLinksToTraders(ctx)
  },
}

export const EmptySkipped: Story = {
  args: view('emptySkipped'),
  play: async (ctx) => {
    await expect(ctx.canvas.getByText('No skipped copies')).toBeVisible()
    await emptyLinksToTraders(ctx)
  },
}

/** The trader lost the flag: the follow is gone, a notice says so until dismissed. */
export const FollowEnded: Story = {
  args: view('followEnded'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aurora is no longer a trader')
    await expect(canvas.queryByRole('article', { name: 'Aurora' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onDismissNotice).toHaveBeenCalledWith(7)
  },
}
