import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockDualNow } from '@/api/contract/dual.fixtures'
import { readBody } from '@/api/msw/envelope'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { createWalletMock } from '@/api/msw/wallet'
import { investPurchaseHref, paths } from '@/app/paths'
import { dualPurchaseMachine } from '@/machines/dual-purchase/dual-purchase.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { InvestPurchaseScreen } from './InvestPurchaseScreen'

/** A fresh sandbox stand-in (dual and wallet sharing the funds account); `before` answers first. */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  const dual = createDualMock({ balances: wallet.balances() })
  return {
    dual,
    parameters: { msw: { handlers: { dual: [...before, ...dual.list], wallet: wallet.list } } },
  }
}

const meta = {
  component: InvestPurchaseScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof InvestPurchaseScreen>({
      machine: fixedKey(dualPurchaseMachine, 'story-dual-key-1'),
      clock: () => MockDualNow,
    }),
    frame: 'screen',
    route: investPurchaseHref(1).slice(1),
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof InvestPurchaseScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm purchase' })

const bought = msw()
/** 3 shares of the BTC call: the payoff card, the confirm step (a double tap buys once), the order. */
export const Buy: Story = {
  parameters: bought.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Shares'), '3')
    await expect(canvas.getByText('0.30090000 BTC')).toBeVisible()
    await expect(canvas.getByText('21,063.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Buy' }))
    await expect(await canvas.findByRole('heading', { name: 'Order placed' })).toBeVisible()
    const mine = bought.dual.orders().filter((o) => o.id > 3)
    await expect(mine).toHaveLength(1)
    await expect(mine[0]).toMatchObject({ dual_id: 1, number: 3, total: '0.30000000' })
    await expect(canvas.getByRole('link', { name: 'My dual orders' })).toHaveAttribute(
      'href',
      '#/pages/invest/mine',
    )
  },
}

/** A visitor reads the product and its payoff; buying goes to the login. */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Shares'), '3')
    await expect(canvas.getByText('0.30090000 BTC')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to buy' }))
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(paths.login),
    )
  },
}

const keys: string[] = []
const flaky = msw([
  http.post('*/api/dual/buyDual', async ({ request }) => {
    keys.push(String((await readBody(request.clone())).idempotency_key))
    return keys.length === 1 ? HttpResponse.error() : undefined
  }),
])
/** A lost answer keeps the sheet and the shares; "Try again" sends the same key. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    keys.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Shares'), '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Buy' }))
    await expect(await sheet.findByRole('alert')).toBeVisible()
    await expect(canvas.getByLabelText('Shares')).toHaveValue('2')
    await userEvent.click(sheet.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Order placed' })).toBeVisible()
    await expect(keys).toEqual(['story-dual-key-1', 'story-dual-key-1'])
  },
}

/** Refused as too frequent: the sheet stays with the reason. */
export const TooFrequent: Story = {
  parameters: msw([dualScenarios.buyTooFrequent]).parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Shares'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Buy' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent(/Too many requests/)
  },
}

/** Refused as sold out meanwhile: back to the form, under the shares. */
export const SoldOut: Story = {
  parameters: msw([dualScenarios.buySoldOut]).parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Shares'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Buy' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Shares')).toHaveAccessibleDescription(
        'Not enough shares are left in this product',
      ),
    )
  },
}

export const NotFound: Story = {
  parameters: { route: `${paths.investPurchase}?id=abc` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Product not found')).toBeVisible()
  },
}
