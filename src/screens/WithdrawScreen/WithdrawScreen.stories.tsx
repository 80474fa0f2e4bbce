import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockAddresses } from '@/api/contract/payout.fixtures'
import { USDT_ID } from '@/api/contract/wallet'
import { toUnits } from '@/api/contract/wallet-math'
import { mockWithdrawInfo } from '@/api/contract/wallet.fixtures'
import { authHandlerList, securityScenarios } from '@/api/msw/auth'
import { ok, readBody } from '@/api/msw/envelope'
import { kycHandlerList } from '@/api/msw/kyc'
import { createPayoutMock } from '@/api/msw/payout'
import { createWalletMock, walletScenarios, type WalletMockState } from '@/api/msw/wallet'
import { withdrawMachine } from '@/machines/withdraw/withdraw.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { WithdrawScreen } from './WithdrawScreen'

/** A fresh sandbox stand-in per story: balances, the address book and the user's pay password. */
function msw(
  opts: { wallet?: WalletMockState; before?: RequestHandler[]; payPassword?: boolean } = {},
) {
  const wallet = createWalletMock({ addressBook: MockAddresses, ...opts.wallet })
  return {
    wallet,
    parameters: {
      msw: {
        handlers: {
          auth: [
            opts.payPassword === false ? [] : [securityScenarios.infoAllBound],
            authHandlerList,
          ].flat(),
          payout: createPayoutMock().list,
          kyc: kycHandlerList,
          wallet: [...(opts.before ?? []), ...wallet.list],
        },
      },
    },
  }
}

const meta = {
  component: WithdrawScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  args: { timeZone: 'UTC' },
  parameters: {
    // the idempotency key is made by an actor: fixed, so every run sends the same request
    inject: injectProps<typeof WithdrawScreen>({
      machine: fixedKey(withdrawMachine, 'story-withdraw-key-1'),
    }),
    frame: 'screen',
    route: '/pages/fund/withdraw?currency=3&network=TRC20',
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof WithdrawScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm withdrawal' })

/** USDT on TRC20: the saved TRC20 address, the Lv1 limit, fee and minimum from wallet/get_info. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdraw USDT' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('radio', { name: /Exchange deposit/ })).toBeChecked()
    await expect(canvas.getByText('24 h limit (Lv1): 199.9 of 200 BTC left')).toBeVisible()
    await expect(
      canvas.getByText('Minimum 10.0000 USDT · Fee 1.0000 USDT, included in the amount'),
    ).toBeVisible()
  },
}

const submitted = msw()
/** Confirmed with the pay password; a double tap sends one request; then the status timeline. */
export const Submitted: Story = {
  parameters: submitted.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = { ...submitted.wallet.balances().change[USDT_ID]! }
    await userEvent.type(await canvas.findByLabelText('Amount'), '500')
    await expect(canvas.getByText('You will receive').nextElementSibling).toHaveTextContent(
      '499.0000 USDT',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.type(sheet.getByLabelText('Pay password', { selector: 'input' }), '123456')
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible()
    await expect(canvas.getByText('Withdrawal submitted for review')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Status' })).toHaveTextContent(/Under review/)
    await expect(canvas.getByText('TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9')).toBeVisible()
    // one request moved 500 USDT to on hold, once
    const after = submitted.wallet.balances().change[USDT_ID]!
    await expect(toUnits(before.available, 4) - toUnits(after.available, 4)).toBe(toUnits('500', 4))
    await expect(toUnits(after.locked, 4) - toUnits(before.locked, 4)).toBe(toUnits('500', 4))
  },
}

/** Max fills the whole available balance; more than that is flagged before anything is sent. */
export const Insufficient: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Max' }))
    await expect(canvas.getByLabelText('Amount')).toHaveValue('12500.5000')
    await userEvent.clear(canvas.getByLabelText('Amount'))
    await userEvent.type(canvas.getByLabelText('Amount'), '12500.5001')
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

const keys: string[] = []
const flaky = msw({
  before: [
    // the first attempt never reaches the server; the retry goes through to the sandbox stand-in
    http.post('*/api/wallet/out', async ({ request }) => {
      keys.push(String((await readBody(request.clone())).idempotency_key))
      if (keys.length === 1) return HttpResponse.error()
      return undefined
    }),
  ],
})
/** A network failure keeps everything typed; "Try again" sends the same request with the same key. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    keys.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.type(sheet.getByLabelText('Pay password', { selector: 'input' }), '123456')
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent('Network error')
    await expect(sheet.getByLabelText('Pay password', { selector: 'input' })).toHaveValue('123456')
    await userEvent.click(sheet.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible()
    await expect(keys).toEqual(['story-withdraw-key-1', 'story-withdraw-key-1'])
  },
}

export const WrongPayPassword: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.type(sheet.getByLabelText('Pay password', { selector: 'input' }), '000000')
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(
        sheet.getByLabelText('Pay password', { selector: 'input' }),
      ).toHaveAccessibleDescription('The pay password is wrong'),
    )
  },
}

let infoCalls = 0
const feeChanged = msw({
  before: [
    // the fee the form was opened with is gone by the time the user confirms
    http.post('*/api/wallet/get_info', () =>
      ok(
        mockWithdrawInfo(USDT_ID, {
          rate: ++infoCalls === 1 ? '0.5' : '1',
          kyc_level: 1,
          limit_btc: '200',
        }),
      ),
    ),
  ],
})
/** The server's fee changed: the sheet shows the old and the new fee and asks again. */
export const FeeChanged: Story = {
  parameters: feeChanged.parameters,
  beforeEach: () => {
    infoCalls = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.type(sheet.getByLabelText('Pay password', { selector: 'input' }), '123456')
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(
      await sheet.findByText(/The fee changed from 0.5000 USDT to 1.0000 USDT/),
    ).toBeVisible()
    await expect(sheet.getByText('You receive').nextElementSibling).toHaveTextContent(
      '99.0000 USDT',
    )
  },
}

/** No pay password yet: the sheet links to where it is set instead of a field that can only fail. */
export const NoPayPassword: Story = {
  parameters: msw({ payPassword: false }).parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const sheet = within(await dialog(canvasElement))
    await expect(sheet.getByRole('link', { name: 'Set a pay password' })).toHaveAttribute(
      'href',
      '#/pages/setting/payPassword',
    )
    await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

/** Not verified: the 998 path — the session says so and opens identity verification. */
export const Unverified: Story = {
  parameters: msw({ wallet: { kycLevel: 0 } }).parameters,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Verify your identity to withdraw')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Amount'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(
      await canvas.findByText('Please complete identity verification first'),
    ).toBeVisible()
    // the verification screen is a lazy route: give its first load time
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Identity verification' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: msw({ before: [walletScenarios.withdrawInfoPending] }).parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('main [data-slot="loader"]')).not.toBeNull(),
    )
  },
}

export const LoadFailed: Story = {
  parameters: msw({ before: [walletScenarios.withdrawInfoDown] }).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** A query naming no coin entry: the way to choose one. */
export const UnknownCoin: Story = {
  parameters: { route: '/pages/fund/withdraw?currency=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Choose a coin' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=withdraw',
    )
  },
}
