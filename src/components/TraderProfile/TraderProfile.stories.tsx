import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { traderDetailSnapshots } from '@/machines/trader-detail/trader-detail.fixtures'
import { toTraderDetailView } from '@/machines/trader-detail/trader-detail.view'
import { snapshotViews } from '@sb/story-helpers'
import { TraderProfile } from './TraderProfile'

const view = snapshotViews(traderDetailSnapshots, toTraderDetailView)

const meta = {
  component: TraderProfile,
  args: { ...view('following'), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderProfile>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
/** A statistic's shown value, by its row. */
const figure = (canvasElement: HTMLElement, row: string) =>
  canvasElement.querySelector(`[data-row="${row}"] dd`)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the trader')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

/** Aurora, whom the caller follows at ×2: her real followers, §10's figures and the 30 days. */
export const Following: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aurora' })).toBeVisible()
    await expect(canvas.getByText('ETH trends, 10× at most')).toBeVisible()
    await expect(canvas.getByText('2 followers')).toBeVisible()
    await expect(canvas.getByText('Following ×2')).toBeVisible()
    await expect(figure(canvasElement, 'totalPnl')).toHaveTextContent('+13.60 USDT')
    await expect(figure(canvasElement, 'totalPnl')).toHaveClass('text-up')
    await expect(figure(canvasElement, 'totalReturn')).toHaveTextContent('+16.33%')
    await expect(figure(canvasElement, 'winRate')).toHaveTextContent('66.67%4 of 6 closed')
    await expect(figure(canvasElement, 'yesterday')).toHaveTextContent('+8.95%')
    await expect(figure(canvasElement, 'longShort')).toHaveTextContent('4 / 2')
    await expect(figure(canvasElement, 'open')).toHaveTextContent('2')
    await expect(figure(canvasElement, 'total')).toHaveTextContent('8')
    await expect(
      canvas.getByText("Every figure is computed from this trader's real positions."),
    ).toBeVisible()
    await chartSays(
      canvas,
      'Daily P/L of the last 30 UTC days. Jan 31 to Mar 1: 3 days with a profit, 1 day with a loss.',
    )
    const bars = canvasElement.querySelectorAll('[data-slot="pnl-chart"] rect')
    await expect(
      [...bars].map((b) => `${b.getAttribute('data-day')} ${b.getAttribute('data-sign')}`),
    ).toEqual(['2025-02-21 1', '2025-02-24 1', '2025-02-27 -1', '2025-02-28 1'])
    // the tallest bar is the largest absolute day (+4.00 on Feb 21) and fills its half
    const heights = [...bars].map((b) => Number(b.getAttribute('height')))
    await expect(Math.max(...heights)).toBe(heights[0])
    // every day's figure, for screen readers
    const table = within(canvas.getByRole('table', { name: 'Daily P/L (USDT)' }))
    await expect(table.getAllByRole('row')).toHaveLength(31)
    await expect(table.getByRole('rowheader', { name: 'Feb 28' }).nextSibling).toHaveTextContent(
      '+2.40 USDT',
    )
  },
}

const chartSays = async (canvas: Canvas, label: string) =>
  expect(canvas.getByRole('img', { name: label })).toBeVisible()

/** Followed in lots mode. */
export const FollowingLots: Story = {
  args: view('followingLots'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Following · 2 lots')).toBeVisible()
  },
}

/** Kenji, not followed: no follow badge; a loss yesterday is red with its sign. */
export const NotFollowed: Story = {
  args: view('notFollowed'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kenji' })).toBeVisible()
    await expect(canvas.getByText('1 follower')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="my-follow"]')).toBeNull()
    await expect(figure(canvasElement, 'yesterday')).toHaveTextContent('-14.46%')
    await expect(figure(canvasElement, 'yesterday')).toHaveClass('text-down')
    await expect(figure(canvasElement, 'winRate')).toHaveTextContent('33.33%1 of 3 closed')
    await chartSays(
      canvas,
      'Daily P/L of the last 30 UTC days. Jan 31 to Mar 1: 1 day with a profit, 1 day with a loss.',
    )
  },
}

/** Bia, approved today: every figure is zero and the chart is a flat line. */
export const NewTrader: Story = {
  args: view('newTrader'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('0 followers')).toBeVisible()
    await expect(figure(canvasElement, 'totalPnl')).toHaveTextContent('0.00 USDT')
    await expect(figure(canvasElement, 'totalPnl')).toHaveClass('text-ink')
    await chartSays(
      canvas,
      'Daily P/L of the last 30 UTC days. Jan 31 to Mar 1: no profit or loss.',
    )
    await expect(canvasElement.querySelectorAll('[data-slot="pnl-chart"] rect')).toHaveLength(0)
  },
}

/** Omar lost the trader flag: his page still answers, and says he cannot be followed. */
export const FormerTrader: Story = {
  args: view('formerTrader'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Omar is no longer a trader and cannot be followed.',
    )
    await expect(figure(canvasElement, 'totalPnl')).toHaveTextContent('-5.00 USDT')
    await expect(figure(canvasElement, 'totalPnl')).toHaveClass('text-down')
    await chartSays(
      canvas,
      'Daily P/L of the last 30 UTC days. Jan 31 to Mar 1: 0 days with a profit, 1 day with a loss.',
    )
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This trader was not found')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

/** No valid `?id=`: the same not found, without asking. */
export const InvalidId: Story = {
  args: view('invalidId'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This trader was not found')).toBeVisible()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
