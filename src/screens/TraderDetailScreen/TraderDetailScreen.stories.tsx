import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { createFollowMock, followScenarios } from '@/api/msw/follow'
import { paths } from '@/app/paths'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { loadingOverlayShown } from '@sb/story-helpers'
import { TraderDetailScreen } from './TraderDetailScreen'

/** A fresh follow mock (the fixtures: the caller follows Aurora at ×2), `first` answering before it. */
const follow = (...first: RequestHandler[]) => ({
  msw: { handlers: { follow: [...first, ...createFollowMock().list] } },
})
const at = (id: number | string) => `${paths.copyTrader}?id=${id}`

const meta = {
  component: TraderDetailScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: at(7),
    session: { token: MockToken, user: MockUser },
    ...follow(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const historyRows = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: "The trader's closed positions" })).getAllByRole(
    'article',
  )

/** Aurora, whom the caller follows at ×2: Edit follow opens the follow page; her six closed positions. */
export const Following: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trader' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Aurora' })).toBeVisible()
    await expect(canvas.getByText('2 followers')).toBeVisible()
    await expect(canvas.getByText('Following ×2')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit follow of Aurora' })).toHaveAttribute(
      'href',
      `#${paths.copyFollow}?id=7`,
    )
    await expect(await historyRows(canvas)).toHaveLength(6)
  },
}

/** Kenji, not followed: Follow. */
export const NotFollowed: Story = {
  parameters: { route: at(8) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Kenji' })).toBeVisible()
    const link = canvas.getByRole('link', { name: 'Follow Kenji' })
    await expect(link).toHaveTextContent('Follow')
    await expect(link).toHaveAttribute('href', `#${paths.copyFollow}?id=8`)
    await expect(canvas.queryByText(/^Following/)).toBeNull()
    await expect(await historyRows(canvas)).toHaveLength(3)
  },
}

/** A closed position's title opens its every figure in the futures history's sheet. */
export const PositionDetail: Story = {
  // the sheet stays inside the phone frame (other stories scroll the page for their picture)
  decorators: [withContainedLayers],
  parameters: { route: at(8) },
  play: async ({ canvas, userEvent }) => {
    const [first] = await historyRows(canvas)
    await userEvent.click(within(first!).getByRole('button', { name: /BTC\/USDT/ }))
    const sheet = await canvas.findByRole('dialog')
    await expect(within(sheet).getByText('BTC/USDT Short 20×')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { loadingIndicator: 'immediate', ...follow(followScenarios.traderPending) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading the trader')).toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: /Follow/ })).toBeNull()
    await loadingOverlayShown(canvasElement)
  },
}

export const NotFound: Story = {
  parameters: { route: at(404) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This trader was not found')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Follow/ })).toBeNull()
  },
}

/** `?id=` that is not a trader id: not found, without asking. */
export const InvalidId: Story = {
  parameters: {
    route: at('abc'),
    ...follow(http.get('*/api/follow/traderDetail', () => HttpResponse.error())),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This trader was not found')).toBeVisible()
  },
}

/** Omar lost the trader flag: his page answers, says so, and offers no Follow. */
export const FormerTrader: Story = {
  parameters: { route: at(10) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'Omar is no longer a trader and cannot be followed.',
    )
    await expect(await historyRows(canvas)).toHaveLength(1)
    await expect(canvas.queryByRole('link', { name: /Follow/ })).toBeNull()
  },
}

/** The trader could not be read; Retry reads them again. */
export const Failed: Story = {
  parameters: follow(
    http.get('*/api/follow/traderDetail', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Aurora' })).toBeVisible()
  },
}

/** Bia, approved today: no closed position yet. */
export const HistoryEmpty: Story = {
  parameters: { route: at(9) },
  play: async ({ canvas }) => {
    const empty = await canvas.findByText('No closed position yet')
    await expect(empty).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Follow Bia' })).toBeVisible()
    // the history is below the statistics and the chart: the picture shows it
    empty.scrollIntoView({ block: 'center' })
  },
}

/** The history could not be read (the profile could); Retry reads it again. */
export const HistoryFailed: Story = {
  parameters: {
    route: at(8),
    ...follow(http.get('*/api/follow/historyTrade', () => HttpResponse.error(), { once: true })),
  },
  play: async ({ canvas, userEvent }) => {
    const history = within(await canvas.findByRole('region', { name: 'Closed positions' }))
    await expect(await history.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(history.getByRole('button', { name: 'Retry' }))
    const rows = await historyRows(canvas)
    await expect(rows).toHaveLength(3)
    // the history is below the statistics and the chart: the picture shows it
    rows[0]!.scrollIntoView({ block: 'center' })
  },
}
