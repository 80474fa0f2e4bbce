import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { ClosePositionSheet } from './ClosePositionSheet'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)
const closeOf = (key: Parameters<typeof view>[0]) => ({ close: view(key).close })

const meta = {
  component: ClosePositionSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...closeOf('closing'), onConfirm: fn(), onDismiss: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof ClosePositionSheet>

export default meta
type Story = StoryObj<typeof meta>

const figures = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog'))
    .getAllByRole('term')
    .map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`)

/** The preview at the mark: 18 USDT of profit, 58 USDT back to the balance. */
export const Closing: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(figures(canvasElement)).toEqual([
      'Position=BTC/USDT Long 10×',
      'Close price (mark now)=41,800.00',
      'Margin=40.0000 USDT',
      'Realised P/L (est.)=+18.0000 USDT',
      'Returned to balance=+58.0000 USDT',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Close position' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** No answer: confirming again retries with the same key. */
export const CloseFailed: Story = {
  args: closeOf('closeFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const CloseNeedsFunds: Story = {
  args: closeOf('closeNeedsFunds'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/transfer funds/)
  },
}

export const CloseKeying: Story = { args: closeOf('closeKeying') }

export const CloseSending: Story = {
  args: closeOf('closeSending'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Close position/ })).toBeDisabled()
  },
}

export const ClosingPortuguese: Story = { globals: { locale: 'pt' } }
