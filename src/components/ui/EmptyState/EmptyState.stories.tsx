import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from './EmptyState'

/** The action is the caller's own element; EmptyState only places it. */
const onDeposit = fn()

const meta = {
  component: EmptyState,
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('emptyState.title'))).toBeVisible()
  },
}

export const WithDescription: Story = {
  args: { title: 'No open orders', description: 'Orders you place appear here until they fill.' },
}

export const WithAction: Story = {
  args: {
    title: 'Your wallet is empty',
    description: 'Deposit USDT to start trading.',
    action: <Button onClick={onDeposit}>Deposit</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    onDeposit.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
    await expect(onDeposit).toHaveBeenCalledOnce()
  },
}
