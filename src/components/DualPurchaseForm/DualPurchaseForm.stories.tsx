import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { dualPurchaseSnapshots } from '@/machines/dual-purchase/dual-purchase.fixtures'
import { toDualPurchaseView } from '@/machines/dual-purchase/dual-purchase.view'
import { snapshotViews } from '@sb/story-helpers'
import { DualPurchaseForm } from './DualPurchaseForm'

const view = snapshotViews(dualPurchaseSnapshots, toDualPurchaseView)

const meta = {
  component: DualPurchaseForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('filled'),
    mineHref: '#/pages/invest/mine',
    productsHref: '#/pages/invest/invest?coin=1&type=call',
    onRetry: fn(),
    onSharesChange: fn(),
    onSharesBlur: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onLogin: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <DualPurchaseForm {...args} />
    </div>
  ),
} satisfies Meta<typeof DualPurchaseForm>

export default meta
type Story = StoryObj<typeof meta>

const outcome = (canvas: HTMLElement, key: 'coin' | 'usdt') =>
  within(canvas.querySelector(`[data-outcome="${key}"]`) as HTMLElement)
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm purchase' }))

/** 3 shares of the BTC call at 70,000: both outcomes before buying. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByLabelText('Shares')).toHaveValue('3')
    await expect(canvas.getByText('You invest').nextElementSibling).toHaveTextContent(
      '0.30000000 BTC',
    )
    await expect(canvas.getByText('Available').nextElementSibling).toHaveTextContent(
      '0.52340000 BTC',
    )
    const coin = outcome(canvasElement, 'coin')
    await expect(coin.getByText('Settlement price below 70,000 USDT: you get')).toBeVisible()
    await expect(coin.getByText('0.30090000 BTC')).toBeVisible()
    const usdt = outcome(canvasElement, 'usdt')
    await expect(usdt.getByText('At or above 70,000 USDT: you get')).toBeVisible()
    await expect(usdt.getByText('21,063.0000 USDT')).toBeVisible()
    await expect(
      canvas.getByText(/f = 1 \+ APR ÷ 100 × days ÷ 365 = 1 \+ 36.5 ÷ 100 × 3 ÷ 365 = 1.00300000/),
    ).toBeVisible()
    await expect(canvas.getByRole('note')).toHaveTextContent(/paid in USDT instead of BTC/)
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** 2 shares of the BTC put at 64,000: 200 USDT, at or below the strike paid in BTC. */
export const Put: Story = {
  args: view('put'),
  play: async ({ canvasElement }) => {
    await expect(
      outcome(canvasElement, 'coin').getByText('Settlement price at or below 64,000 USDT: you get'),
    ).toBeVisible()
    await expect(
      outcome(canvasElement, 'usdt').getByText('Above 64,000 USDT: you get'),
    ).toBeVisible()
    await expect(outcome(canvasElement, 'usdt').getByText('200.6575 USDT')).toBeVisible()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('region', { name: /returns/ })).toBeNull()
    await userEvent.type(canvas.getByLabelText('Shares'), '2')
    await expect(args.onSharesChange).toHaveBeenCalledWith('2')
  },
}

export const Invalid: Story = {
  args: view('invalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Shares')).toHaveAccessibleDescription(
      'Enter a whole number of shares',
    )
  },
}

export const Insufficient: Story = {
  args: view('insufficient'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Shares')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
  },
}

/** 45 of 50 shares held: 6 more would pass the limit. */
export const LimitReached: Story = {
  args: view('limitReached'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('50 shares (45 held)')).toBeVisible()
    await expect(canvas.getByLabelText('Shares')).toHaveAccessibleDescription(
      'That would exceed your share limit for this product',
    )
  },
}

/** A visitor sees everything and is offered the login. */
export const Visitor: Story = {
  args: view('visitor'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText('Available')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to buy' }))
    await expect(args.onLogin).toHaveBeenCalledOnce()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Closed: Story = {
  args: view('closed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'This product is closed for purchase.',
    )
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull()
  },
}

export const ProductClosed: Story = {
  args: view('productClosed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This product is no longer open for purchase',
    )
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('BTC-4MAR25-70000-C')).toBeVisible()
    await expect(s.getByText('0.30000000 BTC')).toBeVisible()
    await expect(s.getByText('Mar 4, 2025, 8:00 AM UTC')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Buy' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet stays with the reason, and confirming again is the retry. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toBeVisible()
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Buy/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Buy/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order placed' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My dual orders' })).toHaveAttribute(
      'href',
      '#/pages/invest/mine',
    )
  },
}

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
    await expect(canvas.getByRole('link', { name: 'See the products' })).toBeVisible()
  },
}
