import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { CancelOpeningSheet } from './cancel-opening-sheet'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)
const cancelOf = (key: Parameters<typeof view>[0]) => ({ cancel: view(key).cancel })

const meta = {
  title: 'Components/PositionList/CancelOpeningSheet',
  component: CancelOpeningSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...cancelOf('cancelling'), onConfirm: fn(), onDismiss: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof CancelOpeningSheet>

export default meta
type Story = StoryObj<typeof meta>

/** The pending limit long and the margin + fee it gives back. */
export const Cancelling: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('40.7025 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const CancelKeying: Story = { args: cancelOf('cancelKeying') }

export const CancelSending: Story = {
  args: cancelOf('cancelSending'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cancel order/ })).toBeDisabled()
  },
}
