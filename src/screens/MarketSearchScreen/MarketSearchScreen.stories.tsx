import type { Decorator, Loader, Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { marketHandlerList } from '@/api/msw/market'
import { paths } from '@/app/paths'
import { marketListMachine, RECENT_VIEWS_KEY } from '@/machines/market-list/market-list.machine'
import { MockMarketQuotes } from '@/machines/market-list/market-list.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession, type SessionParameter } from '@sb/decorators/withSession'
import { MarketSearchScreen, type MarketSearchScreenProps } from './MarketSearchScreen'

/** The search runs 20 ms after the last key (500 ms in the app); hot search holds its order. */
const quickSearch = marketListMachine.provide({ delays: { debounce: 20, resort: 600_000 } })

const visitor: SessionParameter = {
  token: null,
  storage: { [RECENT_VIEWS_KEY]: JSON.stringify(['SOL/USDT', 'BTC/USDT', 'LINK/USDT']) },
}

/**
 * Opening a pair is reported (a recent view is recorded) but the page stays, so the play function
 * can look at what was recorded; the detail screen has its own stories.
 */
const stayOnPage: Decorator = (Story) => (
  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div
    className="contents"
    onClickCapture={(e) => {
      if ((e.target as HTMLElement).closest('a[href*="transaction/index2"]')) e.preventDefault()
    }}
  >
    <Story />
  </div>
)

const meta = {
  component: MarketSearchScreen,
  decorators: [stayOnPage, withRouter, withSession, withMarketSocket],
  loaders: [marketSocketLoader as Loader<MarketSearchScreenProps>],
  parameters: {
    inject: injectProps<typeof MarketSearchScreen>({ machine: quickSearch }),
    frame: 'screen',
    route: paths.marketSearch,
    session: visitor,
    marketSocket: { snapshot: MockMarketQuotes } satisfies MarketSocketParameter,
    msw: { handlers: { market: marketHandlerList } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MarketSearchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** No keyword: the caret waits in the field over recent views and hot search. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('searchbox', { name: 'Search markets' })).toHaveFocus()
    const recent = canvas.getByRole('region', { name: 'Recent views' })
    await expect(recent).toHaveTextContent('SOL/USDTBTC/USDTLINK/USDT')
    const hot = canvas.getByRole('region', { name: 'Hot search' })
    await expect(hot.querySelectorAll('li')).toHaveLength(8)
    await expect(hot.querySelector('li')).toHaveTextContent('BTC/USDT')
  },
}

/** Spec §5: search needs a keyword; a blank search shows no results, only the message. */
export const KeywordRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), '   {Enter}')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a keyword')
    await expect(canvas.queryByRole('list', { name: 'Markets' })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Hot search' })).toBeVisible()
  },
}

export const SpecialCharacters: Story = {
  play: async ({ canvas, userEvent }) => {
    // pasted at once: one keyword, so no search for a part of it runs first
    await userEvent.click(await canvas.findByRole('searchbox'))
    await userEvent.paste('btc$')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Special characters are not allowed')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByRole('list', { name: 'Markets' })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Hot search' })).toBeVisible()
  },
}

/** Typing searches once the user pauses: best matches first, with live prices. */
export const Results: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), 'do')
    const list = await canvas.findByRole('list', { name: 'Markets' })
    await expect(list).toHaveTextContent(/DOGE\/USDT.*DOT\/USDT/)
    await expect(canvas.getByText('2 results')).toBeInTheDocument()
    // a tick moves the DOGE row
    await marketOf(loaded).release({
      match_id: 7,
      currency_id: 8,
      currency_name: 'DOGE',
      symbol: 'DOGE/USDT',
      now_price: '0.09120',
      close: '0.09120',
      change: '+3.21',
      volume: '1712004332',
    })
    await waitFor(() => expect(list).toHaveTextContent('0.09120'))
    await expect(list).toHaveTextContent('+3.21%')
  },
}

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), 'xyz{Enter}')
    await expect(await canvas.findByText('No results for “XYZ”')).toBeVisible()
  },
}

/**
 * Opening a result records it first among the recent views. The keyword is pasted at once and
 * the click waits for the search to settle: typed key by key, the results of a partial keyword
 * ('l') could be replaced under the pointer, and a click that lands on a removed link is seen by
 * no handler (the test page's `<base target="_parent">` then sent the link to the runner's page).
 */
export const OpenResult: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('searchbox'))
    await userEvent.paste('link')
    await expect(await canvas.findByText('1 result')).toBeInTheDocument()
    const link = canvas.getByRole('link', { name: /LINK\/USDT/ })
    await expect(link).toHaveAttribute('href', '#/pages/transaction/index2?symbol=LINK%2FUSDT')
    await userEvent.click(link)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }))
    const recent = await canvas.findByRole('region', { name: 'Recent views' })
    await expect(recent).toHaveTextContent('LINK/USDTSOL/USDTBTC/USDT')
  },
}

export const ClearRecentViews: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear recent views' }))
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Recent views' })).toBeNull())
  },
}

/** Logged in: results carry the user's stars (BTC from optional/list). */
export const LoggedIn: Story = {
  parameters: { session: { ...visitor, token: MockToken, user: MockUser } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), 'btc{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Favourite BTC/USDT' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
  },
}
