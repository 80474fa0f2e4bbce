import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { borrowLoansSnapshots } from '@/machines/borrow-loans/borrow-loans.fixtures'
import { toBorrowLoansView } from '@/machines/borrow-loans/borrow-loans.view'
import { snapshotViews } from '@sb/story-helpers'
import { BorrowLoans } from './BorrowLoans'

const view = snapshotViews(borrowLoansSnapshots, toBorrowLoansView)

const meta = {
  component: BorrowLoans,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    onRetry: fn(),
    onRepay: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <BorrowLoans {...args} />
    </div>
  ),
} satisfies Meta<typeof BorrowLoans>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Repay the loan' }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your loans')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications or loans yet.')).toBeVisible()
  },
}

/** The running loan with interest and debt so far; repaid, closed by force, rejected. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('[data-row="loan-interest"] dd')).toHaveTextContent(
      '1,800.0000 USDT',
    )
    for (const status of ['Running', 'Repaid', 'Closed by force', 'Rejected'])
      await expect(canvas.getByText(status)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Repay' }))
    await expect(args.onRepay).toHaveBeenCalledWith(5)
  },
}

export const Overdue: Story = {
  args: view('overdue'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible()
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('1,001,800.0000 USDT')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Repay' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const RepayRefused: Story = {
  args: view('repayRefused'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toBeVisible()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Repay/ })).toBeDisabled()
  },
}

export const Repaying: Story = {
  args: view('repaying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Repay/ })).toBeDisabled()
  },
}
