import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { borrowApplySnapshots } from '@/machines/borrow-apply/borrow-apply.fixtures'
import { toBorrowApplyView } from '@/machines/borrow-apply/borrow-apply.view'
import { snapshotViews } from '@sb/story-helpers'
import { BorrowApply } from './BorrowApply'

const view = snapshotViews(borrowApplySnapshots, toBorrowApplyView)

const meta = {
  component: BorrowApply,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('filled'),
    supportHref: '#/pages/common/support',
    onRetry: fn(),
    onAmountChange: fn(),
    onCollateralAmountChange: fn(),
    onTermChange: fn(),
    onCoinChange: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onAgain: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <BorrowApply {...args} />
    </div>
  ),
} satisfies Meta<typeof BorrowApply>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm the application' }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the loan terms')).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** VIP 1: the terms in numbers, why they cannot apply and what VIP 2 needs; no form. */
export const NotEligible: Story = {
  args: view('notEligible'),
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement, 'range')).toHaveTextContent('500,000 to 10,000,000 USDT')
    await expect(row(canvasElement, 'leverage')).toHaveTextContent('Up to 3×')
    await expect(row(canvasElement, 'term')).toHaveTextContent('7 to 365 days')
    await expect(row(canvasElement, 'overdue')).toHaveTextContent('0.5 % of the loan per day')
    await expect(row(canvasElement, 'close')).toHaveTextContent('Risk rate below 110 %')
    await expect(row(canvasElement, 'coins')).toHaveTextContent('BTC, ETH, USDT, USDC')
    await expect(canvas.getByText(/needs VIP level 2 or above/)).toBeVisible()
    await expect(canvas.getByText(/Your level is VIP 1/)).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

export const OpenLoan: Story = {
  args: view('openLoan'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/already have a loan under review or running/)).toBeVisible()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount to borrow (USDT)'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.selectOptions(canvas.getByLabelText('Collateral'), 'ETH')
    await expect(args.onCoinChange).toHaveBeenCalledWith('collateral', 'ETH')
  },
}

/** 500,000 USDT for 30 days against 18 BTC: the figures before submitting. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(row(canvasElement, 'dailyRate')).toHaveTextContent('0.045 % per day')
    await expect(row(canvasElement, 'interest')).toHaveTextContent('225.0000 USDT')
    await expect(row(canvasElement, 'dayOverdue')).toHaveTextContent('2,500.0000 USDT')
    await expect(row(canvasElement, 'risk')).toHaveTextContent('151.2')
    await expect(row(canvasElement, 'closePrice')).toHaveTextContent('30,555.55555556 USDT')
    await expect(canvas.getByLabelText('Collateral amount (BTC)')).toHaveAccessibleDescription(
      'At least 17.85714286 BTC (a 150 % risk rate)',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for the loan' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount to borrow (USDT)')).toHaveAccessibleDescription(
      'A loan must be worth at least 500,000 USDT',
    )
  },
}

export const CollateralShort: Story = {
  args: view('collateralShort'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Collateral amount (BTC)')).toHaveAccessibleDescription(
      'The collateral must be worth at least 150% of the loan',
    )
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('500,000.0000 USDT')).toBeVisible()
    await expect(s.getByText('18.00000000 BTC')).toBeVisible()
    await expect(s.getByText('30 days')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Apply for the loan' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

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
    await expect(sheet(canvasElement).getByRole('button', { name: /Apply/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Apply/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Application sent' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the terms' }))
    await expect(args.onAgain).toHaveBeenCalledOnce()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Condições do empréstimo OTC' })).toBeVisible()
  },
}
