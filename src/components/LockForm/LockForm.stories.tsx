import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { lockFormSnapshots } from '@/machines/lock-form/lock-form.fixtures'
import { toLockFormView } from '@/machines/lock-form/lock-form.view'
import { snapshotViews } from '@sb/story-helpers'
import { LockForm } from './LockForm'

const view = snapshotViews(lockFormSnapshots, toLockFormView)

const meta = {
  component: LockForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('filled'),
    transferHref: '#/pages/fund/fundTransfer?to=change',
    depositHref: '#/pages/fund/receive',
    ordersHref: '#/pages/lockming/order',
    productsHref: '#/pages/lockming/lockming',
    onRetry: fn(),
    onAmountChange: fn(),
    onAmountBlur: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <LockForm {...args} />
    </div>
  ),
} satisfies Meta<typeof LockForm>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm lock' }))
const amountField = (canvas: HTMLElement) => within(canvas).getByLabelText('Amount (USDT)')

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the product')).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Product not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '#/pages/lockming/lockming',
    )
  },
}

/** Nothing typed: the product's terms and the rules in words, no figures yet. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('Funds balance: 12,500.5000 USDT')).toBeVisible()
    await expect(canvas.getByText('Enter an amount to see its interest and dates.')).toBeVisible()
    await expect(canvasElement.querySelector('[data-row="total"]')).toBeNull()
    await userEvent.type(amountField(canvasElement), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'Transfer in' })).toHaveAttribute(
      'href',
      '#/pages/fund/fundTransfer?to=change',
    )
  },
}

/** 1,000 USDT for 5 days at 0.3 %: 3 a day, 15 in all, 1,015 back; 20 penalty on day 1. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(row(canvasElement, 'daily')).toHaveTextContent('3.0000 USDT')
    await expect(row(canvasElement, 'total')).toHaveTextContent('15.0000 USDT')
    await expect(row(canvasElement, 'first')).toHaveTextContent('Mar 3, 2025, 12:00 AM (UTC)')
    await expect(row(canvasElement, 'maturity')).toHaveTextContent('Mar 7, 2025, 12:00 AM (UTC)')
    await expect(row(canvasElement, 'return')).toHaveTextContent('1,015.0000 USDT')
    await expect(
      canvas.getByText(
        'Redeemed on day 1 (5 days remaining): 0.4% × 5 × 1,000.0000 USDT = 20.0000 USDT penalty; 980.0000 USDT comes back.',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(/minimum/i)
  },
}

export const AboveBalance: Story = {
  args: view('aboveBalance'),
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toBeInvalid()
  },
}

export const NotANumber: Story = {
  args: view('notANumber'),
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toBeInvalid()
    await expect(canvasElement.querySelector('[data-row="daily"]')).toBeNull()
  },
}

export const Required: Story = {
  args: view('required'),
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toBeInvalid()
  },
}

/** The product closed meanwhile: the refusal, translated, on the form. */
export const ProductClosed: Story = {
  args: view('productClosed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('1,000.0000 USDT')).toBeVisible()
    await expect(s.getByText(/0.4% of the amount per day remaining/)).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Lock' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet says so and offers to try again (same key). */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(s.getByRole('alert')).toBeVisible()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Lock/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Lock/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Locked' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See my locks' })).toHaveAttribute(
      'href',
      '#/pages/lockming/order',
    )
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'O que você ganha' })).toBeVisible()
  },
}
