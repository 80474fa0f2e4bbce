import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Toast } from './Toast'

const meta = {
  component: Toast,
  args: { children: 'Copied to clipboard' },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard')
  },
}

export const Success: Story = {
  args: { tone: 'success', children: 'Order placed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'success')
  },
}

export const Error: Story = {
  args: { tone: 'error', children: 'Insufficient balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance')
  },
}
