import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { Dialog } from './Dialog'
import { withScreenLayer } from './screen-layer.decorator'

const meta = {
  component: Dialog,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    open: true,
    title: 'Redeem early?',
    children: 'Redeeming before maturity costs a penalty of 12.0000 USDT.',
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Redeem</Button>
      </>
    ),
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Redeem early?' })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('dialog.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}

export const FocusTrapped: Story = {
  play: async ({ canvas, userEvent, loaded: { i18n } }) => {
    const close = canvas.getByRole('button', { name: i18n.t('dialog.close') })
    await userEvent.tab()
    await expect(close).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toHaveFocus()
    await userEvent.tab()
    await expect(close).toHaveFocus()
  },
}

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
  },
}
