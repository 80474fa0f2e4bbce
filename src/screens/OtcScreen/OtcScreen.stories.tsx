import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { createOtcMock } from '@/api/msw/otc'
import { otcOrderMachine } from '@/machines/otc-order/otc-order.machine'
import { mockOtcClock } from '@/machines/otc-order/otc-order.fixtures'
import { otcTakeMachine } from '@/machines/otc-take/otc-take.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { OtcScreen } from './OtcScreen'

/** An hour: the countdown holds still for the screenshot. */
const frozen = otcOrderMachine.provide({ delays: { second: 3_600_000 } })

const meta = {
  component: OtcScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof OtcScreen>({
      takeMachine: fixedKey(otcTakeMachine, 'story-otc-key-1'),
      orderMachine: frozen,
      now: mockOtcClock,
      timeZone: 'UTC',
    }),
    frame: 'screen',
    route: '/pages/otc/otc?zone=select',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { otc: createOtcMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OtcScreen>

export default meta
type Story = StoryObj<typeof meta>

const bought = createOtcMock({ orders: [] })
/** Buying 100 USDT from the best BRL merchant: the sheet, then the order awaiting payment. */
export const Buy: Story = {
  parameters: { msw: { handlers: { otc: bought.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy USDT from Rio Câmbio' }))
    const sheet = within(within(canvasElement).getByRole('dialog'))
    await userEvent.type(sheet.getByLabelText('Amount (USDT)'), '100')
    await expect(sheet.getByText('542.00 BRL')).toBeVisible()
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Buy USDT' }))
    await expect(await canvas.findByRole('heading', { name: 'Pay the merchant' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00')
    await expect(bought.orders()).toHaveLength(1)
  },
}

/** The quick zone finds the best merchant for 6,000 USDT and opens the sheet on it. */
export const Quick: Story = {
  parameters: { route: '/pages/otc/otc' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount (USDT)'), '6000')
    await userEvent.click(canvas.getByRole('button', { name: 'Find the best price to buy' }))
    const dialog = await within(canvasElement).findByRole('dialog')
    await expect(
      within(dialog).getByRole('heading', { name: 'Buy USDT from Atlântico OTC' }),
    ).toBeVisible()
    await expect(within(dialog).getByText('32,700.00 BRL')).toBeVisible()
  },
}

/** Sell side in euros: the merchants who buy USDT. */
export const SellEur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sell' }))
    await userEvent.click(canvas.getByRole('tab', { name: 'EUR' }))
    await expect(
      await canvas.findByRole('button', { name: 'Sell USDT to Euro Bridge' }),
    ).toBeVisible()
  },
}

/** 997: no bank card saved; the sheet says so and links to the bank card page. */
export const PaymentInfoRequired: Story = {
  parameters: { msw: { handlers: { otc: createOtcMock({ orders: [], hasCard: false }).list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy USDT from Rio Câmbio' }))
    const sheet = within(within(canvasElement).getByRole('dialog'))
    await userEvent.type(sheet.getByLabelText('Amount (USDT)'), '100')
    await userEvent.click(sheet.getByRole('button', { name: 'Buy USDT' }))
    await expect(await sheet.findByRole('link', { name: 'Add a bank card' })).toHaveAttribute(
      'href',
      '#/pages/setting/bank',
    )
  },
}

const paying = createOtcMock()
/** An order awaiting payment: "I have paid", confirmed, and the order waits for the release. */
export const Pay: Story = {
  parameters: { route: '/pages/otc/otc?order=107', msw: { handlers: { otc: paying.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'I have paid' }))
    const sheet = within(within(canvasElement).getByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'I have paid' }))
    await expect(
      await canvas.findByRole('heading', { name: "Waiting for the merchant's release" }),
    ).toBeVisible()
    await waitFor(() => expect(paying.orders()[0]?.is_sure).toBe(3))
  },
}

/** An order cancelled when its window passed: the escrow went back to the seller. */
export const TimedOut: Story = {
  parameters: { route: '/pages/otc/otc?order=101' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The payment window passed without a payment.'),
    ).toBeVisible()
    await expect(canvas.getByText(/Escrow returned/)).toBeVisible()
  },
}

export const InAppeal: Story = {
  parameters: { route: '/pages/otc/otc?order=104' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'In appeal' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/otc/otc?order=999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Order not found')).toBeVisible()
  },
}

/** My orders: each opens its page. */
export const MyOrders: Story = {
  parameters: { route: '/pages/otc/otc?zone=orders' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Buy 500 USDT/ }))
    await expect(
      await canvas.findByRole('heading', { name: "Waiting for the merchant's release" }),
    ).toBeVisible()
  },
}
