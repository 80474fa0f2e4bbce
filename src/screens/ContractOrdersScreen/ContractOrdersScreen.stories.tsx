import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { LeverPositionWire } from '@/api/contract/lever'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { createLeverMock, leverScenarios } from '@/api/msw/lever'
import { paths } from '@/app/paths'
import {
  mockHistoryWire,
  MockUserClosedLong,
} from '@/machines/contract-orders/contract-orders.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ContractOrdersScreen } from './ContractOrdersScreen'

/** A fresh mock holding `positions` (every status and every way to end), `first` answering before it. */
const lever = (positions: LeverPositionWire[] = mockHistoryWire, ...first: RequestHandler[]) => ({
  msw: { handlers: { lever: [...first, ...createLeverMock({ positions }).list] } },
})
const manyClosed = Array.from({ length: 25 }, (_, i) => ({
  ...mockHistoryWire.find((p) => p.id === MockUserClosedLong.id)!,
  id: 100 + i,
}))

const meta = {
  component: ContractOrdersScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.contractOrders,
    session: { token: MockToken, user: MockUser },
    ...lever(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContractOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = (root: { findAllByRole: (role: 'article') => Promise<HTMLElement[]> }) =>
  root.findAllByRole('article')
const address = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('story-location')

/** Every position of every pair, newest first, each saying how it stands or ended. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Contract history' }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(await rows(canvas)).toHaveLength(9)
  },
}

/** A tab loads its status over HTTP and is written to the address. */
export const ClosedTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas)
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6))
    await expect(address(canvas)).toHaveTextContent(`${paths.contractOrders}?status=closed`)
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(address(canvas)).toHaveTextContent(`${paths.contractOrders}?status=pending`)
  },
}

/** `?status=` opens its tab; the platform's numeric code works too (4: cancelled). */
export const CancelledFromAddress: Story = {
  parameters: { route: `${paths.contractOrders}?status=4` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Cancelled' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await rows(canvas)).toHaveLength(1)
  },
}

/** `?symbol=`: that pair only, its ids from the quotes; "All pairs" widens the list. */
export const OnePair: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    route: `${paths.contractOrders}?symbol=ETH%2FUSDT&status=closed`,
  },
  play: async ({ canvas, userEvent }) => {
    await expect((await rows(canvas)).map((r) => r.getAttribute('aria-label'))).toEqual([
      'ETH/USDT Long 100×',
    ])
    await expect(canvas.getByRole('button', { name: 'ETH/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6))
  },
}

/** A liquidation's detail: the platform's shortfall explained, the ticks, the pair's chart. */
export const LiquidationDetail: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = (await rows(canvas)).find((r) => r.dataset.outcome === 'liquidation')!
    await userEvent.click(within(row).getByRole('button', { name: /ETH\/USDT/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Position details' })
    await expect(within(sheet).getByRole('note')).toHaveTextContent(/covered the remaining 2.0000/)
    await expect(
      within(sheet).getByRole('link', { name: 'Open the ETH/USDT chart' }),
    ).toHaveAttribute('href', '#/pages/transaction/index2?symbol=ETH%2FUSDT')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  },
}

/** The user's room says the open position hit its stop-loss: it leaves the Open tab, no reload. */
export const ClosedMeanwhile: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    route: `${paths.contractOrders}?status=open`,
  },
  play: async ({ canvas, loaded }) => {
    await expect(await rows(canvas)).toHaveLength(1)
    const open = mockHistoryWire.find((p) => p.status === 1)!
    const position = {
      ...open,
      status: 3,
      close_reason: 'stopLoss',
      close_price: '39500.00',
      fact_profits: '-28.0000',
      complete_time: open.create_time + 600,
    }
    marketOf(loaded).socket.emit('lever_position', {
      type: 'lever_position',
      to: 1,
      event: 'closed',
      position,
    })
    await expect(await canvas.findByText('No open positions')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: lever(mockHistoryWire, leverScenarios.historyPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: lever(mockHistoryWire, leverScenarios.historyDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: lever([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No contract positions yet')).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: { ...lever(manyClosed), route: `${paths.contractOrders}?status=closed` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(25))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}
