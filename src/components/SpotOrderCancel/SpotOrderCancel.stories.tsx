import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { spotOrdersSnapshots } from '@/machines/spot-orders/spot-orders.fixtures'
import { toSpotOrdersView } from '@/machines/spot-orders/spot-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { SpotOrderCancel } from './SpotOrderCancel'

const view = snapshotViews(spotOrdersSnapshots, toSpotOrdersView)
const cancelOf = (key: 'confirming' | 'cancelling' | 'cancelFailed') => ({
  cancel: view(key).cancel,
})

const meta = {
  component: SpotOrderCancel,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...cancelOf('confirming'), onConfirm: fn(), onDismiss: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof SpotOrderCancel>

export default meta
type Story = StoryObj<typeof meta>

/** The order, and the 0.1 BTC it holds coming back. */
export const Confirming: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Cancel this order?' })
    await expect(
      within(sheet).getByText('0.1000 BTC held by this order returns to your spot account.'),
    ).toBeVisible()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel order' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Cancelling: Story = {
  args: cancelOf('cancelling'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Cancel order/ })).toBeDisabled()
  },
}

/** A network error: the sheet stays, confirming again retries. */
export const CancelFailed: Story = {
  args: cancelOf('cancelFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeEnabled()
  },
}
