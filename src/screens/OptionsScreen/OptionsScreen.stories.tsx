import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockMicroNow, mockMicroOrder } from '@/api/contract/micro.fixtures'
import { marketHandlerList } from '@/api/msw/market'
import { createMicroMock, microDown } from '@/api/msw/micro'
import { createWalletMock } from '@/api/msw/wallet'
import { paths } from '@/app/paths'
import { optionTicketMachine } from '@/machines/option-ticket/option-ticket.machine'
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
import { OptionsScreen } from './OptionsScreen'

/** A fresh sandbox stand-in per story (the options account shared with the wallet); `before` first. */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  const micro = createMicroMock({ balances: wallet.balances() })
  return {
    micro,
    parameters: {
      msw: {
        handlers: {
          micro: [...before, ...micro.list],
          wallet: wallet.list,
          market: marketHandlerList,
        },
      },
    },
  }
}

const meta = {
  component: OptionsScreen,
  decorators: [withRooms, withRouter, withSession, withMarketSocket, withContainedLayers],
  loaders: [marketSocketLoader],
  // the tab opens on the last pair traded on this device: every story starts without one
  beforeEach: () => localStorage.removeItem('trade.lastSymbol'),
  parameters: {
    inject: injectProps<typeof OptionsScreen>({
      ticketLogic: fixedKey(optionTicketMachine, 'story-option-key-1'),
      // the countdowns stand still at the fixtures' "now": the picture never depends on speed
      clock: () => MockMicroNow,
      timeZone: 'UTC',
    }),
    frame: 'screen',
    route: `${paths.options}?symbol=BTC%2FUSDT`,
    session: { token: MockToken, user: MockUser },
    marketSocket: { snapshot: QUOTES } satisfies MarketSocketParameter,
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionsScreen>

export default meta
type Story = StoryObj<typeof meta>

const ticket = (canvas: HTMLElement) => within(canvas).findByRole('form', { name: 'Options order' })
const cards = (canvas: HTMLElement) => within(canvas).findByRole('region', { name: 'Open options' })

/** BTC/USDT options: the ticket with the Options balance, the two open options counting down. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const form = await ticket(canvasElement)
    await expect(await within(form).findByRole('button', { name: 'Rise Pays 80%' })).toBeVisible()
    await expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const list = await cards(canvasElement)
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))
    await expect(within(list).getAllByRole('timer')[0]).toHaveTextContent('0:12')
  },
}

const placing = msw()
/** A 100 USDT rise for 60 s: the sheet shows all three outcomes, confirming adds its card. */
export const PlaceRise: Story = {
  parameters: placing.parameters,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement)
    const form = await ticket(canvasElement)
    const list = await cards(canvasElement)
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))
    await userEvent.click(await within(form).findByRole('button', { name: '60 s · 85%' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Stake 100 USDT' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Rise Pays 85%' }))
    const sheet = await screen.findByRole('dialog', { name: 'Rise · BTC/USDT · 60 s' })
    await expect(sheet).toHaveTextContent('you receive 185.0000 USDT')
    await expect(sheet).toHaveTextContent('net -101.0000 USDT')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm Rise' }))
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3))
    await expect(placing.micro.orders()).toHaveLength(8)
  },
}

/** The engine settles the rise (the private closed_microorder event): its result card, said so. */
export const SettledPush: Story = {
  play: async ({ canvasElement, loaded }) => {
    const list = await cards(canvasElement)
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))
    marketOf(loaded).socket.emit('closed_microorder', {
      type: 'closed_microorder',
      to: MockUser.id,
      data: mockMicroOrder({
        id: 108,
        direction: 'rise',
        seconds: 30,
        stake: '100',
        openPrice: '41240.10',
        placedAgo: 30,
        endPrice: '41251.65',
      }),
    })
    await expect(await within(canvasElement).findByText('Your BTC/USDT option won')).toBeVisible()
    await expect(
      await within(list).findByRole('link', { name: 'Check this result' }),
    ).toHaveAttribute('href', '#/pages/transaction/seconds_check?id=108')
  },
}

/** The pair's durations could not be read: the ticket says so and offers a retry. */
export const TicketFailed: Story = {
  parameters: msw([microDown('pairDurations')]).parameters,
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
