import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { lockRedeemSnapshots } from '@/machines/lock-redeem/lock-redeem.fixtures'
import { toLockRedeemView } from '@/machines/lock-redeem/lock-redeem.view'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { snapshotViews } from '@sb/story-helpers'
import { LockRedeemSheet } from './LockRedeemSheet'

const view = snapshotViews(lockRedeemSnapshots, toLockRedeemView)

const meta = {
  component: LockRedeemSheet,
  decorators: [withContainedLayers],
  parameters: { frame: 'screen' },
  args: { ...view('preview'), onConfirm: fn(), onClose: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockRedeemSheet>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: ReturnType<typeof within>, name: string | RegExp = /^Redeem early/) =>
  canvas.findByRole('dialog', { name })
const row = (dialog: HTMLElement, id: string) =>
  dialog.querySelector(`[data-row="${id}"] dd`)?.textContent

/** The spec's example: 0.4 % × 3 days × 1,000 = 12 penalty, 988 back, 6 interest kept. */
export const Preview: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas, 'Redeem early: USDT, 5 days')
    await expect(row(dialog, 'remaining')).toBe('3 days')
    await expect(row(dialog, 'penalty')).toBe('12.0000 USDT')
    await expect(row(dialog, 'kept')).toBe('6.0000 USDT')
    await expect(row(dialog, 'refund')).toBe('988.0000 USDT')
    await expect(dialog).toHaveTextContent(
      'Penalty = 0.4% × 3 remaining days × 1,000.0000 USDT = 12.0000 USDT',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem early' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('button', { name: /Redeem early/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas)
    await expect(dialog.closest('[aria-busy]') ?? dialog).toBeTruthy()
    await expect(within(dialog).getByRole('button', { name: /Redeem early/ })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled()
  },
}

/** The answer was lost: the sheet stays with the reason; confirming again retries. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(/network/i)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem early' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Rereading: Story = {
  args: view('rereading'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('reading the lock again')
    await expect(within(dialog).getByRole('button', { name: /Redeem early/ })).toBeDisabled()
  },
}

/** A day ended meanwhile: the new penalty (8) and a second confirmation. */
export const FeeChanged: Story = {
  args: view('feeChanged'),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'the penalty is now 8.0000 USDT instead of 12.0000 USDT',
    )
    await expect(row(dialog, 'remaining')).toBe('2 days')
    await expect(row(dialog, 'refund')).toBe('992.0000 USDT')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem early' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** It matured meanwhile: said so, nothing to confirm. */
export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('no longer earning')
    await expect(within(dialog).queryByRole('button', { name: /Redeem early/ })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Not found')
  },
}

/** The result: what the penalty was and what came back. */
export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    const dialog = await sheet(canvas, 'Redeemed early')
    await expect(dialog).toHaveTextContent('988.0000 USDT is back in your funds account.')
    await expect(dialog).toHaveTextContent('Penalty charged12.0000 USDT')
    await expect(dialog).toHaveTextContent('Returned988.0000 USDT')
  },
}

export const Closed: Story = {
  args: view('closed'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}
