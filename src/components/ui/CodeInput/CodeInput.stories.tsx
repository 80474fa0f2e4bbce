import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { CodeInput } from './CodeInput'

const meta = {
  component: CodeInput,
  args: {
    value: '',
    buttonState: 'ready',
    resendInSeconds: 0,
    canRequestCode: true,
    onChange: fn(),
    onRequestCode: fn(),
  },
} satisfies Meta<typeof CodeInput>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    const field = canvas.getByRole('textbox', { name: i18n.t('codeInput.label') })
    await expect(field).toHaveAttribute('inputmode', 'numeric')
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.type(field, '4')
    await expect(args.onChange).toHaveBeenLastCalledWith('4')
    const button = canvas.getByRole('button', { name: i18n.t('codeInput.button.get') })
    await expect(button).toHaveAttribute('data-state', 'ready')
    await userEvent.click(button)
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
  },
}

export const Sending: Story = {
  args: { buttonState: 'sending' },
  play: async ({ canvas, loaded: { i18n } }) => {
    const button = canvas.getByRole('button', { name: i18n.t('codeInput.button.sending') })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const CoolingDown: Story = {
  args: { buttonState: 'coolingDown', resendInSeconds: 42 },
  play: async ({ canvas, userEvent, args, loaded: { i18n } }) => {
    const name = i18n.t('codeInput.button.resendIn', { seconds: 42 })
    const button = canvas.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('data-state', 'coolingDown')
    await userEvent.click(button)
    await expect(args.onRequestCode).not.toHaveBeenCalled()
  },
}

export const ReadyAgain: Story = {
  args: { value: '482913' },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('482913')
    await expect(canvas.getByRole('button', { name: i18n.t('codeInput.button.get') })).toBeEnabled()
  },
}

export const WithError: Story = {
  args: { value: '12345', error: 'The code is wrong or has expired' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox')
    await expect(field).toBeInvalid()
    await expect(field).toHaveAccessibleDescription('The code is wrong or has expired')
  },
}

export const Disabled: Story = {
  args: { canRequestCode: false },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(
      canvas.getByRole('button', { name: i18n.t('codeInput.button.get') }),
    ).toBeDisabled()
  },
}
