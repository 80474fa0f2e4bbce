import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { quizListSnapshots } from '@/machines/quiz/quiz-list.fixtures'
import { toQuizListView } from '@/machines/quiz/quiz-list.view'
import { snapshotViews } from '@sb/story-helpers'
import { QuizList } from './QuizList'

const view = snapshotViews(quizListSnapshots, toQuizListView)

const meta = {
  component: QuizList,
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    hrefOf: (id: number) => `#/pages/other/game/game?id=${id}`,
    feeBps: 200,
    timeZone: 'UTC',
    onTabChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <QuizList {...args} />
    </div>
  ),
} satisfies Meta<typeof QuizList>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: HTMLElement, id: number) =>
  within(
    within(canvas)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === `#/pages/other/game/game?id=${id}`)!
      .closest('li')!,
  )

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading questions')).toBeInTheDocument()
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
    await expect(canvas.getByText('No open questions right now')).toBeVisible()
  },
}

/** 12:10 UTC: BTC and ETH hourly taking bets until 12:45, the 13:00 BTC question not started. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const btc = card(canvasElement, 1)
    await expect(
      btc.getByRole('link', { name: 'Where will BTC/USDT be at Mar 1, 2025, 1:00:00 PM?' }),
    ).toBeVisible()
    await expect(btc.getByText('Guessing')).toBeVisible()
    await expect(btc.getByText('Cut-off in 00:35:00')).toBeVisible()
    await expect(btc.getByText('4 people participated')).toBeVisible()
    await expect(btc.getByText('Pool 525.0000 USDT')).toBeVisible()
    const answers = btc.getAllByRole('listitem').map((li) => li.textContent)
    await expect(answers).toEqual([
      'At or below 86,500.00420.0000 USDT2 people×1.2450 now',
      'Above 86,500.00105.0000 USDT2 people×4.9200 now',
    ])
    await expect(card(canvasElement, 3).getByText('Opens in 00:50:00')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Daily quiz' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('daily')
    await expect(canvas.getByText('How it works')).toBeVisible()
  },
}

/** Today's daily questions: BTC paid to the middle answer, ETH refunded, each with its price. */
export const Daily: Story = {
  args: view('daily'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Daily quiz' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const btc = card(canvasElement, 4)
    await expect(btc.getByText('Settled', { selector: '[data-slot="quiz-state"]' })).toBeVisible()
    await expect(btc.getByText('Resolved at 86,488.20')).toBeVisible()
    await expect(btc.getByText('Winning answer')).toBeVisible()
  },
}

/** The questions I bet on, open and settled. */
export const Mine: Story = {
  args: view('mine'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /Where will/ })).toHaveLength(4)
  },
}

/** 12:50 on the list's clock: the hourly questions are cut off, resolving at 13:00:00. */
export const Over: Story = {
  args: view('over'),
  play: async ({ canvasElement }) => {
    const btc = card(canvasElement, 1)
    await expect(btc.getByText('Over')).toBeVisible()
    await expect(btc.getByText('Resolves in 00:10:00')).toBeVisible()
  },
}

/** 13:00:02: the resolution second has passed, the result is not read yet. */
export const Unsettled: Story = {
  args: view('unsettled'),
  play: async ({ canvasElement }) => {
    const btc = card(canvasElement, 1)
    await expect(btc.getByText('Unsettled')).toBeVisible()
    await expect(btc.getByText('Reading the result')).toBeVisible()
  },
}

/**
 * A `quiz_settled` event named the BTC question and the list reads it again: the card stays as
 * it was (no spinner over the list) until its result arrives.
 */
export const ReadingSettled: Story = {
  args: view('readingSettled'),
  play: async ({ canvasElement }) => {
    const btc = card(canvasElement, 1)
    await expect(btc.getByText('Reading the result')).toBeVisible()
    await expect(within(canvasElement).queryByRole('status')).toBeNull()
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
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled()
  },
}

/** In the default language (pt): the chips, countdowns and answers fit a 375 px phone. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Palpite diário' })).toBeVisible()
    await expect(canvas.getAllByText('Encerra em 00:35:00')).toHaveLength(2)
    await expect(canvas.getAllByText('Até 86.500,00').length).toBeGreaterThan(0)
  },
}
