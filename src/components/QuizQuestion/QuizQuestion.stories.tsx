import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { quizQuestionSnapshots } from '@/machines/quiz/quiz-question.fixtures'
import { toQuizQuestionView } from '@/machines/quiz/quiz-question.view'
import { snapshotViews } from '@sb/story-helpers'
import { QuizQuestion } from './QuizQuestion'

const view = snapshotViews(quizQuestionSnapshots, toQuizQuestionView)

const meta = {
  component: QuizQuestion,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('guessing'),
    listHref: '#/pages/other/game/game',
    transferHref: '#/pages/fund/fundTransfer?to=change',
    klineHref: (symbol: string, at: number) =>
      `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}&at=${at}`,
    timeZone: 'UTC',
    onRetry: fn(),
    onPick: fn(),
    onAmountChange: fn(),
    onAmountBlur: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <QuizQuestion {...args} />
    </div>
  ),
} satisfies Meta<typeof QuizQuestion>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog', { name: 'Bet' }))
const figure = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`)?.textContent

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the question')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all questions' })).toHaveAttribute(
      'href',
      '#/pages/other/game/game',
    )
  },
}

/** Taking bets: each answer's pool, people and multiple, a Guess per answer; one bet of mine. */
export const Guessing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Where will BTC/USDT be at Mar 1, 2025, 1:00:00 PM?' }),
    ).toBeVisible()
    await expect(canvas.getByText('Cut-off in 00:35:00')).toBeVisible()
    await expect(canvas.getByText('Pool 420.0000 USDT')).toBeVisible()
    await expect(canvas.getByText('×4.9200 now')).toBeVisible()
    const mine = within(canvas.getByRole('region', { name: 'My bets' }))
    await expect(mine.getByText('Unsettled')).toBeVisible()
    await expect(mine.getByText('Stake 25.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Guess “Above 86,500.00”' }))
    await expect(args.onPick).toHaveBeenCalledWith(1)
  },
}

export const NotStarted: Story = {
  args: view('notStarted'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opens in 00:50:00')).toBeVisible()
    await expect(canvas.getByText('Bets open at Mar 1, 2025, 1:00:00 PM.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Guess/ })).toBeNull()
  },
}

export const Over: Story = {
  args: view('over'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resolves in 00:10:00')).toBeVisible()
    await expect(canvas.getByText('Bets closed at Mar 1, 2025, 12:45:00 PM.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Guess/ })).toBeNull()
  },
}

export const Unsettled: Story = {
  args: view('unsettled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading the result')).toBeVisible()
  },
}

/** Settled and paid: the resolving second and price, the winner, the split, the K-line link. */
export const Won: Story = {
  args: view('won'),
  play: async ({ canvas, canvasElement }) => {
    const result = within(canvas.getByRole('region', { name: 'Result' }))
    await expect(figure(canvasElement, 'second')).toBe('Mar 1, 2025, 12:00:00 PM')
    await expect(figure(canvasElement, 'price')).toBe('86,488.20')
    await expect(figure(canvasElement, 'winner')).toBe('Above 85,500.00, at most 86,500.00')
    await expect(
      result.getByRole('link', { name: 'See this second on the K-line' }),
    ).toHaveAttribute('href', '#/pages/transaction/index2?symbol=BTC%2FUSDT&at=1740830400')
    const mine = within(canvas.getByRole('region', { name: 'My bets' }))
    await expect(mine.getByText('Guessed right')).toBeVisible()
    await expect(mine.getByText(/^Bonus distributed: /)).toBeVisible()
  },
}

export const Missed: Story = {
  args: view('missed'),
  play: async ({ canvas }) => {
    const mine = within(canvas.getByRole('region', { name: 'My bets' }))
    await expect(mine.getByText('Missed')).toBeVisible()
    await expect(mine.getByText('Nothing returned')).toBeVisible()
  },
}

export const Refunded: Story = {
  args: view('refunded'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Nobody picked the winning answer: every stake was refunded in full.'),
    ).toBeVisible()
    const mine = within(canvas.getByRole('region', { name: 'My bets' }))
    await expect(mine.getByText('Refunded: 20.0000 USDT')).toBeVisible()
  },
}

/** The sheet, nothing typed: the balance, the minimum and the rules in words. */
export const Betting: Story = {
  args: view('betting'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('Above 86,500.00')).toBeVisible()
    await expect(s.getByText('Account balance: 12,500.5000 USDT')).toBeVisible()
    await expect(s.getByText('Enter an amount to see what it would pay.')).toBeVisible()
    await userEvent.type(s.getByLabelText('Bet amount (USDT)'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.click(s.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
  },
}

/** 100 USDT: the payout rule in numbers before betting. */
export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(figure(canvasElement, 'payout')).toBe('300.7804 USDT')
    await expect(figure(canvasElement, 'gain')).toBe('200.7804 USDT')
    await expect(figure(canvasElement, 'fee')).toBe('8.4000 USDT')
    await expect(figure(canvasElement, 'pool')).toBe('625.0000 USDT')
    const s = sheet(canvasElement)
    await expect(s.getByText(/every stake is refunded in full/)).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Bet now' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByLabelText('Bet amount (USDT)')).toBeInvalid()
  },
}

export const AboveBalance: Story = {
  args: view('aboveBalance'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByLabelText('Bet amount (USDT)')).toBeInvalid()
  },
}

/** The cut-off passed with the sheet open. */
export const Closed: Story = {
  args: view('closed'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toHaveTextContent(
      'Betting on this question has closed',
    )
  },
}

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Try again' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Bet now/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Bet now/ })).toBeDisabled()
  },
}

/** The bet placed: the pools moved and it is first in my bets. */
export const Placed: Story = {
  args: view('placed'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByText('Pool 205.0000 USDT')).toBeVisible()
    const mine = within(canvas.getByRole('region', { name: 'My bets' }))
    await expect(mine.getAllByRole('listitem')).toHaveLength(2)
    await expect(mine.getByText('Stake 100.0000 USDT')).toBeVisible()
  },
}
