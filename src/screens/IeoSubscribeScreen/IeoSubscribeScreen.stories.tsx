import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { MockIeoOrders, mockIeoDetail } from '@/api/contract/ieo.fixtures'
import { ok, readBody } from '@/api/msw/envelope'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { ieoPlacementMachine } from '@/machines/ieo-placement/ieo-placement.machine'
import { ieoSubscribeMachine } from '@/machines/ieo-subscribe/ieo-subscribe.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { IeoSubscribeScreen } from './IeoSubscribeScreen'

/** A fixed key, and a countdown whose second lasts an hour (the picture does not move). */
const machine = fixedKey(
  ieoSubscribeMachine.provide({ delays: { tick: 3_600_000 } }),
  'story-ieo-key-1',
)

const placementMachine = fixedKey(ieoPlacementMachine, 'story-ieo-buy-key-1')

/** A fresh sandbox stand-in per story; `first` answers before it. */
function msw(...first: RequestHandler[]) {
  const ieo = createIeoMock()
  return { ieo, parameters: { msw: { handlers: { ieo: [...first, ...ieo.list] } } } }
}

const meta = {
  component: IeoSubscribeScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof IeoSubscribeScreen>({ machine, placementMachine }),
    frame: 'screen',
    route: '/pages/ieo/subscribe?id=2',
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof IeoSubscribeScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('dialog', { name: 'Confirm subscription' }))

const subscribed = msw()
/** 2,000 NOVA: the cost before confirming, then the subscription made, once. */
export const Subscribe: Story = {
  parameters: subscribed.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount (tokens)'), '2000')
    await expect(canvas.getByLabelText('What you pay and get')).toHaveTextContent('100.0000 USDT')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    const sheet = await dialog(canvasElement)
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Confirm and pay' }))
    await expect(await canvas.findByRole('heading', { name: 'Subscription made' })).toBeVisible()
    const made = subscribed.ieo.orders().filter((o) => o.id > 12)
    await expect(made).toHaveLength(1)
    await expect(made[0]?.total_price).toBe('100.0000')
  },
}

/** Max: the most the balance pays for (12,500.5 USDT at 0.05). */
export const Max: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }))
    await expect(canvas.getByLabelText('Amount (tokens)')).toHaveValue('250010')
    await expect(canvas.getByLabelText('What you pay and get')).toHaveTextContent('0.0000 USDT')
  },
}

let attempts = 0
const keys: string[] = []
const flaky = msw(
  http.post('*/api/project/order', async ({ request }) => {
    keys.push((await readBody(request.clone())).idempotency_key ?? '')
    if (++attempts === 1) return HttpResponse.error()
  }),
)
/** The first answer is lost: the sheet stays with the amount; confirming again sends the same key. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    attempts = 0
    keys.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount (tokens)'), '500')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    const sheet = await dialog(canvasElement)
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm and pay' }))
    await userEvent.click(await sheet.findByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Subscription made' })).toBeVisible()
    await expect(keys).toEqual(['story-ieo-key-1', 'story-ieo-key-1'])
  },
}

/** Sold out meanwhile: the refusal, translated, after the project is read again. */
export const SoldOut: Story = {
  parameters: msw(ieoScenarios.subscribeSoldOut).parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount (tokens)'), '500')
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await userEvent.click(
      (await dialog(canvasElement)).getByRole('button', { name: 'Confirm and pay' }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This subscription is sold out',
    )
    await expect(canvas.getByLabelText('Amount (tokens)')).toHaveValue('500')
  },
}

/** LUMA opens in 2 days: the countdown, the form disabled. */
export const NotStarted: Story = {
  parameters: { route: '/pages/ieo/subscribe?id=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Until then you cannot subscribe/)).toHaveTextContent(
      /Starts in 2 days/,
    )
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  },
}

/** ORBT has ended: its result, and its unsold supply for sale at the listing price. */
export const Ended: Story = {
  parameters: { route: '/pages/ieo/subscribe?id=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Subscription closed' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Buy at the listing price' })).toBeVisible()
  },
}

const placed = msw()
/** ORBT after its end: 25.05 USDT buys 250.5 ORBT, confirmed once, delivered at once. */
export const Placement: Story = {
  parameters: { route: '/pages/ieo/subscribe?id=1', ...placed.parameters },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to spend'), '25.05')
    await expect(canvas.getByLabelText('What you pay and get')).toHaveTextContent('250.5 ORBT')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    const sheet = within(
      await within(canvasElement).findByRole('dialog', { name: 'Confirm purchase' }),
    )
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Confirm and pay' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Your purchase at the listing price' }),
    ).toBeVisible()
    await expect(canvas.getByText(/^250\.5 ORBT bought for 25\.0500 USDT/)).toBeVisible()
    await expect(placed.ieo.orders().filter((o) => o.type === 3)).toHaveLength(1)
  },
}

/** A visitor reads the project; subscribing asks to log in first. */
export const Visitor: Story = {
  parameters: {
    session: { token: null },
    ...msw(http.get('*/api/project/detail', () => ok(mockIeoDetail(2, MockIeoOrders, null))))
      .parameters,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in to subscribe' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  },
}

/** A bad id: not found, without a request. */
export const NotFound: Story = {
  parameters: { route: '/pages/ieo/subscribe?id=abc', ...msw(ieoScenarios.detailDown).parameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Project not found')).toBeVisible()
  },
}
