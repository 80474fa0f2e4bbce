import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { myCopySnapshots } from '@/machines/my-copy/my-copy.fixtures'
import { toMyCopyView } from '@/machines/my-copy/my-copy.view'
import { snapshotViews } from '@sb/story-helpers'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { MyCopySheets } from './my-copy-sheets'

const view = snapshotViews(myCopySnapshots, toMyCopyView)
const sheetsOf = (key: Parameters<typeof view>[0]) => {
  const { cancelSheet, takeOverSheet } = view(key)
  return { cancelSheet, takeOverSheet }
}

const meta = {
  title: 'Components/MyCopyTrading/MyCopySheets',
  component: MyCopySheets,
  decorators: [withContainedLayers],
  parameters: { frame: 'screen' },
  args: { ...sheetsOf('confirmingCancel'), onConfirm: fn(), onClose: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof MyCopySheets>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  canvas.findByRole('dialog', { name })

/** Ending a follow says open copies stay open and still close with the trader. */
export const ConfirmingCancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas, 'Stop following Aurora?')
    await expect(dialog).toHaveTextContent('still close when Aurora closes them')
    await expect(dialog).toHaveTextContent('×2 the trader')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop following' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Cancelling: Story = {
  args: sheetsOf('cancelling'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas, 'Stop following Aurora?')
    await expect(within(dialog).getByRole('button', { name: /Stop following/ })).toBeDisabled()
  },
}

export const CancelFailed: Story = {
  args: sheetsOf('cancelFailed'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas, 'Stop following Aurora?')
    await expect(within(dialog).getByRole('alert')).toBeVisible()
  },
}

/** Taking over says the position becomes the user's own and no longer closes with the trader. */
export const ConfirmingTakeOver: Story = {
  args: sheetsOf('confirmingTakeOver'),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas, 'Take over this copy?')
    await expect(dialog).toHaveTextContent('ETH/USDT Long 10×')
    await expect(dialog).toHaveTextContent('no longer closes when Aurora closes')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const TakingOver: Story = {
  args: sheetsOf('takingOver'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas, 'Take over this copy?')
    await expect(within(dialog).getByRole('button', { name: /Take over/ })).toBeDisabled()
  },
}

/** The copy closed meanwhile: the refusal in words, the sheet kept. */
export const TakeOverFailed: Story = {
  args: sheetsOf('takeOverFailed'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas, 'Take over this copy?')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This position is no longer open',
    )
  },
}
