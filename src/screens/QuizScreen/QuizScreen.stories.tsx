import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { USDT_ID } from '@/api/contract/wallet'
import { createQuizMock, quizScenarios } from '@/api/msw/quiz'
import { paths } from '@/app/paths'
import { quizListMachine } from '@/machines/quiz/quiz-list.machine'
import { quizQuestionMachine } from '@/machines/quiz/quiz-question.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { QuizScreen } from './QuizScreen'

/** The clocks' second lasts an hour: the picture does not depend on the machine's speed. */
const HOUR = 3_600_000
const listMachine = quizListMachine.provide({ delays: { second: HOUR } })
const questionMachine = fixedKey(
  quizQuestionMachine.provide({ delays: { second: HOUR } }),
  'story-quiz-key-1',
)

/** A fresh sandbox stand-in (12:10 UTC); `first` answers before it. */
const quiz = (...first: RequestHandler[]) => ({
  msw: { handlers: { quiz: [...first, ...createQuizMock().list] } },
})

const meta = {
  component: QuizScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof QuizScreen>({ listMachine, questionMachine }),
    frame: 'screen',
    route: paths.game,
    session: { token: MockToken, user: MockUser },
    ...quiz(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof QuizScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The popular questions from the sandbox's clock; the daily tab lists today's results. */
export const Lists: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Prediction quiz' })).toBeVisible()
    const links = await canvas.findAllByRole('link', { name: /^Where will/ })
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#/pages/other/game/game?id=1',
      '#/pages/other/game/game?id=2',
      '#/pages/other/game/game?id=3',
    ])
    await userEvent.click(canvas.getByRole('tab', { name: 'Daily quiz' }))
    await expect(await canvas.findByText('Resolved at 86,488.20')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Where will/ })).toHaveLength(2)
  },
}

/** `?tab=mine` (the settlement notices' link): the questions I bet on. */
export const MyBets: Story = {
  parameters: { route: `${paths.game}?tab=mine` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'My bets' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await canvas.findAllByRole('link', { name: /^Where will/ })).toHaveLength(4)
  },
}

const betting = createQuizMock()
/** 100 USDT on "above 86,500": the figures first, a double tap bets once, then the toast. */
export const Bet: Story = {
  parameters: {
    route: `${paths.game}?id=1`,
    msw: { handlers: { quiz: betting.list } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Guess “Above 86,500.00”' }))
    const sheet = within(await within(canvasElement).findByRole('dialog', { name: 'Bet' }))
    await userEvent.type(sheet.getByLabelText('Bet amount (USDT)'), '100')
    await expect(canvasElement.querySelector('[data-row="payout"] dd')).toHaveTextContent(
      '300.7804 USDT',
    )
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Bet now' }))
    await expect(
      await canvas.findByText('Bet placed: 100.0000 USDT on “Above 86,500.00”'),
    ).toBeVisible()
    await expect(betting.bets().filter((b) => b.user === 0 && b.questionId === 1)).toHaveLength(2)
    await expect(betting.balances().change[USDT_ID]!.available).toBe('12400.5000')
    await waitFor(() => expect(canvas.getByText('Pool 205.0000 USDT')).toBeVisible())
  },
}

/** Today's BTC daily, settled: the resolving tick and the K-line opened on its second. */
export const Result: Story = {
  parameters: { route: `${paths.game}?id=4` },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'See this second on the K-line' })
    await expect(link).toHaveAttribute(
      'href',
      '#/pages/transaction/index2?symbol=BTC%2FUSDT&at=1740830400',
    )
    await expect(canvas.getByText('Guessed right')).toBeVisible()
  },
}

/** The sandbox settles the hourly questions at 13:00:01 and tells the user's room. */
const settling = () => {
  const mock = createQuizMock()
  return {
    mock,
    /** The caller's `quiz_settled` events, as the sandbox emits them. */
    settle: () =>
      mock
        .advance(50 * 60_000 + 1_000)
        .map((data) => ({ type: 'quiz_settled', to: MockUser.id, data })),
  }
}
const live = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
}
const feed = { snapshot: [MockBtcQuote] } satisfies MarketSocketParameter

const settledOnPage = settling()
/** My 25 USDT on question 1 settles while its page is open: the bet shows it won, no reload. */
export const SettledLive: Story = {
  ...live,
  parameters: {
    route: `${paths.game}?id=1`,
    marketSocket: feed,
    msw: { handlers: { quiz: settledOnPage.mock.list } },
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Waiting for the result')).toBeVisible()
    for (const event of settledOnPage.settle()) marketOf(loaded).socket.emit('quiz_settled', event)
    await expect(await canvas.findByText('Guessed right')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Result' })).toBeVisible()
  },
}

const settledInList = settling()
/** The list is open when the sandbox settles question 1: its card shows the result in place. */
export const SettledInList: Story = {
  ...live,
  parameters: {
    route: `${paths.game}?tab=mine`,
    marketSocket: feed,
    msw: { handlers: { quiz: settledInList.mock.list } },
  },
  play: async ({ canvas, loaded }) => {
    const links = await canvas.findAllByRole('link', { name: /^Where will/ })
    const card = links.find((a) => a.getAttribute('href')?.endsWith('?id=1'))!.closest('li')!
    await expect(card).not.toHaveAttribute('data-state', 'settled')
    for (const event of settledInList.settle()) marketOf(loaded).socket.emit('quiz_settled', event)
    await waitFor(() => expect(card).toHaveAttribute('data-state', 'settled'))
    await expect(within(card).getByText('Resolved at 86,720.15')).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: `${paths.game}?id=404` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Question not found')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: quiz(quizScenarios.listPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading questions')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: quiz(quizScenarios.listDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
