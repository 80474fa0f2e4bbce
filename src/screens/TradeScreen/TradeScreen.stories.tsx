import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockOpenSellOrder } from '@/api/contract/spot.fixtures'
import { marketHandlerList } from '@/api/msw/market'
import { createSpotMock, spotScenarios } from '@/api/msw/spot'
import { createWalletMock } from '@/api/msw/wallet'
import { paths } from '@/app/paths'
import { spotTicketMachine } from '@/machines/spot-ticket/spot-ticket.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { QUOTES, withRooms } from '@/screens/SymbolDetailScreen/symbol-detail.stories-helpers'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { TradeScreen } from './TradeScreen'

/** A fresh sandbox stand-in per story (spot and wallet share the balances); `before` answers first. */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  const spot = createSpotMock({ balances: wallet.balances() })
  return {
    spot,
    parameters: {
      msw: {
        handlers: {
          spot: [...before, ...spot.list],
          wallet: wallet.list,
          market: marketHandlerList,
        },
      },
    },
  }
}

const meta = {
  component: TradeScreen,
  decorators: [withRooms, withRouter, withSession, withMarketSocket, withContainedLayers],
  loaders: [marketSocketLoader],
  // the tab opens on the last pair traded on this device: every story starts without one
  beforeEach: () => localStorage.removeItem('trade.lastSymbol'),
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof TradeScreen>({
      ticketLogic: fixedKey(spotTicketMachine, 'story-order-key-1'),
    }),
    frame: 'screen',
    route: paths.trade,
    session: { token: MockToken, user: MockUser },
    marketSocket: { snapshot: QUOTES } satisfies MarketSocketParameter,
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TradeScreen>

export default meta
type Story = StoryObj<typeof meta>

const ticket = (canvas: HTMLElement) => within(canvas).findByRole('form', { name: 'Order ticket' })
const openOrders = (canvas: HTMLElement) =>
  within(canvas).findByRole('region', { name: 'Open orders' })

/** The Trade tab on BTC/USDT: the ticket with the spot balances, the live book, the open orders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await ticket(canvasElement)
    await waitFor(() => expect(within(form).getByText(/USDT$/, { selector: 'dd' })).toBeVisible())
    await within(canvasElement).findByRole('list', { name: 'Bids' })
    const orders = await openOrders(canvasElement)
    await waitFor(() => expect(within(orders).getAllByRole('listitem').length).toBeGreaterThan(0))
  },
}

/** Opened from a pair's page with Sell: the ticket on the sell side, a way back. */
export const FromSymbolPage: Story = {
  parameters: { route: `${paths.spotTrade}?symbol=BTC%2FUSDT&side=sell` },
  play: async ({ canvasElement }) => {
    const form = await ticket(canvasElement)
    await expect(within(form).getByRole('button', { name: /^Sell$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible()
    await within(canvasElement).findByRole('list', { name: 'Bids' })
  },
}

/** Another pair through the switcher: same screen, the ticket, book and open orders follow it. */
export const SwitchPair: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement)
    await ticket(canvasElement)
    await userEvent.click(await screen.findByRole('button', { name: 'BTC/USDT, switch pair' }))
    const sheet = await screen.findByRole('dialog')
    await userEvent.click(within(sheet).getByRole('link', { name: /ETH\/USDT/ }))
    await expect(await screen.findByRole('button', { name: 'ETH/USDT, switch pair' })).toBeVisible()
    const form = await ticket(canvasElement)
    await expect(await within(form).findByRole('button', { name: 'Buy ETH' })).toBeVisible()
    await waitFor(() => expect(within(form).getByText(/USDT$/, { selector: 'dd' })).toBeVisible())
  },
}

/** A tapped level of the book becomes the limit price. */
export const TapBookPrice: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const form = await ticket(canvasElement)
    const bids = await within(canvasElement).findByRole('list', { name: 'Bids' })
    const best = within(bids).getAllByRole('button')[0]!
    const price = best.querySelector('span')!.textContent!.replace(/,/g, '')
    await userEvent.click(best)
    await expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveValue(price)
  },
}

const placed = msw()
/** A limit buy below the market: confirmed once, it joins the open orders and holds its USDT. */
export const PlaceLimitBuy: Story = {
  parameters: placed.parameters,
  play: async ({ canvasElement, userEvent }) => {
    const form = await ticket(canvasElement)
    await waitFor(() => expect(within(form).getByText(/USDT$/, { selector: 'dd' })).toBeVisible())
    const before = placed.spot.orders().length
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price' }), '40000')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '0.01')
    await userEvent.click(within(form).getByRole('button', { name: 'Buy BTC' }))
    const sheet = await within(canvasElement).findByRole('dialog', { name: 'Buy BTC' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm buy' }))
    await expect(await within(canvasElement).findByText('Order placed')).toBeVisible()
    await waitFor(() => expect(placed.spot.orders()).toHaveLength(before + 1))
    const orders = await openOrders(canvasElement)
    await waitFor(() => expect(within(orders).getByText('40,000.00')).toBeVisible())
  },
}

/** The user's open sell fills (the private coin_trade event): it leaves the open orders, said so. */
export const FillArrives: Story = {
  play: async ({ canvasElement, loaded }) => {
    const orders = await openOrders(canvasElement)
    await waitFor(() => expect(within(orders).getByText('45,000.00')).toBeVisible())
    marketOf(loaded).socket.emit('coin_trade', {
      type: 'coin_trade',
      to: MockUser.id,
      order: { ...MockOpenSellOrder, status: 2, filled_at: MockOpenSellOrder.created_at },
    })
    await waitFor(() => expect(within(orders).queryByText('45,000.00')).toBeNull())
    await expect(
      await within(canvasElement).findByText('Your BTC/USDT order was filled'),
    ).toBeVisible()
  },
}

/** The pair's rules could not be read: the ticket says so and offers a retry. */
export const TicketFailed: Story = {
  parameters: msw([spotScenarios.rulesDown]).parameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** Before the feed has any pair: a loader, nothing guessed. */
export const WaitingForFeed: Story = {
  parameters: { marketSocket: { snapshot: [] } satisfies MarketSocketParameter },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible()
  },
}
