import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { DualOrderWire } from '@/api/contract/dual'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { paths } from '@/app/paths'
import { mockDualOrderWires } from '@/machines/dual-orders/dual-orders.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { DualOrdersScreen } from './DualOrdersScreen'

/** A fresh dual mock holding `orders`, `first` answering before it. */
const dual = (orders: DualOrderWire[] = mockDualOrderWires, ...first: RequestHandler[]) => ({
  msw: { handlers: { dual: [...first, ...createDualMock({ orders }).list] } },
})
const settledWire = mockDualOrderWires.find((o) => o.status === 1)!
const manySettled: DualOrderWire[] = Array.from({ length: 13 }, (_, i) => ({
  ...settledWire,
  id: 300 - i,
}))
/** The mock whose order #5 (past its settlement second) settles while the screen is open. */
const settling = createDualMock({ orders: mockDualOrderWires })

const meta = {
  component: DualOrdersScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.investMine,
    session: { token: MockToken, user: MockUser },
    ...dual(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DualOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

const states = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('article')
    .map((card) => `${card.getAttribute('aria-label')}: ${card.dataset.state}`)

/** Holding orders, one past its settlement second (by the server's now) settling. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My dual investments' }),
    ).toBeVisible()
    await waitFor(() =>
      expect(states(canvasElement)).toEqual([
        'BTC · Sell high at 69,000 USDT: settling',
        'ETH · Buy low at 3,300 USDT: holding',
        'BTC · Sell high at 70,000 USDT: holding',
      ]),
    )
    await expect(canvas.getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      '#/pages/invest/help',
    )
  },
}

/** Tabs and filters read the list again over HTTP. */
export const Filters: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findAllByRole('article')
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await expect(canvas.getByText('Received 201.4000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy low' }))
    await waitFor(() =>
      expect(states(canvasElement)).toEqual(['BTC · Buy low at 66,000 USDT: settled']),
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ETH' }))
    await waitFor(() =>
      expect(states(canvasElement)).toEqual(['ETH · Buy low at 3,300 USDT: holding']),
    )
    await expect(canvas.getByRole('button', { name: 'ETH' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

const address = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('story-location')

/** The tab is written to the address (replacing the entry), and `?status=` opens its tab. */
export const TabInAddress: Story = {
  parameters: { route: `${paths.investMine}?status=settled` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Settled' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await userEvent.click(canvas.getByRole('tab', { name: 'Holding' }))
    await waitFor(() => expect(states(canvasElement)).toHaveLength(3))
    await expect(address(canvas)).toHaveTextContent(`${paths.investMine}?status=holding`)
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }))
    await expect(address(canvas)).toHaveTextContent(`${paths.investMine}?status=all`)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5))
  },
}

/** The platform's code opens its tab too (1: settled). */
export const SettledFromCode: Story = {
  parameters: { route: `${paths.investMine}?status=1` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Settled' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
  },
}

/** The user's room says order #5 settled: it leaves Holding, no reload. */
export const SettledMeanwhile: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    msw: { handlers: { dual: settling.list } },
  },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    const data = settling.settle(5, '69120.50')
    marketOf(loaded).socket.emit('dual_settled', { type: 'dual_settled', to: 1, data })
    await waitFor(() =>
      expect(states(canvasElement)).toEqual([
        'ETH · Buy low at 3,300 USDT: holding',
        'BTC · Sell high at 70,000 USDT: holding',
      ]),
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }))
    const card = await canvas.findByRole('article', { name: 'BTC · Sell high at 69,000 USDT' })
    await expect(within(card).getByText('Received 6,913.8000 USDT')).toBeVisible()
    await expect(within(card).getByText('-0.10000000 BTC')).toBeVisible()
    await expect(within(card).getByText('+6,913.8000 USDT')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: dual(mockDualOrderWires, dualScenarios.ordersPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

/** The list fails; Retry reads it again (the failure answers once). */
export const Failed: Story = {
  parameters: dual(
    mockDualOrderWires,
    http.post('*/api/dual/dual_list', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

export const Empty: Story = {
  parameters: dual([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders holding')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See dual products' })).toHaveAttribute(
      'href',
      '#/pages/invest/invest',
    )
  },
}

export const LoadMore: Story = {
  parameters: dual(manySettled),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Settled' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(13))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** Without a session the screen asks to log in, then goes to login. */
export const LoggedOut: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    await waitFor(
      () => expect(canvas.getByTestId('story-location')).toHaveTextContent(paths.login),
      { timeout: 4000 },
    )
  },
}
