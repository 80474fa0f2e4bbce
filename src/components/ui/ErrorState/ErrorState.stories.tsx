import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ErrorState } from './ErrorState'

const meta = {
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errorState.title'))
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('errorState.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(
      canvas.getByRole('button', { name: new RegExp(i18n.t('errorState.retry')) }),
    ).toBeDisabled()
  },
}

export const WithMessage: Story = {
  args: { title: 'Markets are unavailable', description: 'Quotes could not be loaded.' },
}

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
