import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { authHandlerList, authScenarios } from '@/api/msw/auth'
import { registerMachine } from '@/machines/register/register.machine'
import { MockEmailCode } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCountdown } from '@sb/story-helpers'
import { RegisterScreen } from './RegisterScreen'

const meta = {
  component: RegisterScreen,
  decorators: [withRouter, withSession],
  parameters: {
    // the real HTTP actor for codes, with the countdown's clock frozen for stable screenshots
    inject: injectProps<typeof RegisterScreen>({ machine: frozenCountdown(registerMachine) }),
    frame: 'screen',
    route: '/pages/common/register',
    session: { token: null },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The share link `?code=` fills the invitation code and locks it. */
export const FromInvitation: Story = {
  parameters: { route: '/pages/common/register?code=K7Q2M9XA' },
  play: async ({ canvas }) => {
    const invite = await canvas.findByLabelText('Invitation code (optional)')
    await expect(invite).toHaveValue('K7Q2M9XA')
    await expect(invite).toHaveAttribute('readonly')
  },
}

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'new@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'secret12',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    // lands on login with the e-mail filled in
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('new@example.com')
  },
}

/** §5 validation: nothing is sent while the passwords disagree. */
export const PasswordsInconsistent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'new@example.com')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'secret13',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(
        canvas.getByLabelText('Confirm password', { selector: 'input' }),
      ).toHaveAccessibleDescription('The two passwords are inconsistent'),
    )
  },
}

export const AccountExists: Story = {
  parameters: {
    msw: { handlers: { auth: [authScenarios.registerAccountExists, ...authHandlerList] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'secret12',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(/already registered/),
    )
  },
}

/** Register by phone: choose the area, an SMS code, then the login form opens on the phone. */
export const ByPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }))
    await userEvent.click(canvas.getByRole('button', { name: /^Country or region/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Country or region' })
    await userEvent.type(within(sheet).getByLabelText('Search'), '+86')
    await userEvent.click(await within(sheet).findByRole('button', { name: /^China\s*\+86/ }))
    await userEvent.type(canvas.getByLabelText('Phone number'), '138 0013 8000')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('by SMS to +86 13800138000')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.type(
      canvas.getByLabelText('Confirm password', { selector: 'input' }),
      'secret12',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('13800138000')
    await expect(
      canvas.getByRole('button', { name: 'Country or region: China, +86' }),
    ).toBeVisible()
  },
}

/** §5: a phone that breaks its area's rule gets no code. */
export const PhoneInvalid: Story = {
  parameters: {
    session: { token: null, storage: { area: JSON.stringify({ areaCode: '86', iso: 'CN' }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }))
    await userEvent.type(canvas.getByLabelText('Phone number'), '1380013800')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled()
  },
}
