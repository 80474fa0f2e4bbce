import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { fundTransferSnapshots } from '@/machines/fund-transfer/fund-transfer.fixtures'
import { toFundTransferView } from '@/machines/fund-transfer/fund-transfer.view'
import { snapshotViews } from '@sb/story-helpers'
import { FundTransferForm } from './FundTransferForm'

const view = snapshotViews(fundTransferSnapshots, toFundTransferView)

const meta = {
  component: FundTransferForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    historyHref: '#/pages/fund/transfer_history',
    assetsHref: '#/pages/fund/assets',
    timeZone: 'UTC',
    onRetry: fn(),
    onFromChange: fn(),
    onToChange: fn(),
    onSwap: fn(),
    onCurrencyChange: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onAgain: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <FundTransferForm {...args} />
    </div>
  ),
} satisfies Meta<typeof FundTransferForm>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm transfer' }))

export const Loading: Story = { args: view('loading') }

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('From')).toHaveDisplayValue('Spot')
    await expect(canvas.getByLabelText('From')).toHaveAccessibleDescription(
      'Balance: 12,500.5000 USDT',
    )
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription(
      'Balance: 2,000.0000 USDT',
    )
    await userEvent.selectOptions(canvas.getByLabelText('To'), 'Options')
    await expect(args.onToChange).toHaveBeenCalledWith('micro')
    await userEvent.selectOptions(canvas.getByLabelText('From'), 'Fiat')
    await expect(args.onFromChange).toHaveBeenCalledWith('legal')
    await userEvent.click(canvas.getByRole('button', { name: 'Swap the two accounts' }))
    await expect(args.onSwap).toHaveBeenCalledOnce()
    await userEvent.selectOptions(canvas.getByLabelText('Coin'), 'BTC')
    await expect(args.onCurrencyChange).toHaveBeenCalledWith(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await expect(canvas.getByText(/No fee/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = { args: view('filled') }

export const FromOptions: Story = {
  args: view('fromOptions'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Available in Options: 150.2500 USDT',
    )
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
  },
}

export const Required: Story = {
  args: view('required'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Please enter the amount',
    )
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = sheet(canvasElement)
    const figures = dialog
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)
    await expect(figures).toEqual([
      'Amount=500.0000 USDT',
      'Accounts=Spot → Contract',
      'Fee=Free',
      'Arrives in Contract=500.0000 USDT',
    ])
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toHaveTextContent('Network error')
    await expect(sheet(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = { args: view('keying') }

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Confirm/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Transfer complete' })).toBeVisible()
    await expect(canvas.getByText('500.0000 USDT moved from Spot to Contract.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View transfer history' })).toHaveAttribute(
      'href',
      '#/pages/fund/transfer_history',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer again' }))
    await expect(args.onAgain).toHaveBeenCalledOnce()
  },
}

/** Portuguese, the default language. */
export const ConfirmingPortuguese: Story = { args: view('confirming'), globals: { locale: 'pt' } }
