import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { LockState } from '@/api/contract/lockming'
import { MockLockStates } from '@/api/contract/lockming.fixtures'
import { DAY_MS } from '@/api/contract/lockming-math'
import { USDT_ID } from '@/api/contract/wallet'
import { readBody } from '@/api/msw/envelope'
import { createLockmingMock, lockmingScenarios, type LockmingMock } from '@/api/msw/lockming'
import { paths } from '@/app/paths'
import { lockRedeemMachine } from '@/machines/lock-redeem/lock-redeem.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { LockmingOrdersScreen } from './LockmingOrdersScreen'

/** A fresh lock mining mock holding `locks`, `first` answering before it. */
const lockming = (locks: LockState[] = MockLockStates, ...first: RequestHandler[]) => ({
  msw: { handlers: { lockming: [...first, ...createLockmingMock({ locks }).list] } },
})
/** The mocks a story moves while it runs (one each: a run loads the module afresh). */
const redeeming = createLockmingMock()
const dayEnding = createLockmingMock()
const refreshing = createLockmingMock()
const retrying = createLockmingMock()
/** The cancel requests' keys; the first answer is lost. */
const sentKeys: string[] = []
const loseFirstAnswer = http.post('*/api/lh/deposit/order/cancel', async ({ request }) => {
  sentKeys.push((await readBody(request.clone())).idempotency_key ?? '')
  return sentKeys.length === 1 ? HttpResponse.error() : undefined
})
const handlers = (mock: LockmingMock, ...first: RequestHandler[]) => ({
  msw: { handlers: { lockming: [...first, ...mock.list] } },
})

const meta = {
  component: LockmingOrdersScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.lockmingOrders,
    session: { token: MockToken, user: MockUser },
    inject: injectProps<typeof LockmingOrdersScreen>({
      redeemMachine: fixedKey(lockRedeemMachine, 'story-redeem-key-1'),
    }),
    ...lockming(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockmingOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The first (newest) card named `name`: #3, the earning 5-day USDT lock. */
const card = async (canvas: ReturnType<typeof within>, name: string) =>
  (await canvas.findAllByRole('article', { name }))[0]!
const dialog = (canvas: ReturnType<typeof within>, name: string | RegExp = /^Redeem early/) =>
  canvas.findByRole('dialog', { name })
const row = (sheet: HTMLElement, id: string) =>
  sheet.querySelector(`[data-row="${id}"] dd`)?.textContent

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My locks' })).toBeVisible()
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await expect(canvas.getByRole('region', { name: 'Earning now' })).toHaveTextContent(
      'USDT · 1 lock1,000.0000+3.0000 a day',
    )
  },
}

/** Filters load over HTTP and are written to the address; `?status=2` opens Finished. */
export const Filters: Story = {
  parameters: { route: `${paths.lockmingOrders}?status=2` },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Finished' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    await userEvent.click(canvas.getByRole('tab', { name: 'Earning' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      `${paths.lockmingOrders}?status=earning`,
    )
  },
}

/** Redeeming early: the sheet's penalty is what is charged; the card then shows it redeemed. */
export const Redeem: Story = {
  parameters: handlers(redeeming),
  play: async ({ canvas, userEvent }) => {
    const lock = await card(canvas, 'USDT · 5 days')
    await waitFor(() => expect(lock.dataset.state).toBe('earning'))
    await userEvent.click(within(lock).getByRole('button', { name: 'Redeem early' }))
    const sheet = await dialog(canvas)
    await expect(row(sheet, 'penalty')).toBe('12.0000 USDT')
    await expect(row(sheet, 'refund')).toBe('988.0000 USDT')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Redeem early' }))
    const done = await dialog(canvas, 'Redeemed early')
    await expect(done).toHaveTextContent('988.0000 USDT is back in your funds account.')
    await expect(redeeming.balances().change[USDT_ID]?.available).toBe('13488.5000')
    await userEvent.click(within(done).getByRole('button', { name: 'Got it' }))
    await waitFor(() =>
      expect(canvas.getAllByRole('article', { name: 'USDT · 5 days' })[0]).toHaveAttribute(
        'data-state',
        'redeemed',
      ),
    )
    const redeemed = canvas.getAllByRole('article', { name: 'USDT · 5 days' })[0]!
    await expect(redeemed.querySelector('[data-figure="penalty"] dd')).toHaveTextContent('12.0000')
    await expect(redeemed.querySelector('[data-figure="returned"] dd')).toHaveTextContent(
      '988.0000',
    )
    await expect(canvas.queryByRole('region', { name: 'Earning now' })).toBeNull()
  },
}

/** A day ends before confirming: the new penalty (8) is shown and confirmed again. */
export const FeeChanged: Story = {
  parameters: handlers(dayEnding),
  play: async ({ canvas, userEvent }) => {
    const lock = await card(canvas, 'USDT · 5 days')
    await userEvent.click(within(lock).getByRole('button', { name: 'Redeem early' }))
    const sheet = await dialog(canvas)
    dayEnding.advance(DAY_MS)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Redeem early' }))
    await waitFor(() =>
      expect(within(sheet).getByRole('alert')).toHaveTextContent(
        'the penalty is now 8.0000 USDT instead of 12.0000 USDT',
      ),
    )
    await expect(row(sheet, 'refund')).toBe('992.0000 USDT')
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Redeem early' })).toBeEnabled(),
    )
  },
}

/** The answer is lost: the sheet stays; confirming again sends the same key and redeems once. */
export const NetworkError: Story = {
  parameters: handlers(retrying, loseFirstAnswer),
  play: async ({ canvas, userEvent }) => {
    const lock = await card(canvas, 'USDT · 5 days')
    await userEvent.click(within(lock).getByRole('button', { name: 'Redeem early' }))
    const sheet = await dialog(canvas)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Redeem early' }))
    await waitFor(() => expect(within(sheet).getByRole('alert')).toHaveTextContent(/network/i))
    await expect(row(sheet, 'penalty')).toBe('12.0000 USDT')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Redeem early' }))
    await dialog(canvas, 'Redeemed early')
    await expect(sentKeys).toEqual(['story-redeem-key-1', 'story-redeem-key-1'])
    await expect(retrying.locks().filter((l) => l.isCancel === 1)).toHaveLength(2)
  },
}

/** It matured meanwhile: the refusal in words; the list reads the locks again. */
export const Refused: Story = {
  parameters: lockming(MockLockStates, lockmingScenarios.cancelNotActive),
  play: async ({ canvas, userEvent }) => {
    const lock = await card(canvas, 'USDT · 5 days')
    await userEvent.click(within(lock).getByRole('button', { name: 'Redeem early' }))
    await userEvent.click(
      within(await dialog(canvas)).getByRole('button', { name: 'Redeem early' }),
    )
    await waitFor(() =>
      expect(within(canvas.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        'no longer earning',
      ),
    )
  },
}

/** No private event tells of the 00:00 UTC payments: Refresh reads them. */
export const Refresh: Story = {
  parameters: handlers(refreshing),
  play: async ({ canvas, userEvent }) => {
    const lock = await card(canvas, 'USDT · 5 days')
    await expect(within(lock).getByText('6.0000')).toBeVisible()
    refreshing.advance(DAY_MS)
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() =>
      expect(within(canvas.getAllByRole('article')[0]!).getByText('9.0000')).toBeVisible(),
    )
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Paid (3/5 days)')
  },
}

export const Loading: Story = {
  parameters: lockming(MockLockStates, lockmingScenarios.ordersPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: lockming(MockLockStates, lockmingScenarios.ordersDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** Nothing locked: a link to the products. */
export const Empty: Story = {
  parameters: lockming([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No locks yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      `#${paths.lockming}`,
    )
  },
}

/** Without a session the screen asks to log in, then goes to login. */
export const LoggedOut: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    await waitFor(
      () => expect(canvas.getByTestId('story-location')).toHaveTextContent(paths.login),
      { timeout: 4000 },
    )
  },
}
