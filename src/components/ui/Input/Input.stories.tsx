import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Input } from './Input'

const meta = {
  component: Input,
  args: {
    label: 'Account',
    hint: 'Phone number or e-mail',
    placeholder: 'name@example.com',
    onChange: fn(),
  },
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toHaveAccessibleDescription('Phone number or e-mail')
    await userEvent.type(input, 'a')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Filled: Story = { args: { defaultValue: 'ana@example.com' } }

export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Enter a valid e-mail address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address')
  },
}

export const Disabled: Story = {
  args: { defaultValue: 'ana@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toBeDisabled()
  },
}

export const Password: Story = {
  args: {
    label: 'Password',
    hint: undefined,
    placeholder: undefined,
    type: 'password',
    defaultValue: 'hunter22',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { pressed: false })).toBeEnabled()
  },
}

export const PasswordRevealed: Story = {
  args: Password.args,
  play: async ({ canvas, userEvent, loaded: { i18n } }) => {
    const eye = canvas.getByRole('button', { name: i18n.t('input.password.show') })
    await expect(eye).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(eye)
    await expect(eye).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter22')
  },
}
