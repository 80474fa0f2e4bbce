import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { authHandlerList, authScenarios } from '@/api/msw/auth'
import { forgetPasswordMachine } from '@/machines/forget-password/forget-password.machine'
import { MockEmailCode, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCountdown } from '@sb/story-helpers'
import { ForgetPasswordScreen } from './ForgetPasswordScreen'

const meta = {
  component: ForgetPasswordScreen,
  decorators: [withRouter, withSession],
  parameters: {
    // the real HTTP actor for codes, with the countdown's clock frozen for stable screenshots
    inject: injectProps<typeof ForgetPasswordScreen>({
      machine: frozenCountdown(forgetPasswordMachine),
    }),
    frame: 'screen',
    route: '/pages/common/forget',
    session: { token: null },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ForgetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

async function fillPasswords(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  second = 'newpass1',
) {
  await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'newpass1')
  await userEvent.type(canvas.getByLabelText('Confirm new password', { selector: 'input' }), second)
}

/** Code, two matching passwords: the login form opens with the e-mail filled in. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await fillPasswords(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await expect(
      await canvas.findByText('Password changed. Log in with your new password'),
    ).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(MockUser.email)
  },
}

/** §5: the passwords must match; nothing is sent. */
export const PasswordsInconsistent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await fillPasswords(canvas, userEvent, 'newpass2')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await waitFor(() =>
      expect(
        canvas.getByLabelText('Confirm new password', { selector: 'input' }),
      ).toHaveAccessibleDescription('The two passwords are inconsistent'),
    )
  },
}

export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Verification code'), '111111')
    await fillPasswords(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
        /must be 6 digits and match/,
      ),
    )
  },
}

export const AccountNotFound: Story = {
  parameters: {
    msw: { handlers: { auth: [authScenarios.forgetAccountNotFound, ...authHandlerList] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'nobody@example.com')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await fillPasswords(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
        /No account is registered/,
      ),
    )
  },
}

/** Reached from the login form with a phone typed in: the phone tab, the number and its area. */
export const ByPhone: Story = {
  parameters: { route: '/pages/common/forget?phone=13800138000&area=86&iso=CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('13800138000')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('by SMS to +86 13800138000')
  },
}
