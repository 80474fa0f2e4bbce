import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { forgetPasswordSnapshots } from '@/machines/forget-password/forget-password.fixtures'
import { toForgetPasswordView } from '@/machines/forget-password/forget-password.view'
import { snapshotViews } from '@sb/story-helpers'
import { ForgetPasswordForm } from './ForgetPasswordForm'

const view = snapshotViews(forgetPasswordSnapshots, ({ forget, code }) =>
  toForgetPasswordView(forget, code),
)

const meta = {
  component: ForgetPasswordForm,
  args: {
    ...view('empty'),
    loginHref: '#/pages/common/login',
    onFieldChange: fn(),
    onChannelChange: fn(),
    onPickArea: fn(),
    onRequestCode: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ForgetPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'a')
    await expect(args.onFieldChange).toHaveBeenCalledWith('account', 'a')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }))
    await expect(args.onChannelChange).toHaveBeenCalledWith('mobile')
  },
}

export const AccountNotFound: Story = {
  args: view('accountNotFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /No account is registered/,
    )
  },
}

export const CodeCoolingDown: Story = {
  args: view('codeCoolingDown'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('ana@example.com')
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const PasswordMismatch: Story = {
  args: view('passwordMismatch'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords are inconsistent',
    )
  },
}

export const CodeInvalid: Story = { args: view('codeInvalid') }
export const Phone: Story = { args: view('phone') }

export const PhoneInvalid: Story = {
  args: view('phoneInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
  },
}

export const Submitting: Story = { args: view('submitting') }
export const NetworkError: Story = { args: view('networkError'), globals: { locale: 'pt' } }

/** Change login password (setting/password): the account is the user's own and not editable. */
export const Own: Story = {
  args: { ...view('own'), loginHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Change login password' })).toBeVisible()
    await expect(canvas.getByText(/We will send a code to ana@example.com/)).toBeVisible()
    await expect(canvas.queryByRole('tab')).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const OwnFilled: Story = { args: { ...view('ownFilled'), loginHref: undefined } }
export const Done: Story = { args: view('done') }
