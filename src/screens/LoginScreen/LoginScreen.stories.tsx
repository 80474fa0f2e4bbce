import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { LoginRequest } from '@/api/contract/auth'
import { authHandlerList, authScenarios, MockPhone } from '@/api/msw/auth'
import { fail } from '@/api/msw/envelope'
import { codeButtonMachine } from '@/machines/code-button/code-button.machine'
import { loginMachine } from '@/machines/login/login.machine'
import { MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCountdown } from '@sb/story-helpers'
import { LoginScreen } from './LoginScreen'

const meta = {
  component: LoginScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/common/login', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Home has loaded every part and decoded every picture: its screenshot is stable. */
async function homeSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      expect(
        canvasElement.querySelector('[data-state="loading"], main[aria-busy="true"]'),
      ).toBeNull()
      for (const img of canvasElement.querySelectorAll('img')) {
        expect(img.complete && img.naturalWidth > 0, img.src).toBe(true)
      }
    },
    { timeout: 10_000 },
  )
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

/** HTTP-level: the real client and envelope parsing against MSW; lands on the home tab. */
export const Success: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByText('Login successful')).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Hi, ana' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await homeSettled(canvasElement)
  },
}

export const WrongCode: Story = {
  // the code button keeps its real HTTP actor; only its clock is frozen so the screenshot is stable
  parameters: {
    inject: injectProps<typeof LoginScreen>({ machine: frozenCountdown(loginMachine) }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail code' }))
    await userEvent.type(canvas.getByLabelText('E-mail'), MockUser.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Verification code'), '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
        /must be 6 digits and match/,
      ),
    )
  },
}

export const NetworkFailure: Story = {
  parameters: {
    msw: { handlers: { auth: [authScenarios.loginNetworkError, ...authHandlerList] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    // nothing typed is lost
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(MockUser.email)
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('secret12')
  },
}

/** Type 999: the session announces it (a toast) and sends the user to login; the form stays quiet. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/api/user/login', () =>
            HttpResponse.json({ type: '999', message: 'Token expirado' }),
          ),
          ...authHandlerList,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    const form = canvas.getByRole('form', { name: 'Log in' })
    await expect(within(form).queryByRole('alert')).toBeNull()
  },
}

/** Machine-level: a 3-second cool-down whose seconds last 150 ms, watched to the end. */
export const CodeCountdown: Story = {
  args: { cooldownSeconds: 3 },
  parameters: {
    inject: injectProps<typeof LoginScreen>({
      machine: loginMachine.provide({
        actors: {
          codeButton: codeButtonMachine.provide({
            actors: { sendCode: fromPromise(async () => 'sent') },
            delays: { second: 150 },
          }),
        },
      }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail code' }))
    await userEvent.type(canvas.getByLabelText('E-mail'), MockUser.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('button', { name: 'Resend in 3 s' })).toBeDisabled()
    await expect(await canvas.findByRole('button', { name: 'Resend in 1 s' })).toBeDisabled()
    await expect(await canvas.findByRole('button', { name: 'Get code' })).toBeEnabled()
  },
}

/**
 * A phone account: the area picker sheet, then a password login under +86. This sandbox stand-in
 * knows the number (it checks the request against the contract) but not the password.
 */
export const PhoneWrongPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/api/user/login', async ({ request }) => {
            const parsed = LoginRequest.safeParse(
              Object.fromEntries(new URLSearchParams(await request.text())),
            )
            const known = parsed.success && parsed.data.account === MockPhone.e164
            return known ? fail('credentialsInvalid') : fail('parameterError')
          }),
          ...authHandlerList,
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }))
    // an English reader starts in the United States unless they chose an area before
    await userEvent.click(
      canvas.getByRole('button', { name: 'Country or region: United States, +1' }),
    )
    const sheet = await canvas.findByRole('dialog', { name: 'Country or region' })
    await userEvent.type(within(sheet).getByLabelText('Search'), 'china')
    await userEvent.click(await within(sheet).findByRole('button', { name: /^China\s*\+86/ }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await userEvent.type(canvas.getByLabelText('Phone number'), '138 0013 8000')
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'wrong-pass')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'the account or password is wrong',
    )
    await expect(
      canvas.getByRole('button', { name: 'Country or region: China, +86' }),
    ).toBeVisible()
  },
}

/** §5: a mainland number must start with 1 and a second digit of 3–9; nothing is sent. */
export const PhoneInvalid: Story = {
  parameters: {
    session: { token: null, storage: { area: JSON.stringify({ areaCode: '86', iso: 'CN' }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Phone' }))
    await userEvent.type(canvas.getByLabelText('Phone number'), '23800138000')
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
  },
}

/** "Forgot password?" carries the typed e-mail to the reset form. */
export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), MockUser.email)
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }))
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Reset your password' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('E-mail')).toHaveValue(MockUser.email)
  },
}
