import type { Meta, StoryObj } from '@storybook/react-vite'
import type { HttpHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { Candle } from '@/api/contract/market'
import { MockBtcTick } from '@/api/contract/market.fixtures'
import type { KlineQuery } from '@/api/market'
import { marketHandlerList, marketScenarios } from '@/api/msw/market'
import { paths } from '@/app/paths'
import { klineMachine } from '@/machines/kline/kline.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { SymbolDetailScreen } from './SymbolDetailScreen'
import { klineItem, klineSeries, QUOTES, withRooms } from './symbol-detail.stories-helpers'

const route = (symbol: string) => `${paths.symbolDetail}?symbol=${encodeURIComponent(symbol)}`
const market = (...first: HttpHandler[]) => ({
  msw: { handlers: { market: [...first, klineSeries, ...marketHandlerList] } },
})

const meta = {
  component: SymbolDetailScreen,
  decorators: [withRooms, withRouter, withSession, withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    frame: 'screen',
    route: route('BTC/USDT'),
    session: { token: null },
    marketSocket: { snapshot: QUOTES } satisfies MarketSocketParameter,
    ...market(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SymbolDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The bar legend above the chart (open, high, low, close…). */
const legend = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot=bar-legend]')

/** A visitor on BTC/USDT: live figures, 15-minute candles with MA, the order book. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: '15m' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    const bids = await canvas.findByRole('table', { name: 'Bids' })
    await expect(within(bids).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByRole('button', { name: 'Favourite BTC/USDT' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Buy and Sell open the spot ticket on this pair and side
    await expect(canvas.getByRole('link', { name: 'Buy BTC' })).toHaveAttribute(
      'href',
      '#/pages/transaction/currency?symbol=BTC%2FUSDT&side=buy',
    )
    await expect(canvas.getByRole('link', { name: 'Sell BTC' })).toHaveAttribute(
      'href',
      '#/pages/transaction/currency?symbol=BTC%2FUSDT&side=sell',
    )
  },
}

/** Another period: a new history and the kline room of that period. */
export const SwitchPeriod: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    const before = legend(canvasElement)?.textContent
    await userEvent.click(canvas.getByRole('tab', { name: '1h' }))
    await expect(canvas.getByRole('tab', { name: '1h' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => {
      expect(legend(canvasElement)).toHaveTextContent('C41,251.65')
      expect(legend(canvasElement)?.textContent).not.toBe(before)
    })
    await canvas.findByRole('table', { name: 'Bids' })
    const rooms = marketOf(loaded).socket.subscriptions
    await expect(rooms.at(-1)).toEqual({ channel: 'kline', symbol: 'BTC/USDT', period: '60min' })
  },
}

/** The time-sharing line: one-minute closes. */
export const TimeSharing: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Line' }))
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** A live bar released by the play function: the bar in progress moves, then a new one opens. */
export const LiveCandle: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    const feed = marketOf(loaded)
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    const bar = klineItem('BTC/USDT', '15min')
    feed.socket.emit('kline', {
      time: bar.time,
      items: [{ ...bar, seq: 8, close: '41290.00', high: '41290.00' }],
    })
    await feed.release({ now_price: '41290.00', close: '41290.00', change: '+1.32' })
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,290.00'))
    await expect(legend(canvasElement)).toHaveTextContent('H41,290.00')
    feed.socket.emit('kline', {
      time: bar.time,
      items: [
        {
          ...bar,
          seq: 9,
          time: Number(bar.time) + 900_000,
          open: '41290.00',
          high: '41301.20',
          low: '41288.10',
          close: '41301.20',
          volume: '0.4200',
        },
      ],
    })
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('O41,290.00'))
    await expect(legend(canvasElement)).toHaveTextContent('C41,301.20')
    await expect(canvas.getByRole('table', { name: 'Bids' })).toBeVisible()
  },
}

/** The pair switcher: another pair from the sheet, same screen. */
export const SwitchPair: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Switch trading pair/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Trading pairs' })
    await userEvent.click(within(sheet).getByRole('link', { name: /ETH/ }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ETH/USDT' })).toBeVisible()
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C2,114.19'))
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** Logged in with BTC among the favourites: the star is on; a tap takes it off. */
export const Favourite: Story = {
  parameters: { session: { token: MockToken, user: MockUser } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const star = await canvas.findByRole('button', { name: 'Favourite BTC/USDT' })
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(star)
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'))
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))
    await canvas.findByRole('table', { name: 'Bids' })
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
  },
}

/** A visitor's star asks them to log in first. */
export const VisitorFavourite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Favourite BTC/USDT' }))
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
  },
}

/** The socket drops: the marker says so and the figures dim. */
export const Stale: Story = {
  play: async ({ canvas, canvasElement, loaded }) => {
    await canvas.findByRole('table', { name: 'Bids' })
    await marketOf(loaded).drop()
    await waitFor(() => expect(canvas.getByText('Prices may be out of date')).toBeVisible())
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
  },
}

/** The feed has not connected yet: dashes, a waiting order book, the chart from HTTP. */
export const Connecting: Story = {
  parameters: { marketSocket: { snapshot: QUOTES, open: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Connecting to prices…')).toBeVisible()
    await expect(canvas.getByText('Loading the order book')).toBeInTheDocument()
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
  },
}

/**
 * Machine-level: the history never answers (no HTTP, so the app-wide loading overlay, which
 * follows requests, stays out of the picture); the chart says it is loading, the rest is live.
 */
export const ChartLoading: Story = {
  parameters: {
    inject: injectProps<typeof SymbolDetailScreen>({
      klineLogic: klineMachine.provide({
        actors: { fetchHistory: fromPromise<Candle[], KlineQuery>(() => new Promise(() => {})) },
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading chart')).toBeInTheDocument()
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

export const ChartFailed: Story = {
  parameters: market(marketScenarios.klineDown),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The chart could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** Opened at one second (`&at=`, an option's settlement), times in UTC. */
const atMoment = {
  args: { timeZone: 'UTC' },
  parameters: { route: `${route('BTC/USDT')}&at=${MockBtcTick.time}` },
}
const BANNER = { name: 'Engine tick of BTC/USDT' }
/** 2025-01-01 11:58:30 UTC (Intl may put a narrow space before AM). */
const WHEN = 'Jan 1, 2025, 11:58:30\\sAM'

/** The 1-minute chart on the bar holding the second, marked, under the engine's price then. */
export const AtMoment: Story = {
  ...atMoment,
  play: async ({ canvas, canvasElement }) => {
    const banner = await canvas.findByRole('region', BANNER)
    await waitFor(() =>
      expect(banner).toHaveTextContent(new RegExp(`Engine tick at ${WHEN}: 41,245.26 USDT`)),
    )
    await expect(canvas.getByRole('tab', { name: '1m' })).toHaveAttribute('aria-selected', 'true')
    await expect(
      within(banner).getByRole('link', { name: 'Back to the live chart' }),
    ).toHaveAttribute('href', '#/pages/transaction/index2?symbol=BTC%2FUSDT')
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

export const AtMomentLoading: Story = {
  ...atMoment,
  parameters: { ...atMoment.parameters, ...market(marketScenarios.tickPending) },
  play: async ({ canvas, canvasElement }) => {
    const banner = await canvas.findByRole('region', BANNER)
    await expect(within(banner).getByRole('status')).toHaveTextContent(new RegExp(WHEN))
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** A second still to come: the refusal in words, and a retry. */
export const AtMomentNotYet: Story = {
  ...atMoment,
  parameters: { ...atMoment.parameters, ...market(marketScenarios.tickNotYet) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByRole('region', BANNER)
    const alert = await within(banner).findByRole('alert')
    await expect(alert).toHaveTextContent('That second has not happened yet')
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }))
    await expect(await within(banner).findByRole('alert')).toBeVisible()
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** Back to the live chart: the moment is dropped, the page opens as usual. */
export const BackToLive: Story = {
  ...atMoment,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = await canvas.findByRole('region', BANNER)
    await userEvent.click(within(banner).getByRole('link', { name: 'Back to the live chart' }))
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Engine tick/ })).toBeNull())
    await expect(canvas.getByRole('tab', { name: '15m' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(legend(canvasElement)).toHaveTextContent('C41,251.65'))
    await canvas.findByRole('table', { name: 'Bids' })
  },
}

/** A pair the feed does not list. */
export const PairNotFound: Story = {
  parameters: { route: route('ABC/USDT') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Trading pair not found', { selector: 'p' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See all markets' })).toBeVisible()
  },
}

/** A symbol that is not a pair at all. */
export const InvalidSymbol: Story = {
  parameters: { route: `${paths.symbolDetail}?symbol=%3Cscript%3E` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Trading pair not found' }),
    ).toBeVisible()
  },
}
