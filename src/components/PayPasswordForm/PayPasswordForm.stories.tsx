import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { payPasswordSnapshots } from '@/machines/pay-password/pay-password.fixtures'
import { toPayPasswordView } from '@/machines/pay-password/pay-password.view'
import { snapshotViews } from '@sb/story-helpers'
import { PayPasswordForm } from './PayPasswordForm'

const view = snapshotViews(payPasswordSnapshots, ({ payPassword, code }) =>
  toPayPasswordView(payPassword, code),
)

const meta = {
  component: PayPasswordForm,
  args: {
    ...view('empty'),
    codeTarget: 'a***@example.com',
    onFieldChange: fn(),
    onRequestCode: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof PayPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Set pay password' })).toBeVisible()
    await expect(canvas.getByText('The code goes to a***@example.com')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Pay password', { selector: 'input' }), '1')
    await expect(args.onFieldChange).toHaveBeenCalledWith('password', '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
  },
}

export const Change: Story = {
  args: view('change'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Change pay password' })).toBeVisible()
  },
}

export const CodeCoolingDown: Story = {
  args: view('codeCoolingDown'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a 6-digit code to a***@example.com',
    )
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const TooShort: Story = {
  args: view('tooShort'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Pay password', { selector: 'input' }),
    ).toHaveAccessibleDescription('The password must be 6 to 16 characters')
  },
}

export const Mismatch: Story = { args: view('mismatch') }
export const CodeExpired: Story = { args: view('codeExpired') }

export const CodeTooFrequent: Story = {
  args: view('codeTooFrequent'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
      /sent recently/,
    )
  },
}

export const Submitting: Story = { args: view('submitting') }
export const Saved: Story = { args: view('saved') }
export const Thai: Story = { args: view('mismatch'), globals: { locale: 'th' } }
