import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { AmountField } from './AmountField'

const meta = {
  component: AmountField,
  args: {
    label: 'Amount',
    unit: 'USDT',
    value: '',
    onChange: fn(),
    onMax: fn(),
    hint: 'Available: 12,500.5000 USDT',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AmountField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Amount')
    await expect(input).toHaveAttribute('inputmode', 'decimal')
    await expect(input).toHaveAccessibleDescription('Available: 12,500.5000 USDT')
    await userEvent.type(input, '5')
    await expect(args.onChange).toHaveBeenCalledWith('5')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = { args: { value: '1000.5' } }

export const Invalid: Story = {
  args: { value: '20000', error: 'Insufficient balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toBeInvalid()
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
  },
}

/** Without a known limit there is no "max". */
export const WithoutMax: Story = {
  args: { onMax: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Max' })).toBeNull()
  },
}

export const Disabled: Story = {
  args: { value: '500', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Max' })).toBeDisabled()
  },
}
