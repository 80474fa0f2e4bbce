import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { withdrawSnapshots } from '@/machines/withdraw/withdraw.fixtures'
import { toWithdrawView } from '@/machines/withdraw/withdraw.view'
import { snapshotViews } from '@sb/story-helpers'
import { WithdrawForm } from './WithdrawForm'

const view = snapshotViews(withdrawSnapshots, toWithdrawView)

const meta = {
  component: WithdrawForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    addAddressHref: '#/pages/setting/addWallet?network=USDT-TRC20',
    cardHrefs: {
      card: '#/pages/setting/bank',
      internationalCard: '#/pages/setting/bank_international',
    },
    verifyHref: '#/pages/setting/real_mark',
    payPasswordHref: '#/pages/setting/payPassword',
    recordsHref: '#/pages/fund/receive_withdraw_record',
    assetsHref: '#/pages/fund/assets',
    timeZone: 'UTC',
    onRetry: fn(),
    onSelectDestination: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onPayPasswordChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onRefreshStatus: fn(),
  },
  globals: { locale: 'en' },
  // the layer behind a sheet is scrolled content; the form alone needs room
  render: (args) => (
    <div className="absolute inset-0 overflow-y-auto bg-page px-4 py-4">
      <WithdrawForm {...args} />
    </div>
  ),
} satisfies Meta<typeof WithdrawForm>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loading/)
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /Exchange deposit/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /Hardware wallet/ }))
    await expect(args.onSelectDestination).toHaveBeenCalledWith('address', 34)
    await userEvent.click(canvas.getByRole('tab', { name: 'Bank card' }))
    await expect(args.onSelectDestination).toHaveBeenCalledWith('card', undefined)
    await userEvent.type(canvas.getByLabelText('Amount'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Available: 12,500.5000 USDT',
    )
    await expect(canvas.getByText('24 h limit (Lv1): 199.9 of 200 BTC left')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You will receive').nextElementSibling).toHaveTextContent(
      '499.0000 USDT',
    )
  },
}

/** Flagged while typing, before anything is sent. */
export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
    await expect(canvas.getByLabelText('Amount')).toBeInvalid()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'The amount is below the minimum',
    )
  },
}

/** No saved address of this coin and network: the way to add one. */
export const NoAddress: Story = {
  args: view('noAddress'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No saved USDT address on TRC20 yet/)).toBeVisible()
    await expect(
      canvas.getByText('Choose one of your saved withdrawal addresses for this coin'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '#/pages/setting/addWallet?network=USDT-TRC20',
    )
  },
}

export const Card: Story = {
  args: view('card'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Bank card' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText(/ending 0123/)).toBeVisible()
  },
}

export const NoInternationalCard: Story = {
  args: view('noInternationalCard'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '#/pages/setting/bank_international',
    )
  },
}

/** Not verified: what Lv1 allows and the way to verification (submitting takes the 998 path). */
export const Unverified: Story = {
  args: view('unverified'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verify your identity to withdraw')).toBeVisible()
    await expect(canvas.getByText(/up to 200 BTC every 24 hours/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '#/pages/setting/real_mark',
    )
  },
}

const sheet = (canvas: HTMLElement) =>
  within(canvas).getByRole('dialog', { name: 'Confirm withdrawal' })
const figures = (canvas: HTMLElement) =>
  within(sheet(canvas))
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(figures(canvasElement)).toEqual([
      'Amount=500.0000 USDT',
      'Fee=1.0000 USDT',
      'You receive=499.0000 USDT',
      'Network=TRC20',
      'To: Exchange deposit=TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    ])
    const dialog = within(sheet(canvasElement))
    await userEvent.type(dialog.getByLabelText('Pay password', { selector: 'input' }), '1')
    await expect(args.onPayPasswordChange).toHaveBeenCalledWith('1')
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Typed: Story = { args: view('typed') }

export const PayPasswordNotSet: Story = {
  args: view('payPasswordNotSet'),
  play: async ({ canvasElement }) => {
    const dialog = within(sheet(canvasElement))
    await expect(dialog.getByRole('link', { name: 'Set a pay password' })).toHaveAttribute(
      'href',
      '#/pages/setting/payPassword',
    )
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

export const PayPasswordInvalid: Story = {
  args: view('payPasswordInvalid'),
  play: async ({ canvasElement }) => {
    await expect(
      within(sheet(canvasElement)).getByLabelText('Pay password', { selector: 'input' }),
    ).toHaveAccessibleDescription('The pay password is wrong')
  },
}

/** The request failed on the way: everything stays, and confirming again retries. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const dialog = within(sheet(canvasElement))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Network error')
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = { args: view('keying') }

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(
      within(sheet(canvasElement)).getByRole('button', { name: /Confirm/ }),
    ).toBeDisabled()
  },
}

export const RefreshingTerms: Story = { args: view('refreshingTerms') }

/** The server's fee changed: the sheet shows old and new, and waits for a new confirmation. */
export const FeeChanged: Story = {
  args: view('feeChanged'),
  play: async ({ canvasElement }) => {
    await expect(
      within(sheet(canvasElement)).getByText(/The fee changed from 0.5000 USDT to 1.0000 USDT/),
    ).toBeVisible()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Status' })).toHaveTextContent(/Under review/)
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh status' }))
    await expect(args.onRefreshStatus).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'View withdrawal records' })).toBeVisible()
  },
}

export const Refreshing: Story = {
  args: view('refreshing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Refresh status/ })).toBeDisabled()
  },
}

export const Approved: Story = {
  args: view('approved'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Withdrawal approved' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Refresh status' })).toBeNull()
  },
}

/** Thai runs long: the sheet's figures and buttons still fit. */
export const ConfirmingThai: Story = { args: view('feeChanged'), globals: { locale: 'th' } }
