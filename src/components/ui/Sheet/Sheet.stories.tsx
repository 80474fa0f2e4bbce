import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { Sheet } from './Sheet'

const meta = {
  component: Sheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    open: true,
    title: 'Choose network',
    children: (
      <ul className="flex flex-col gap-3">
        <li>TRC20</li>
        <li>ERC20</li>
        <li>BEP20</li>
      </ul>
    ),
    actions: <Button>Confirm</Button>,
    onClose: fn(),
  },
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Choose network' })
    await expect(sheet).toHaveAttribute('data-placement', 'bottom')
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('dialog.close') }))
    await expect(args.onClose).toHaveBeenCalledTimes(2)
  },
}
