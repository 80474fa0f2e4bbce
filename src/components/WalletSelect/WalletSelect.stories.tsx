import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { WalletSelect } from './WalletSelect'

const meta = {
  component: WalletSelect<string>,
  args: {
    label: 'From',
    value: 'change',
    options: [
      { value: 'change', label: 'Spot' },
      { value: 'legal', label: 'Fiat' },
      { value: 'lever', label: 'Contract' },
      { value: 'micro', label: 'Options' },
    ],
    onChange: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof WalletSelect<string>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('From'), 'Contract')
    await expect(args.onChange).toHaveBeenCalledWith('lever')
  },
}

/** With the balance the choice holds underneath. */
export const WithHint: Story = {
  args: { hint: 'Balance: 12,500.5000 USDT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toHaveAccessibleDescription(
      'Balance: 12,500.5000 USDT',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toBeDisabled()
  },
}
