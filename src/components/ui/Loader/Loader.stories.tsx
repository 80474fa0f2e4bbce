import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { Loader } from './Loader'

const meta = {
  component: Loader,
} satisfies Meta<typeof Loader>

export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('loader.label'))
  },
}

export const Overlay: Story = {
  args: { variant: 'overlay' },
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-variant', 'overlay')
  },
}
