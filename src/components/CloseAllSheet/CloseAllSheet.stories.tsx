import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import type { BatchCloseScope } from '@/api/contract/lever'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { CloseAllSheet } from './CloseAllSheet'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)
const closeAllOf = (key: Parameters<typeof view>[0]) => view(key).closeAll
const byScope = {
  all: closeAllOf('closingAll'),
  long: closeAllOf('closingLongs'),
  short: closeAllOf('closingShorts'),
}

const meta = {
  component: CloseAllSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { closeAll: byScope.all, onScopeChange: fn(), onConfirm: fn(), onDismiss: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof CloseAllSheet>

export default meta
type Story = StoryObj<typeof meta>

const figure = (canvas: HTMLElement, term: string) =>
  within(within(canvas).getByRole('dialog')).getByText(term).nextElementSibling?.textContent

/** Every closable position of every pair; the copy stays open. */
export const ClosingAll: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(figure(canvasElement, 'Positions')).toBe('3')
    await expect(figure(canvasElement, 'Realised P/L (est.)')).toBe('-8.0000 USDT')
    await expect(canvas.getByText(/1 copied position stays open/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close 3 positions' })).toBeEnabled()
  },
}

export const ClosingLongs: Story = { args: { closeAll: byScope.long } }

/**
 * The scope drives the figures: the story keeps the chosen scope as the machine would and shows
 * that scope's fixture, so the count and estimates change with it.
 */
export const ClosingShorts: Story = {
  render: function Render(args) {
    const [scope, setScope] = useState<BatchCloseScope>('all')
    return (
      <CloseAllSheet
        {...args}
        closeAll={byScope[scope]}
        onScopeChange={(s) => {
          args.onScopeChange(s)
          setScope(s)
        }}
      />
    )
  },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(figure(canvasElement, 'Positions')).toBe('3')
    await userEvent.click(canvas.getByRole('radio', { name: /Shorts only/ }))
    await expect(args.onScopeChange).toHaveBeenCalledWith('short')
    await expect(canvas.getByRole('radio', { name: /Shorts only/ })).toBeChecked()
    await expect(figure(canvasElement, 'Positions')).toBe('2')
    await expect(figure(canvasElement, 'Realised P/L (est.)')).toBe('-26.0000 USDT')
    await userEvent.click(canvas.getByRole('button', { name: 'Close 2 positions' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const CloseAllKeying: Story = { args: { closeAll: closeAllOf('closeAllKeying') } }

export const CloseAllSending: Story = {
  args: { closeAll: closeAllOf('closeAllSending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Close 3 positions/ })).toBeDisabled()
  },
}
