import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PercentText } from './PercentText'

const meta = {
  component: PercentText,
  args: { value: '2.345', className: 'text-lg' },
} satisfies Meta<typeof PercentText>

export default meta
type Story = StoryObj<typeof meta>

export const Up: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\+2[.,]35/)).toHaveClass('text-up')
  },
}

export const Down: Story = {
  args: { value: '-0.5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/0[.,]50/)).toHaveAttribute('data-direction', 'down')
  },
}

export const Flat: Story = { args: { value: '0' } }

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('percentText.stale'))).toHaveClass('sr-only')
  },
}

export const LargeNumber: Story = { args: { value: '12345.678' } }
