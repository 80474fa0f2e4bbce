import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { quickBuySnapshots } from '@/machines/quick-buy/quick-buy.fixtures'
import { toQuickBuyView } from '@/machines/quick-buy/quick-buy.view'
import { snapshotViews } from '@sb/story-helpers'
import { QuickBuyForm } from './QuickBuyForm'

const view = snapshotViews(quickBuySnapshots, toQuickBuyView)

const meta = {
  component: QuickBuyForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('filled'),
    onRetry: fn(),
    onFieldChange: fn(),
    onFieldBlur: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <QuickBuyForm {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickBuyForm>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm quick buy' }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the currencies')).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Nothing typed: the minimum said, no figures yet, the bank waits for a country. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Whole amounts only, at least 50.00 USD')).toBeVisible()
    await expect(
      canvas.getByText('Enter an amount to see the fee and what you receive.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Bank')).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Amount (USD)'), '7')
    await expect(args.onFieldChange).toHaveBeenCalledWith('amount', '7')
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'TH')
    await expect(args.onFieldChange).toHaveBeenCalledWith('country', 'TH')
  },
}

/** USD 100: fee 1.00, 99.0000 USDT at 1:1; Brazil and its bank chosen. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(row(canvasElement, 'fee')).toHaveTextContent('1.00 USD')
    await expect(row(canvasElement, 'rate')).toHaveTextContent('1 USDT = 1 USD')
    await expect(row(canvasElement, 'receive')).toHaveTextContent('99.0000 USDT')
    await expect(canvas.getByLabelText('Country')).toHaveDisplayValue('Brazil')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Submitted empty: every field says what it needs. */
export const Required: Story = {
  args: view('required'),
  play: async ({ canvas }) => {
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Tax ID'])
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        'This field is required',
      )
    await expect(canvas.getByLabelText('Country')).toBeInvalid()
  },
}

export const Invalid: Story = {
  args: view('invalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(
      'Enter a whole amount, without decimals',
    )
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription(
      'Special characters are not allowed',
    )
    await expect(canvas.getByLabelText('E-mail')).toBeInvalid()
    await expect(canvas.getByLabelText('Phone')).toBeInvalid()
    await expect(canvas.getByLabelText('Tax ID')).toBeInvalid()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount (USD)')).toHaveAccessibleDescription(
      'The amount is below the minimum for this currency',
    )
  },
}

/** A payer from Germany. */
export const AreaNotSupported: Story = {
  args: view('areaNotSupported'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(
      'Your area is temporarily not supported',
    )
    await expect(canvas.getByLabelText('Bank')).toBeDisabled()
  },
}

/** The sandbox refused the country: said under it. */
export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(
      'Your area is temporarily not supported',
    )
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('100.00 USD')).toBeVisible()
    await expect(s.getByText('Ana Souza')).toBeVisible()
    await expect(s.getByText(/30 minutes to make the bank transfer/)).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Create order' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet stays and offers to try again (same key). */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(s.getByRole('alert')).toBeVisible()
  },
}

/** The rate changed: the sheet says so while the new one is read. */
export const Refreshing: Story = {
  args: view('refreshing'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toHaveTextContent(/price has expired/)
    await expect(s.getByRole('button', { name: /Create order/ })).toBeDisabled()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Create order/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Create order/ })).toBeDisabled()
  },
}

/** Created: the screen opens the transfer page; the form stays as it was meanwhile. */
export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('País')).toBeVisible()
  },
}
