import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { USDT_ID } from '@/api/contract/wallet'
import { createLockmingMock, lockmingRefused } from '@/api/msw/lockming'
import { createWalletMock } from '@/api/msw/wallet'
import { lockFormMachine } from '@/machines/lock-form/lock-form.machine'
import { mockLockClock } from '@/machines/lock-form/lock-form.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { LockBuyScreen } from './LockBuyScreen'

/** The wallet and lock mining stand-ins sharing one funds account. */
function msw() {
  const wallet = createWalletMock()
  const lockming = createLockmingMock({ balances: wallet.balances(), locks: [] })
  return { lockming, handlers: { wallet: wallet.list, lockming: lockming.list } }
}

const meta = {
  component: LockBuyScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof LockBuyScreen>({
      machine: fixedKey(lockFormMachine, 'story-lock-key-1'),
      now: mockLockClock,
    }),
    frame: 'screen',
    route: '/pages/lockming/buy?id=1',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: msw().handlers },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockBuyScreen>

export default meta
type Story = StoryObj<typeof meta>

const amount = (canvas: HTMLElement) => within(canvas).findByLabelText('Amount (USDT)')
const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm lock' })

const locked = msw()
/** 1,000 USDT: the terms, the confirm step (a double tap locks once), then the new lock. */
export const Lock: Story = {
  parameters: { msw: { handlers: locked.handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await amount(canvasElement), '1000')
    await expect(canvas.getByText('15.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Lock' }))
    await expect(await canvas.findByRole('heading', { name: 'Locked' })).toBeVisible()
    await expect(locked.lockming.locks()).toHaveLength(1)
    await expect(locked.lockming.balances().change[USDT_ID]!.available).toBe('11500.5000')
    await expect(canvas.getByRole('link', { name: 'See my locks' })).toHaveAttribute(
      'href',
      '#/pages/lockming/order',
    )
  },
}

/** Checked in place: below the minimum, then above the balance. */
export const Validation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const field = await amount(canvasElement)
    await userEvent.type(field, '50')
    await userEvent.tab()
    await expect(field).toBeInvalid()
    await userEvent.clear(field)
    await userEvent.type(field, '20000')
    await expect(field).toBeInvalid()
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** The sandbox refuses (the balance moved meanwhile): said under the amount, amount kept. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        ...msw().handlers,
        lockming: [lockmingRefused('buy', 'insufficientBalance'), ...msw().handlers.lockming],
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await amount(canvasElement), '1000')
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Lock' }))
    const field = await amount(canvasElement)
    // the refusal arrives after the click: wait for it rather than catch the request in flight
    await waitFor(() => expect(field).toBeInvalid())
    await expect(field).toHaveValue('1000')
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/lockming/buy?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Product not found')).toBeVisible()
  },
}
