import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { authHandlerList, securityScenarios } from '@/api/msw/auth'
import { forgetPasswordMachine } from '@/machines/forget-password/forget-password.machine'
import { MockEmailCode, MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCountdown } from '@sb/story-helpers'
import { ChangePasswordScreen } from './ChangePasswordScreen'

const meta = {
  component: ChangePasswordScreen,
  decorators: [withRouter, withSession],
  parameters: {
    // the real HTTP actor for codes, with the countdown's clock frozen for stable screenshots
    inject: injectProps<typeof ChangePasswordScreen>({
      machine: frozenCountdown(forgetPasswordMachine),
    }),
    frame: 'screen',
    route: '/pages/setting/password',
    session: { token: MockToken, user: MockUser },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ChangePasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We will send a code to ana@example.com/)).toBeVisible()
  },
}

/** The code goes to the user's own e-mail; afterwards every session ends and login opens. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('ana@example.com')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'newpass1')
    await userEvent.type(
      canvas.getByLabelText('Confirm new password', { selector: 'input' }),
      'newpass1',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(
      await canvas.findByText('Login password changed. Please log in again'),
    ).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(MockUser.email)
  },
}

/** §5: a short password is refused before anything is sent. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('New password', { selector: 'input' }), 'abc')
    await userEvent.type(
      canvas.getByLabelText('Confirm new password', { selector: 'input' }),
      'abc',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(
        canvas.getByLabelText('New password', { selector: 'input' }),
      ).toHaveAccessibleDescription('The password must be 6 to 16 characters'),
    )
  },
}

/** An account registered by phone: the code goes by SMS. */
export const PhoneAccount: Story = {
  parameters: {
    msw: { handlers: { auth: [securityScenarios.infoPhoneOnly, ...authHandlerList] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/We will send a code to \+86 13800138000/)).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: {
    msw: { handlers: { auth: [securityScenarios.infoNetworkError, ...authHandlerList] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}
