import type { Loader, Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { marketHandlerList } from '@/api/msw/market'
import { ok } from '@/api/msw/envelope'
import { paths } from '@/app/paths'
import {
  manyQuotes,
  MockMarketQuotes,
  MockTwoQuoteCurrencies,
} from '@/machines/market-list/market-list.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession, type SessionParameter } from '@sb/decorators/withSession'
import { MarketsScreen, type MarketsScreenProps } from './MarketsScreen'

const loggedIn: SessionParameter = { token: MockToken, user: MockUser }
const feed = (
  snapshot: MarketSocketParameter['snapshot'],
  rest: Partial<MarketSocketParameter> = {},
) => ({ snapshot, ...rest }) satisfies MarketSocketParameter
/** MSW handlers of the market domain, with some replaced. */
const market = (...overrides: ReturnType<typeof http.get>[]) => ({
  msw: { handlers: { market: [...overrides, ...marketHandlerList] } },
})

const meta = {
  component: MarketsScreen,
  decorators: [withRouter, withSession, withMarketSocket],
  loaders: [marketSocketLoader as Loader<MarketsScreenProps>],
  parameters: {
    frame: 'screen',
    route: paths.market,
    session: { token: null },
    marketSocket: feed(MockMarketQuotes),
    ...market(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MarketsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The market rows in order (the tab bar's items are list items too). */
const marketRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Markets' })).getAllByRole('listitem')
const rows = (canvas: ReturnType<typeof within>) =>
  marketRows(canvas).map((row) => row.querySelector('a > span > span')?.textContent)
const starOf = (canvas: ReturnType<typeof within>, symbol: string) =>
  canvas.getByRole('button', { name: `Favourite ${symbol}` })

/** A visitor on the All tab: every pair, live, on the Markets tab of the tab bar. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Markets' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(rows(canvas)[0]).toBe('BTC/USDT')
    await expect(canvas.getByRole('link', { name: 'Markets' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Search markets' })).toHaveAttribute(
      'href',
      '#/pages/market/search',
    )
  },
}

/** A tap cycles a column: descending, ascending, then the feed's order again. */
export const SortByPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    const price = await canvas.findByRole('button', { name: 'Last price' })
    const head = canvas.getByRole('columnheader', { name: 'Last price' })
    await userEvent.click(price)
    await expect(head).toHaveAttribute('aria-sort', 'descending')
    await expect(rows(canvas).slice(0, 3)).toEqual(['BTC/USDT', 'ETH/USDT', 'BNB/USDT'])
    await userEvent.click(price)
    await expect(head).toHaveAttribute('aria-sort', 'ascending')
    await expect(rows(canvas).slice(0, 3)).toEqual(['SHIB/USDT', 'DOGE/USDT', 'TRX/USDT'])
    await userEvent.click(price)
    await expect(head).toHaveAttribute('aria-sort', 'none')
    await expect(rows(canvas)[0]).toBe('BTC/USDT')
    await userEvent.click(canvas.getByRole('button', { name: '24h change' }))
    await expect(rows(canvas).slice(0, 2)).toEqual(['SOL/USDT', 'LTC/USDT'])
  },
}

/** A released socket frame moves the BTC row's price; the rest stay as they were. */
export const LiveTick: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/41,251.65/)).toBeVisible()
    await marketOf(loaded).release({ now_price: '41302.10', close: '41302.10', change: '+1.35' })
    await waitFor(() => expect(canvas.getByText(/41,302.10/)).toBeVisible())
    await expect(canvas.getByText('+1.35%')).toBeVisible()
    await expect(canvas.getByText(/2,114.19/)).toBeVisible()
  },
}

/** The socket drops: the marker says so and every price dims. */
export const Stale: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/41,251.65/)
    await marketOf(loaded).drop()
    await expect(await canvas.findByText('Prices may be out of date')).toBeVisible()
    await expect(canvas.getByText(/41,251.65/)).toHaveAttribute('data-stale', 'true')
  },
}

/**
 * In Portuguese the note is long ("As cotações podem estar desatualizadas"): it wraps beside the
 * tabs, which keep their whole width.
 */
export const StaleInPortuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/41\.251,65/)
    await marketOf(loaded).drop()
    const note = await canvas.findByText('As cotações podem estar desatualizadas')
    await expect(note).toBeVisible()
    const all = canvas.getByRole('tab', { name: 'Todos' })
    const marker = note.closest('[data-slot="stale-marker"]')!
    await expect(all.getBoundingClientRect().right).toBeLessThanOrEqual(
      marker.getBoundingClientRect().left,
    )
  },
}

/** The first quotes are on their way. */
export const Loading: Story = {
  parameters: { marketSocket: feed(MockMarketQuotes, { open: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading markets')).toBeInTheDocument()
    await expect(canvas.queryByRole('list', { name: 'Markets' })).toBeNull()
  },
}

/** Two quote currencies: a tab each. */
export const QuoteCurrencyTabs: Story = {
  parameters: { marketSocket: feed(MockTwoQuoteCurrencies) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'BTC' }))
    await expect(rows(canvas)).toEqual(['ETH/BTC'])
  },
}

/** 200 pairs: a screenful of rows exists, however long the list. */
export const TwoHundredPairs: Story = {
  parameters: { marketSocket: feed(manyQuotes(200)) },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Markets' })
    await expect(marketRows(canvas)[0]).toHaveAttribute('aria-setsize', '200')
    // 8 rows fit between the sort header and the tab bar at 375 × 667, plus 5 overscan (which
    // follow the first paint)
    await waitFor(() => expect(marketRows(canvas)).toHaveLength(13))
  },
}

/** A visitor's favourites tab asks them to log in. */
export const FavouritesVisitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Favourites' }))
    await expect(canvas.getByText('Log in to see your favourites')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '#/pages/common/login',
    )
  },
}

/** A visitor's star: "please log in first", then the login screen. */
export const VisitorStar: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/41,251.65/)
    await userEvent.click(starOf(canvas, 'ETH/USDT'))
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    // the login screen is a lazy route: its first load in a cold browser can take a while
    const login = await canvas.findByRole(
      'heading',
      { level: 1, name: 'Log in' },
      { timeout: 5_000 },
    )
    await expect(login).toBeVisible()
  },
}

/** Logged in: BTC is a favourite (optional/list), and the Favourites tab lists it alone. */
export const Favourites: Story = {
  parameters: { session: loggedIn },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(starOf(canvas, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }))
    await expect(rows(canvas)).toEqual(['BTC/USDT'])
  },
}

export const FavouritesEmpty: Story = {
  parameters: { session: loggedIn, ...market(http.get('*/api/optional/list', () => ok([]))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Favourites' }))
    await expect(await canvas.findByText('No favourites yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Browse all markets' }))
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** optional/list fails: the tab says why and offers a retry (which answers this time). */
export const FavouritesFailed: Story = {
  parameters: {
    session: loggedIn,
    ...market(http.get('*/api/optional/list', () => HttpResponse.error(), { once: true })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Favourites' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rows(canvas)).toEqual(['BTC/USDT']))
  },
}

/** A star changes at once, before optional/add answers, and stays when it does. */
export const StarOptimistic: Story = {
  parameters: {
    session: loggedIn,
    ...market(
      http.post('*/api/optional/add', async () => {
        await delay(150)
        return ok({ id: 12 })
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(starOf(canvas, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(starOf(canvas, 'ETH/USDT'))
    await expect(starOf(canvas, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true')
    await expect(marketRows(canvas)[1]!.querySelector('[aria-busy]')).not.toBeNull()
    await waitFor(() => expect(marketRows(canvas)[1]!.querySelector('[aria-busy]')).toBeNull())
    await expect(starOf(canvas, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true')
  },
}

/** optional/add fails: the star goes back and a toast says why. */
export const StarRolledBack: Story = {
  parameters: {
    session: loggedIn,
    ...market(
      http.post('*/api/optional/add', async () => {
        await delay(150)
        return HttpResponse.error()
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(starOf(canvas, 'BTC/USDT')).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(starOf(canvas, 'ETH/USDT'))
    await expect(starOf(canvas, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'true')
    await expect(await canvas.findByText(/Network error/)).toBeVisible()
    await expect(starOf(canvas, 'ETH/USDT')).toHaveAttribute('aria-pressed', 'false')
  },
}
