import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { MicroOrderWire } from '@/api/contract/micro'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { MockMicroOrders, mockMicroOrder } from '@/api/contract/micro.fixtures'
import { createMicroMock, microScenarios } from '@/api/msw/micro'
import { paths } from '@/app/paths'
import { MockWinRise } from '@/machines/option-orders/option-orders.fixtures'
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
import { OptionOrdersScreen } from './OptionOrdersScreen'

/** A fresh options mock holding `orders`, `first` answering before it. */
const micro = (orders: MicroOrderWire[] = MockMicroOrders, ...first: RequestHandler[]) => ({
  msw: { handlers: { micro: [...first, ...createMicroMock({ orders }).list] } },
})
const manySettled = Array.from({ length: 13 }, (_, i) =>
  mockMicroOrder({
    id: 300 - i,
    direction: 'rise',
    seconds: 60,
    stake: '20',
    openPrice: '41000.00',
    endPrice: '41010.00',
    placedAgo: 600 + i * 90,
  }),
)
/** The mock whose option #108 settles while the screen is open. */
const settling = createMicroMock()

const meta = {
  component: OptionOrdersScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.optionOrders,
    session: { token: MockToken, user: MockUser },
    ...micro(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = (root: { findAllByRole: (role: 'article') => Promise<HTMLElement[]> }) =>
  root.findAllByRole('article')
const address = (canvas: { getByTestId: (id: string) => HTMLElement }) =>
  canvas.getByTestId('story-location')

/** Every option, open ones first, each with its result after the fee. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Options history' }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(await rows(canvas)).toHaveLength(7)
  },
}

/** A tab loads its status over HTTP and is written to the address. */
export const ClosedTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas)
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5))
    await expect(address(canvas)).toHaveTextContent(`${paths.optionOrders}?status=closed`)
    await userEvent.click(canvas.getByRole('tab', { name: 'Open' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await expect(address(canvas)).toHaveTextContent(`${paths.optionOrders}?status=open`)
  },
}

/** `?status=` opens its tab; the platform's code works too (1: open). */
export const OpenFromAddress: Story = {
  parameters: { route: `${paths.optionOrders}?status=1` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(await rows(canvas)).toHaveLength(2)
  },
}

/** A win's detail: both ticks, the K-line at its settlement second, the public check. */
export const WinDetail: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = (await rows(canvas)).find((r) => r.dataset.state === 'win')!
    await userEvent.click(within(row).getByRole('button', { name: /BTC\/USDT/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Option details' })
    await expect(within(sheet).getByText(/^Settled at 41,215.37/)).toBeVisible()
    await expect(
      within(sheet).getByRole('link', { name: 'See this tick on the K-line' }),
    ).toHaveAttribute(
      'href',
      `#/pages/transaction/index2?symbol=BTC%2FUSDT&at=${MockWinRise.settleTick / 1000}`,
    )
    await expect(within(sheet).getByRole('link', { name: 'Check this result' })).toHaveAttribute(
      'href',
      '#/pages/transaction/seconds_check?id=106',
    )
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  },
}

/** The user's room says option #108 settled: it leaves the Open tab, no reload. */
export const SettledMeanwhile: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    route: `${paths.optionOrders}?status=open`,
    msw: { handlers: { micro: settling.list } },
  },
  play: async ({ canvas, loaded }) => {
    await expect(await rows(canvas)).toHaveLength(2)
    const data = settling.settle(108, '41255.02')
    marketOf(loaded).socket.emit('closed_microorder', { type: 'closed_microorder', to: 1, data })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Fall BTC/USDT 120 s')
  },
}

export const Loading: Story = {
  parameters: micro(MockMicroOrders, microScenarios.ordersPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: micro(MockMicroOrders, microScenarios.ordersDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: micro([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No options yet')).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: { ...micro(manySettled), route: `${paths.optionOrders}?status=closed` },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(13))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}
