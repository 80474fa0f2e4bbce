import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockLongPosition } from '@/api/contract/lever.fixtures'
import { marketHandlerList } from '@/api/msw/market'
import { createLeverMock, leverScenarios } from '@/api/msw/lever'
import { createWalletMock } from '@/api/msw/wallet'
import { paths } from '@/app/paths'
import { leverPositionsMachine } from '@/machines/lever-positions/lever-positions.machine'
import { leverTicketMachine } from '@/machines/lever-ticket/lever-ticket.machine'
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
import { ContractScreen } from './ContractScreen'

/** A fresh sandbox stand-in per story (the lever account shared with the wallet); `before` first. */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  const lever = createLeverMock({ balances: wallet.balances() })
  return {
    lever,
    parameters: {
      msw: {
        handlers: {
          lever: [...before, ...lever.list],
          wallet: wallet.list,
          market: marketHandlerList,
        },
      },
    },
  }
}

const meta = {
  component: ContractScreen,
  decorators: [withRooms, withRouter, withSession, withMarketSocket, withContainedLayers],
  loaders: [marketSocketLoader],
  // the tab opens on the last pair traded on this device: every story starts without one
  beforeEach: () => localStorage.removeItem('trade.lastSymbol'),
  parameters: {
    inject: injectProps<typeof ContractScreen>({
      ticketLogic: fixedKey(leverTicketMachine, 'story-lever-key-1'),
      positionsLogic: fixedKey(leverPositionsMachine, 'story-positions-key-1'),
    }),
    frame: 'screen',
    route: `${paths.contract}?symbol=BTC%2FUSDT`,
    session: { token: MockToken, user: MockUser },
    marketSocket: { snapshot: QUOTES } satisfies MarketSocketParameter,
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContractScreen>

export default meta
type Story = StoryObj<typeof meta>

const ticket = (canvas: HTMLElement) =>
  within(canvas).findByRole('form', { name: 'Contract order' })
const positions = (canvas: HTMLElement) =>
  within(canvas).findByRole('region', { name: 'Open positions' })
const cards = (region: HTMLElement) => within(region).queryAllByRole('article')

/** BTC/USDT futures: the ticket with the Contract balance, the engine's depth, every position. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const form = await ticket(canvasElement)
    await expect(await within(form).findByRole('button', { name: 'Open long' })).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Contract' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await screen.findByRole('list', { name: 'Bids' })
    const list = await positions(canvasElement)
    await waitFor(() => expect(cards(list).length).toBeGreaterThan(1))
  },
}

const opened = msw()
/** A 10× market long of 5 lots: confirmed once, it joins the positions and its margin is held. */
export const OpenLong: Story = {
  parameters: opened.parameters,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement)
    const form = await ticket(canvasElement)
    const list = await positions(canvasElement)
    await waitFor(() => expect(cards(list).length).toBeGreaterThan(1))
    const before = opened.lever.positions().length
    await userEvent.click(await within(form).findByRole('button', { name: '10×' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Set lots to 5' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Open long' }))
    const sheet = await screen.findByRole('dialog', { name: 'Open long BTC/USDT' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm long' }))
    await expect(await screen.findByText('Position opened')).toBeVisible()
    await waitFor(() => expect(opened.lever.positions()).toHaveLength(before + 1))
    await waitFor(() => expect(within(list).getAllByText(/5 lots|^5$/).length).toBeGreaterThan(0))
  },
}

/** The engine reaches the long's take-profit (the private lever_position event): the card goes, said so. */
export const TakeProfitArrives: Story = {
  play: async ({ canvasElement, loaded }) => {
    const list = await positions(canvasElement)
    await waitFor(() => expect(cards(list).length).toBeGreaterThan(1))
    const count = cards(list).length
    marketOf(loaded).socket.emit('lever_position', {
      type: 'lever_position',
      to: MockUser.id,
      event: 'closed',
      position: {
        ...MockLongPosition,
        status: 3,
        close_reason: 'takeProfit',
        close_price: '45000.00',
        close_market_price: '45000.00',
        close_tick: MockLongPosition.create_time * 1000 + 600_000,
        complete_time: MockLongPosition.create_time + 600,
        fact_profits: '50.0000',
      },
    })
    await waitFor(() => expect(cards(list)).toHaveLength(count - 1))
    await expect(
      await within(canvasElement).findByText('Take-profit reached: your BTC/USDT position closed'),
    ).toBeVisible()
  },
}

/** Close one: the preview at the mark, then the card goes and the balance is read again. */
export const ClosePosition: Story = {
  parameters: msw().parameters,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement)
    const list = await positions(canvasElement)
    await waitFor(() => expect(cards(list).length).toBeGreaterThan(1))
    const count = cards(list).length
    await userEvent.click(within(list).getByRole('button', { name: 'Close BTC/USDT Long 10×' }))
    const sheet = await screen.findByRole('dialog', { name: 'Close this position?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close position' }))
    await expect(await screen.findByText('Position closed')).toBeVisible()
    await waitFor(() => expect(cards(list)).toHaveLength(count - 1))
  },
}

/** Close all: the confirm counts what each scope closes; confirming closes them. */
export const CloseAll: Story = {
  parameters: msw().parameters,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement)
    const list = await positions(canvasElement)
    await waitFor(() => expect(cards(list).length).toBeGreaterThan(1))
    await userEvent.click(within(list).getByRole('button', { name: 'Close all' }))
    const menu = await screen.findByRole('menu')
    await userEvent.click(within(menu).getAllByRole('menuitem')[0]!)
    const sheet = await screen.findByRole('dialog', { name: 'Close positions?' })
    const confirm = within(sheet).getByRole('button', { name: /^Close \d+ positions?$/ })
    await userEvent.click(confirm)
    await expect(await screen.findByText('Positions closed')).toBeVisible()
  },
}

/** The pair's rules could not be read: the ticket says so and offers a retry. */
export const TicketFailed: Story = {
  parameters: msw([leverScenarios.dealDown]).parameters,
  play: async ({ canvasElement }) => {
    const retries = await within(canvasElement).findAllByRole('button', { name: 'Retry' })
    await expect(retries[0]).toBeVisible()
  },
}

/** Before the feed has any pair: a loader, nothing guessed. */
export const WaitingForFeed: Story = {
  parameters: { marketSocket: { snapshot: [] } satisfies MarketSocketParameter },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible()
  },
}
