import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PriceText } from './PriceText'

const meta = {
  component: PriceText,
  args: { value: '65432.1', change: '812.5', className: 'text-2xl font-semibold' },
} satisfies Meta<typeof PriceText>

export default meta
type Story = StoryObj<typeof meta>

export const Up: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    const price = canvas.getByText(/65.432.1000/)
    await expect(price).toHaveAttribute('data-direction', 'up')
    await expect(price).toHaveClass('text-up')
    await expect(price).toHaveTextContent(i18n.t('priceText.direction.up'))
  },
}

export const Down: Story = {
  args: { change: '-0.0042' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/65.432.1000/)).toHaveClass('text-down')
  },
}

export const Flat: Story = { args: { change: '0' } }

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('priceText.stale'))).toHaveClass('sr-only')
  },
}

export const Compact: Story = { args: { value: '2345678.9', compact: true } }

export const LargeNumber: Story = { args: { value: '123456789.123456789', decimals: 8 } }
