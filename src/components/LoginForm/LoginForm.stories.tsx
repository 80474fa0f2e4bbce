import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { loginSnapshots } from '@/machines/login/login.fixtures'
import { toLoginView } from '@/machines/login/login.view'
import { snapshotViews } from '@sb/story-helpers'
import { LoginForm } from './LoginForm'

const view = snapshotViews(loginSnapshots, ({ login, code }) => toLoginView(login, code))

const meta = {
  component: LoginForm,
  args: {
    ...view('empty'),
    onModeChange: fn(),
    onChannelChange: fn(),
    onPickArea: fn(),
    onAccountChange: fn(),
    onPasswordChange: fn(),
    onCodeChange: fn(),
    onRequestCode: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'a')
    await expect(args.onAccountChange).toHaveBeenCalledWith('a')
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail code' }))
    await expect(args.onModeChange).toHaveBeenCalledWith('code')
    await userEvent.click(canvas.getByRole('tab', { name: 'Phone' }))
    await expect(args.onChannelChange).toHaveBeenCalledWith('mobile')
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
  },
  globals: { locale: 'en' },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const InvalidAccount: Story = {
  args: view('invalidAccount'),
  play: async ({ canvas }) => {
    const account = canvas.getByRole('textbox', { name: 'E-mail' })
    await expect(account).toHaveAttribute('aria-invalid', 'true')
    await expect(account).toHaveAccessibleDescription('Please enter a valid e-mail address')
  },
  globals: { locale: 'en' },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Log in/ })).toBeDisabled()
  },
  globals: { locale: 'en' },
}

export const CredentialsInvalid: Story = {
  args: view('credentialsInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('the account or password is wrong')
  },
  globals: { locale: 'en' },
}

/** Sign-in locked after repeated failures: the server's sentence says how long to wait. */
export const Locked: Story = {
  args: view('locked'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Please try again in 14 min',
    )
  },
  globals: { locale: 'en' },
}

/** The same refusal from a backend that sent no sentence: the longest wait, translated. */
export const LockedWithoutServerSentence: Story = {
  args: { ...view('locked'), serverMessage: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ログインの失敗が多すぎます。15 分後')
  },
  globals: { locale: 'ja' },
}

export const NetworkError: Story = { args: view('networkError') }

export const CodeReady: Story = {
  args: view('codeReady'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
  },
  globals: { locale: 'en' },
}

export const CodeSending: Story = { args: view('codeSending') }

export const CodeCoolingDown: Story = {
  args: view('codeCoolingDown'),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resend in 42 s' })
    await expect(button).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('ana@example.com')
  },
  globals: { locale: 'en' },
}

export const CodeReadyAgain: Story = {
  args: view('codeReadyAgain'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled()
  },
  globals: { locale: 'en' },
}

export const CodeIncomplete: Story = { args: view('codeIncomplete') }

export const CodeExpired: Story = {
  args: view('codeExpired'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(/expired/)
  },
  globals: { locale: 'en' },
}

export const CodeSubmitting: Story = { args: view('codeSubmitting') }

export const PhoneEmpty: Story = {
  args: view('phoneEmpty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Country or region: China, +86' }))
    await expect(args.onPickArea).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByLabelText('Phone number'), '1')
    await expect(args.onAccountChange).toHaveBeenCalledWith('1')
  },
  globals: { locale: 'en' },
}

export const PhoneFilled: Story = { args: view('phoneFilled') }

export const PhoneInvalid: Story = {
  args: view('phoneInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
  },
  globals: { locale: 'en' },
}

export const PhoneCode: Story = {
  args: view('phoneCode'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'SMS code' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('by SMS to +86 13800138000')
  },
  globals: { locale: 'en' },
}

/** The final state: the screen takes the token and leaves; the form looks as it was sent. */
export const LoggedIn: Story = { args: view('loggedIn') }

/** Thai and Japanese labels are longer or taller; checked for overflow. */
export const Thai: Story = { args: view('codeCoolingDown'), globals: { locale: 'th' } }
export const Japanese: Story = { args: view('invalidAccount'), globals: { locale: 'ja' } }
