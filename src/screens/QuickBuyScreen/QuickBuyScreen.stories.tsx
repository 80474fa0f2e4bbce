import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { createQuickBuyMock, quickBuyScenarios } from '@/api/msw/quick-buy'
import { quickBuyOrderMachine } from '@/machines/quick-buy-order/quick-buy-order.machine'
import { quickBuyMachine } from '@/machines/quick-buy/quick-buy.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { QuickBuyScreen } from './QuickBuyScreen'

/** The countdown stands still for the screenshot (a second lasts an hour). */
const stillOrder = quickBuyOrderMachine.provide({ delays: { second: 3_600_000 } })

const meta = {
  component: QuickBuyScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof QuickBuyScreen>({
      machine: fixedKey(quickBuyMachine, 'story-quick-buy-key-1'),
      orderMachine: stillOrder,
      timeZone: 'UTC',
    }),
    frame: 'screen',
    route: '/pages/fund/quick_buy',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { quickBuy: createQuickBuyMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof QuickBuyScreen>

export default meta
type Story = StoryObj<typeof meta>

type Play = Parameters<NonNullable<Story['play']>>[0]

async function fillPayer(canvas: Play['canvas'], userEvent: Play['userEvent'], country = 'BR') {
  await userEvent.type(await canvas.findByLabelText('Amount (USD)'), '100')
  await userEvent.type(canvas.getByLabelText('First name'), 'Ana')
  await userEvent.type(canvas.getByLabelText('Last name'), 'Souza')
  await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@example.com')
  await userEvent.type(canvas.getByLabelText('Phone'), '+55 11 91234-5678')
  await userEvent.type(canvas.getByLabelText('Tax ID'), '123.456.789-09')
  await userEvent.selectOptions(canvas.getByLabelText('Country'), country)
}

const created = createQuickBuyMock({ orders: [] })
/** USD 100 from Brazil: the figures, the confirm step, then the transfer page of the new order. */
export const Buy: Story = {
  parameters: { msw: { handlers: { quickBuy: created.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillPayer(canvas, userEvent)
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), 'BR-1')
    await expect(canvas.getByText('99.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Create order' }))
    await expect(await canvas.findByRole('heading', { name: 'To be paid' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('30:00')
    await expect(created.orders()).toHaveLength(1)
  },
}

/** A payer from Germany: "Your area is temporarily not supported", nothing sent. */
export const AreaNotSupported: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillPayer(canvas, userEvent, 'DE')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(
      'Your area is temporarily not supported',
    )
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** The answer is lost: the sheet stays with the reason and everything typed is kept. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { quickBuy: [quickBuyScenarios.createDown, ...createQuickBuyMock().list] } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillPayer(canvas, userEvent)
    await userEvent.selectOptions(canvas.getByLabelText('Bank'), 'BR-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'Create order' }))
    await expect(await sheet.findByRole('button', { name: 'Try again' })).toBeEnabled()
    await userEvent.click(sheet.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(canvas.getByLabelText('Tax ID')).toHaveValue('123.456.789-09'))
  },
}

/** My orders, one per status; each links to its page. */
export const Orders: Story = {
  parameters: { route: '/pages/fund/quick_buy?tab=orders' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /QB0000000004/ })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'My orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

const cancelling = createQuickBuyMock()
/** An order to be paid, cancelled after confirming. */
export const CancelOrder: Story = {
  parameters: {
    route: '/pages/fund/quick_buy?id=4',
    msw: { handlers: { quickBuy: cancelling.list } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('25:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel order' }))
    await expect(await canvas.findByRole('heading', { name: 'Cancelled' })).toBeVisible()
    await expect(cancelling.orders().find((o) => o.id === 4)!.status).toBe(3)
  },
}

export const Paid: Story = {
  parameters: { route: '/pages/fund/quick_buy?id=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' })).toBeVisible()
  },
}

/** The operator receives order 4's transfer and the sandbox tells the user's room. */
const crediting = () => {
  const mock = createQuickBuyMock()
  return {
    mock,
    credit: () => ({ type: 'quick_buy_credited', to: MockUser.id, data: mock.receive(4) }),
  }
}
const live = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
}
const feed = { snapshot: [MockBtcQuote] } satisfies MarketSocketParameter

const paidOnPage = crediting()
/** The transfer page is open when the USDT is credited: it says so at once, no reload, no poll. */
export const PaidLive: Story = {
  ...live,
  parameters: {
    route: '/pages/fund/quick_buy?id=4',
    marketSocket: feed,
    msw: { handlers: { quickBuy: paidOnPage.mock.list } },
  },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('25:00')
    marketOf(loaded).socket.emit('quick_buy_credited', paidOnPage.credit())
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

const paidInList = crediting()
/** My orders are open when order 4 is credited: its row turns paid in place. */
export const OrderPaidLive: Story = {
  ...live,
  parameters: {
    route: '/pages/fund/quick_buy?tab=orders',
    marketSocket: feed,
    msw: { handlers: { quickBuy: paidInList.mock.list } },
  },
  play: async ({ canvas, loaded }) => {
    const row = await canvas.findByRole('link', { name: /QB0000000004/ })
    await expect(row).toHaveTextContent('To be paid')
    marketOf(loaded).socket.emit('quick_buy_credited', paidInList.credit())
    await waitFor(() => expect(row).toHaveTextContent('Payment successful'))
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/fund/quick_buy?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order not found')).toBeVisible()
  },
}
