import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { Quote, type QuoteWire } from '@/api/contract/market'
import { createQuoteStore } from '@/lib/quote-store'
import {
  manyQuotes,
  marketListSnapshots,
  MockMarketQuotes,
} from '@/machines/market-list/market-list.fixtures'
import { toMarketListView } from '@/machines/market-list/market-list.view'
import { MarketList } from './MarketList'

function storeWith(quotes: readonly QuoteWire[], stale = false) {
  const store = createQuoteStore()
  store.applySnapshot(quotes.map((q) => Quote.parse(q)))
  store.markStale(stale)
  return store
}

const favourites = (...ids: number[]) => ({
  isFavourite: (id: number) => ids.includes(id),
  isPending: () => false,
  toggle: fn(),
})

const symbolsOf = (snapshot: keyof typeof marketListSnapshots) =>
  toMarketListView(marketListSnapshots[snapshot]).symbols

const meta = {
  component: MarketList,
  decorators: [
    (Story) => (
      <div className="-m-4 flex h-[560px] flex-col">
        <Story />
      </div>
    ),
  ],
  args: {
    store: storeWith(MockMarketQuotes),
    symbols: symbolsOf('all'),
    favourites: favourites(1),
    hrefOf: (symbol: string) => `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`,
    onOpen: fn(),
    onRetry: fn(),
    onShowAll: fn(),
    loginHref: '#/pages/common/login',
  },
} satisfies Meta<typeof MarketList>

export default meta
type Story = StoryObj<typeof meta>

/** Every pair in the feed's order; BTC is a favourite. Opening a row reports it. */
export const All: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = canvas.getAllByRole('listitem')
    await expect(rows[0]).toHaveTextContent('BTC/USDT')
    await expect(rows[0]).toHaveAttribute('aria-setsize', '12')
    const stars = canvas.getAllByRole('button', { pressed: true })
    await expect(stars).toHaveLength(1)
    await userEvent.click(canvas.getAllByRole('button', { pressed: false })[0]!)
    await expect(args.favourites.toggle).toHaveBeenCalledWith(2)
    await expect(canvas.getByRole('link', { name: /SOL/ })).toHaveAttribute(
      'href',
      '#/pages/transaction/index2?symbol=SOL%2FUSDT',
    )
  },
}

export const Favourites: Story = {
  args: { symbols: symbolsOf('favourites'), favourites: favourites(1, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const SortedByPrice: Story = {
  args: { symbols: symbolsOf('sortedByPrice') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').at(-1)).toHaveTextContent('SHIB/USDT')
  },
}

/** The feed is not live: every figure is dimmed and said to be out of date. */
export const Stale: Story = {
  args: { store: storeWith(MockMarketQuotes, true), stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/41.251,65/)).toHaveAttribute('data-stale', 'true')
  },
}

export const Loading: Story = {
  args: { status: 'loading', symbols: [] },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('markets:marketList.loading'))
  },
}

export const Error: Story = {
  args: { status: 'error', error: 'network', symbols: [] },
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:network'))
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('errorState.retry') }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A visitor's favourites tab asks them to log in. */
export const FavouritesVisitor: Story = {
  args: { symbols: [], empty: 'favouritesVisitor', favourites: favourites() },
  play: async ({ canvas, loaded: { i18n } }) => {
    const login = canvas.getByRole('link', {
      name: i18n.t('markets:marketList.favourites.visitor.login'),
    })
    await expect(login).toHaveAttribute('href', '#/pages/common/login')
  },
}

export const FavouritesEmpty: Story = {
  args: { symbols: [], empty: 'favourites', favourites: favourites() },
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('markets:marketList.favourites.empty.showAll') }),
    )
    await expect(args.onShowAll).toHaveBeenCalled()
  },
}

export const NoResults: Story = {
  args: { symbols: [], empty: 'search', keyword: 'XYZ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/XYZ/)).toBeVisible()
  },
}

export const NoMarkets: Story = {
  args: { symbols: [] },
}

/**
 * 200 pairs: only the rows in view exist (plus five either side), each at a fixed 64 px, and
 * scrolling to the end brings the last ones in.
 */
export const Virtualised: Story = {
  args: (() => {
    const quotes = manyQuotes(200)
    return { store: storeWith(quotes), symbols: quotes.map((q) => q.symbol!) }
  })(),
  play: async ({ canvas, canvasElement }) => {
    const rendered = canvas.getAllByRole('listitem')
    await expect(rendered.length).toBeLessThanOrEqual(15)
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '200')
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="market-list"]')!
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(canvas.getByRole('link', { name: /COIN200\// })).toBeInTheDocument())
    await expect(canvas.getAllByRole('listitem').length).toBeLessThanOrEqual(15)
  },
}
