import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MockUsdtDepositAddress } from '@/api/contract/wallet.fixtures'
import { readBody } from '@/api/msw/envelope'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { MockIdempotencyKey, MockSenderAddress } from '@/machines/deposit/deposit.fixtures'
import { depositMachine } from '@/machines/deposit/deposit.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { DepositScreen } from './DepositScreen'

/** What the page's clipboard received, and every claim request sent, seen by the play functions. */
const clipboard: string[] = []
const claims: Record<string, string>[] = []
/** Records each claim request, then lets the wallet mock answer it. */
const recordClaims = http.post('*/api/wallet/charge_req', async ({ request }) => {
  claims.push(await readBody(request.clone()))
  return undefined
})

const msw = (...wallet: RequestHandler[]) => ({
  msw: {
    handlers: {
      wallet: [recordClaims, ...wallet, ...createWalletMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

/** A fixed key (the app makes a random one per confirmation), a clipboard that keeps "Copied" up. */
const machine = depositMachine.provide({
  actors: {
    createKey: fromPromise(async () => MockIdempotencyKey),
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      clipboard.push(input.text)
    }),
  },
  delays: { copiedReset: 60_000 },
})

const meta = {
  component: DepositScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof DepositScreen>({ machine }),
    frame: 'screen',
    route: '/pages/fund/receive?currency=3&network=TRC20',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  beforeEach: () => {
    claims.length = 0
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DepositScreen>

export default meta
type Story = StoryObj<typeof meta>

/** USDT on TRC20: the sandbox address with its QR code, the warning, the claim form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit USDT' }),
    ).toBeVisible()
    await expect(await canvas.findByText(MockUsdtDepositAddress.trc20)).toBeVisible()
    await expect(
      canvas.getByRole('img', { name: 'QR code of the USDT TRC20 deposit address' }),
    ).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Claim your deposit' })).toBeVisible()
  },
}

export const CopyAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy address' }))
    await expect(await canvas.findByText('Address copied to the clipboard')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(clipboard.at(-1)).toBe(MockUsdtDepositAddress.trc20)
  },
}

async function fillAndReview(
  canvas: ReturnType<typeof within>,
  user: {
    type: (el: Element, text: string) => Promise<void>
    click: (el: Element) => Promise<void>
  },
) {
  await user.type(await canvas.findByLabelText('Amount sent (USDT)'), '500')
  await user.type(canvas.getByLabelText('Your sending address, or a note'), MockSenderAddress)
  await user.click(canvas.getByRole('button', { name: 'Continue' }))
  return canvas.getByRole('dialog', { name: 'Confirm deposit claim' })
}

/** The claim over HTTP: confirm (a double tap sends once), then the pending claim on its timeline. */
export const Claim: Story = {
  play: async ({ canvas, userEvent }) => {
    const sheet = await fillAndReview(canvas, userEvent)
    const confirm = within(sheet).getByRole('button', { name: 'Submit claim' })
    await userEvent.dblClick(confirm)
    await expect(await canvas.findByRole('heading', { name: 'Claim submitted' })).toBeVisible()
    await expect(await canvas.findByText('Deposit claim submitted')).toBeVisible()
    await expect(claims).toHaveLength(1)
    await expect(claims[0]).toMatchObject({
      account: MockSenderAddress,
      amount: '500',
      currency: '3',
      type: '0',
      network: 'TRC20',
      idempotency_key: MockIdempotencyKey,
    })
    const steps = within(canvas.getByRole('list', { name: 'Status' })).getAllByRole('listitem')
    await expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
    ])
  },
}

/** Checked before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount sent (USDT)'), '12,34567')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(canvas.getByLabelText('Amount sent (USDT)')).toHaveAccessibleDescription(
      'USDT has at most 4 decimals',
    )
    await expect(
      canvas.getByLabelText('Your sending address, or a note'),
    ).toHaveAccessibleDescription(
      'Please enter the address you sent from, or a note (at most 128 characters)',
    )
    await expect(claims).toHaveLength(0)
  },
}

/** The answer is lost: what was typed stays, and trying again sends the same key. */
let claimCalls = 0
export const LostAnswer: Story = {
  parameters: msw(
    http.post('*/api/wallet/charge_req', () => {
      claimCalls += 1
      return claimCalls === 1 ? HttpResponse.error() : undefined
    }),
  ),
  beforeEach: () => {
    claimCalls = 0
  },
  play: async ({ canvas, userEvent }) => {
    const sheet = await fillAndReview(canvas, userEvent)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit claim' }))
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Claim submitted' })).toBeVisible()
    await expect(claims.map((c) => c.idempotency_key)).toEqual([
      MockIdempotencyKey,
      MockIdempotencyKey,
    ])
  },
}

/** Stays on the failed sheet, for its picture. */
export const SubmitFailed: Story = {
  parameters: msw(walletScenarios.claimDepositDown),
  play: async ({ canvas, userEvent }) => {
    const sheet = await fillAndReview(canvas, userEvent)
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit claim' }))
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByLabelText('Amount sent (USDT)')).toHaveValue('500')
  },
}

export const Loading: Story = {
  parameters: { ...msw(walletScenarios.depositAddressPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(walletScenarios.depositAddressDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

/** Bitcoin has one network: `?currency=1` is enough. */
export const Bitcoin: Story = {
  parameters: { route: '/pages/fund/receive?currency=1' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Send BTC on BTC' })).toBeVisible()
  },
}

/** USDT without its network names no coin entry: the user chooses one. */
export const UnknownCoin: Story = {
  parameters: { route: '/pages/fund/receive?currency=3' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This coin or network is not offered')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Choose a coin' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=receive',
    )
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
