import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { authHandlerList, securityScenarios } from '@/api/msw/auth'
import { payPasswordMachine } from '@/machines/pay-password/pay-password.machine'
import { MockEmailCode, MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCountdown, loadingOverlayShown } from '@sb/story-helpers'
import { PayPasswordScreen } from './PayPasswordScreen'

const meta = {
  component: PayPasswordScreen,
  decorators: [withRouter, withSession],
  parameters: {
    // the real HTTP actor for codes, with the countdown's clock frozen for stable screenshots
    inject: injectProps<typeof PayPasswordScreen>({ machine: frozenCountdown(payPasswordMachine) }),
    frame: 'screen',
    route: '/pages/setting/payPassword',
    session: { token: MockToken, user: MockUser },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof PayPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

/** No pay password yet: set one, with a code to the user's own e-mail; back on security. */
export const Set: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Set pay password' }),
    ).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Pay password', { selector: 'input' }), 'paypass1')
    await userEvent.type(
      canvas.getByLabelText('Confirm pay password', { selector: 'input' }),
      'paypass1',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('a***@example.com')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Pay password set')).toBeVisible()
  },
}

export const Change: Story = {
  parameters: { msw: { handlers: { auth: [securityScenarios.infoAllBound, ...authHandlerList] } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Change pay password' }),
    ).toBeVisible()
  },
}

/** §5: the two entries must match; nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText('Pay password', { selector: 'input' }),
      'paypass1',
    )
    await userEvent.type(
      canvas.getByLabelText('Confirm pay password', { selector: 'input' }),
      'paypass2',
    )
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(
        canvas.getByLabelText('Confirm pay password', { selector: 'input' }),
      ).toHaveAccessibleDescription('The two passwords are inconsistent'),
    )
  },
}

export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText('Pay password', { selector: 'input' }),
      'paypass1',
    )
    await userEvent.type(
      canvas.getByLabelText('Confirm pay password', { selector: 'input' }),
      'paypass1',
    )
    await userEvent.type(canvas.getByLabelText('Verification code'), '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
        /must be 6 digits and match/,
      ),
    )
  },
}

export const Loading: Story = {
  parameters: {
    loadingIndicator: 'immediate',
    msw: { handlers: { auth: [securityScenarios.infoPending, ...authHandlerList] } },
  },
  play: ({ canvasElement }) => loadingOverlayShown(canvasElement),
}
