import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { USDT_ID } from '@/api/contract/wallet'
import { toUnits } from '@/api/contract/wallet-math'
import { readBody } from '@/api/msw/envelope'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { fundTransferMachine } from '@/machines/fund-transfer/fund-transfer.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { FundTransferScreen } from './FundTransferScreen'

/** A fresh sandbox stand-in per story; `before` handlers answer first (and may pass through). */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  return { wallet, parameters: { msw: { handlers: { wallet: [...before, ...wallet.list] } } } }
}

const meta = {
  component: FundTransferScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  args: { timeZone: 'UTC' },
  parameters: {
    // the idempotency key is made by an actor: fixed, so every run sends the same request
    inject: injectProps<typeof FundTransferScreen>({
      machine: fixedKey(fundTransferMachine, 'story-transfer-key-1'),
    }),
    frame: 'screen',
    route: '/pages/fund/fundTransfer',
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof FundTransferScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm transfer' })

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('From')).toHaveDisplayValue('Spot')
    await expect(canvas.getByLabelText('To')).toHaveDisplayValue('Contract')
    await expect(canvas.getByLabelText('Coin')).toHaveDisplayValue('USDT')
  },
}

const moved = msw()
/** To the contract account: both balances move by the amount, once, for a double tap. */
export const Transferred: Story = {
  parameters: moved.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = {
      change: { ...moved.wallet.balances().change[USDT_ID]! },
      lever: { ...moved.wallet.balances().lever[USDT_ID]! },
    }
    await userEvent.type(await canvas.findByLabelText('Amount'), '500')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    const sheet = within(await dialog(canvasElement))
    await expect(sheet.getByText('Fee').nextElementSibling).toHaveTextContent('Free')
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await canvas.findByRole('heading', { name: 'Transfer complete' })).toBeVisible()
    await expect(canvas.getByText('500.0000 USDT moved from Spot to Contract.')).toBeVisible()
    const moved500 = (a: string, b: string) => toUnits(a, 4) - toUnits(b, 4) === toUnits('500', 4)
    await expect(
      moved500(before.change.available, moved.wallet.balances().change[USDT_ID]!.available),
    ).toBe(true)
    await expect(
      moved500(moved.wallet.balances().lever[USDT_ID]!.available, before.lever.available),
    ).toBe(true)
  },
}

/** Picking the other side's account swaps them: from and to are never the same. */
export const SameAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('To'), 'Spot')
    await expect(canvas.getByLabelText('From')).toHaveDisplayValue('Contract')
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Available in Contract: 2,000.0000 USDT',
    )
  },
}

export const Insufficient: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('From'), 'Options')
    await userEvent.type(canvas.getByLabelText('Amount'), '150.2501')
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

const keys: string[] = []
const flaky = msw([
  http.post('*/api/wallet/change', async ({ request }) => {
    keys.push(String((await readBody(request.clone())).idempotency_key))
    return keys.length === 1 ? HttpResponse.error() : undefined
  }),
])
/** A network failure keeps everything; "Try again" sends the same request with the same key. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    keys.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(sheet.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Transfer complete' })).toBeVisible()
    await expect(keys).toEqual(['story-transfer-key-1', 'story-transfer-key-1'])
  },
}

export const LoadFailed: Story = {
  parameters: msw([walletScenarios.overviewDown]).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: msw([walletScenarios.overviewPending]).parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('main [data-slot="loader"]')).not.toBeNull(),
    )
  },
}
