import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { registerSnapshots } from '@/machines/register/register.fixtures'
import { toRegisterView } from '@/machines/register/register.view'
import { snapshotViews } from '@sb/story-helpers'
import { RegisterForm } from './RegisterForm'

const view = snapshotViews(registerSnapshots, ({ register, code }) =>
  toRegisterView(register, code),
)

const meta = {
  component: RegisterForm,
  args: {
    ...view('empty'),
    onFieldChange: fn(),
    onChannelChange: fn(),
    onPickArea: fn(),
    onRequestCode: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'x')
    await expect(args.onFieldChange).toHaveBeenCalledWith('rePassword', 'x')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
  },
}

export const Invited: Story = {
  args: view('invited'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Invitation code (optional)')).toHaveAttribute('readonly')
  },
}

export const CodeCoolingDown: Story = { args: view('codeCoolingDown') }

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const PasswordMismatch: Story = {
  args: view('passwordMismatch'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent',
    )
  },
}

export const PasswordTooShort: Story = { args: view('passwordTooShort') }
export const Submitting: Story = { args: view('submitting') }

export const AccountExists: Story = {
  args: view('accountExists'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/already registered/)
  },
}

export const CodeExpired: Story = { args: view('codeExpired'), globals: { locale: 'pt' } }

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('new@example.com')
  },
}

export const Phone: Story = {
  args: view('phone'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country or region: China, +86' }))
    await expect(args.onPickArea).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByLabelText('Phone number'), '9')
    await expect(args.onFieldChange).toHaveBeenCalledWith('account', '9')
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }))
    await expect(args.onChannelChange).toHaveBeenCalledWith('email')
  },
}

/** Another area: the button names it in the reader's language. */
export const PhoneOtherArea: Story = {
  args: view('phoneOtherArea'),
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'País ou região: Brasil, +55' })).toBeVisible()
  },
}

export const PhoneInvalid: Story = {
  args: view('phoneInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
  },
}

export const PhoneFilled: Story = {
  args: view('phoneFilled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('by SMS to +86 13800138000')
  },
}

export const Registered: Story = { args: view('registered') }
