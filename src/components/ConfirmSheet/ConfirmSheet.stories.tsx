import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { ConfirmSheet } from './ConfirmSheet'

/** Story-only sample figures; the real sheets get theirs from their machines' views. */
const rows = [
  { id: 'amount', label: 'Amount', value: '1,000.0000 USDT' },
  { id: 'fee', label: 'Fee', value: '1.0000 USDT' },
  { id: 'arrives', label: 'You receive', value: '999.0000 USDT', emphasis: true },
  { id: 'address', label: 'To', value: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9', long: true },
]

const meta = {
  component: ConfirmSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    open: true,
    title: 'Confirm withdrawal',
    rows,
    notice: 'Send only on the TRC20 network.',
    busy: false,
    onConfirm: fn(),
    onClose: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ConfirmSheet>

export default meta
type Story = StoryObj<typeof meta>

export const Confirming: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Confirm withdrawal' })
    const figures = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)
    await expect(figures).toEqual([
      'Amount=1,000.0000 USDT',
      'Fee=1.0000 USDT',
      'You receive=999.0000 USDT',
      'To=TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    ])
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** In flight: a second tap sends nothing, and going back is not offered. */
export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const sheet = canvas.getByRole('dialog')
    await expect(sheet).toHaveAttribute('aria-busy', 'true')
    const confirm = within(sheet).getByRole('button', { name: /Confirm/ })
    await expect(confirm).toBeDisabled()
    await expect(within(sheet).getByRole('button', { name: 'Back' })).toBeDisabled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

/** The request failed: the sheet stays with the reason, and confirming again retries. */
export const Failed: Story = {
  args: { error: 'Network error. Check your connection and try again', confirmLabel: 'Try again' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** Extra input the request needs first (a pay password): confirming waits for it. */
export const NeedsInput: Story = {
  args: {
    canConfirm: false,
    children: (
      <label className="flex flex-col gap-1 text-sm">
        Pay password
        <input type="password" className="bg-surface border-line h-11 rounded-lg border px-3" />
      </label>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Pay password')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}
