import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { PositionStopSheet } from './PositionStopSheet'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)
const stopsOf = (key: Parameters<typeof view>[0]) => ({ stops: view(key).stops })

const meta = {
  component: PositionStopSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...stopsOf('editingStops'),
    onChange: fn(),
    onClear: fn(),
    onSubmit: fn(),
    onDismiss: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof PositionStopSheet>

export default meta
type Story = StoryObj<typeof meta>

/** A long's stops: the open and mark prices, the rule, each field with the price to pass. */
export const EditingStops: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = within(canvas.getByRole('dialog', { name: 'Take-profit / stop-loss' }))
    await expect(sheet.getByLabelText('Take-profit price')).toHaveValue('45000.00')
    await expect(sheet.getByText('Above 41,800.00')).toBeVisible()
    await expect(sheet.getByText('Below 40,000.00')).toBeVisible()
    await userEvent.type(sheet.getByLabelText('Stop-loss price'), '5')
    await expect(args.onChange).toHaveBeenLastCalledWith('stopLoss', '38000.005')
    await userEvent.click(sheet.getByRole('button', { name: 'Clear take-profit' }))
    await expect(args.onClear).toHaveBeenCalledWith('takeProfit')
    await userEvent.click(sheet.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** A short with none set yet: its rule is the reverse. */
export const NewStops: Story = {
  args: stopsOf('newStops'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/For a short, take-profit must be below/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear take-profit' })).toBeDisabled()
  },
}

/** A take-profit under the mark: refused before sending, with §7.2's rule under the field. */
export const TakeProfitInvalid: Story = {
  args: stopsOf('takeProfitInvalid'),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Take-profit price')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'Take-profit must be above both the open price and the current price for a long, below both for a short',
    )
  },
}

/** The sandbox refused the stop-loss (the price moved): its code, under the field. */
export const StopLossRefused: Story = {
  args: stopsOf('stopLossRefused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stop-loss price')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const SavingStops: Story = {
  args: stopsOf('savingStops'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save/ })).toBeDisabled()
  },
}
