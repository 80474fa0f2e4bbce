import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import type { SpotOrderWire } from '@/api/contract/spot'
import { MockOpenBuyOrder, MockSpotOrders } from '@/api/contract/spot.fixtures'
import { createSpotMock, spotScenarios } from '@/api/msw/spot'
import { paths } from '@/app/paths'
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
import { SpotOrdersScreen } from './SpotOrdersScreen'

/** The orders a fresh mock starts with (each story its own: cancels change them). */
const spot = (...first: RequestHandler[]) => ({
  msw: { handlers: { spot: [...first, ...createSpotMock().list] } },
})
const withOrders = (orders: SpotOrderWire[]) => ({
  msw: { handlers: { spot: createSpotMock({ orders }).list } },
})
const ethBuy: SpotOrderWire = {
  ...MockOpenBuyOrder,
  id: 9,
  currency_id: 2,
  symbol: 'ETH/USDT',
  target_price: '2050.00',
  trade_amount: '0.5000',
  locked: '1025.0000',
}
const manyOpen = Array.from({ length: 25 }, (_, i) => ({ ...MockOpenBuyOrder, id: 100 + i }))
const market = {
  marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
}

const meta = {
  component: SpotOrdersScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.spotOrders,
    session: { token: MockToken, user: MockUser },
    ...spot(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SpotOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = (root: { findAllByRole: (role: 'article') => Promise<HTMLElement[]> }) =>
  root.findAllByRole('article')

/** All pairs' open orders, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spot orders' }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true')
    await expect((await rows(canvas)).map((r) => r.getAttribute('aria-label'))).toEqual([
      'BTC/USDT Buy Limit',
      'BTC/USDT Sell Limit',
    ])
  },
}

/** Tabs over HTTP: each status loads its own orders. */
export const FilledTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Filled' }))
    await waitFor(() =>
      expect(canvas.getAllByRole('article').map((r) => r.getAttribute('aria-label'))).toEqual([
        'BTC/USDT Buy Limit',
        'BTC/USDT Sell Market',
      ]),
    )
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull()
    // the tab is written to the address
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      `${paths.spotOrders}?status=filled`,
    )
  },
}

export const CancelledTab: Story = {
  parameters: { route: `${paths.spotOrders}?status=cancelled` },
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
    ...market,
    route: `${paths.spotOrders}?symbol=ETH%2FUSDT`,
    ...withOrders([ethBuy, ...MockSpotOrders]),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await rows(canvas)).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: 'ETH/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

export const Loading: Story = {
  parameters: spot(spotScenarios.ordersPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: spot(spotScenarios.ordersDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: withOrders([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open orders')).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: withOrders(manyOpen),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(25))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** Cancel asks first; the order leaves the open tab and a toast confirms. */
export const CancelOrder: Story = {
  parameters: spot(),
  play: async ({ canvas, userEvent }) => {
    const [, sell] = await rows(canvas)
    await userEvent.click(within(sell!).getByRole('button', { name: 'Cancel' }))
    const sheet = await canvas.findByRole('dialog', { name: 'Cancel this order?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel order' }))
    await expect(await canvas.findByText('Order cancelled')).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** The order filled before the cancel arrived: the list is read again and says why. */
export const CancelTooLate: Story = {
  parameters: spot(spotScenarios.cancelNotOpen),
  play: async ({ canvas, userEvent }) => {
    const [buy] = await rows(canvas)
    await userEvent.click(within(buy!).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }))
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** A network error keeps the confirm open; confirming again is the retry. */
export const CancelFailed: Story = {
  parameters: spot(spotScenarios.cancelDown),
  play: async ({ canvas, userEvent }) => {
    const [buy] = await rows(canvas)
    await userEvent.click(within(buy!).getByRole('button', { name: 'Cancel' }))
    const sheet = await canvas.findByRole('dialog', { name: 'Cancel this order?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel order' }))
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('Network error')
  },
}

/** A filled order's detail: what it spent and received, and the tick that filled it. */
export const FilledDetail: Story = {
  parameters: { route: `${paths.spotOrders}?status=filled` },
  play: async ({ canvas, userEvent }) => {
    const [buy] = await rows(canvas)
    await userEvent.click(within(buy!).getByRole('button', { name: /BTC\/USDT/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Order details' })
    await expect(within(sheet).getByText(/when the market price was 39,998.40 USDT/)).toBeVisible()
  },
}

/** The user's room says an open order filled: it leaves the open tab, no reload. */
export const FilledMeanwhile: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: { ...market, ...spot() },
  play: async ({ canvas, loaded }) => {
    await expect(await rows(canvas)).toHaveLength(2)
    const filled = { ...MockOpenBuyOrder, status: 2, locked: '0' }
    marketOf(loaded).socket.emit('coin_trade', { type: 'coin_trade', to: 1, order: filled })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article')).toHaveAccessibleName('BTC/USDT Sell Limit')
  },
}
