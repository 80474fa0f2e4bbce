import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { Toaster } from './Toaster'

const meta = {
  component: Toaster,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { toasts: [{ id: '1', tone: 'success', message: 'Order placed' }] },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    const region = canvas.getByRole('region', { name: i18n.t('toaster.label') })
    await expect(getComputedStyle(region).zIndex).toBe('10090')
    await expect(canvas.getByRole('status')).toHaveTextContent('Order placed')
  },
}

export const Stack: Story = {
  args: {
    toasts: [
      { id: '1', tone: 'info', message: 'Copied to clipboard' },
      { id: '2', tone: 'success', message: 'Order placed' },
      { id: '3', tone: 'error', message: 'Insufficient balance' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance')
  },
}

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
  },
}
