import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { expect, waitFor, within } from 'storybook/test'
import { authHandlerList, securityScenarios } from '@/api/msw/auth'
import { MockEmailCode, MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { SecurityScreen } from './SecurityScreen'

const meta = {
  component: SecurityScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/setting/security',
    session: { token: MockToken, user: MockUser },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SecurityScreen>

export default meta
type Story = StoryObj<typeof meta>

/** MockUser: an e-mail, no phone, no pay password. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('a***@example.com')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Phone\s*Bind/ })).toBeVisible()
  },
}

export const AllBound: Story = {
  parameters: { msw: { handlers: { auth: [securityScenarios.infoAllBound, ...authHandlerList] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+86 138****8000')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    loadingIndicator: 'immediate',
    msw: { handlers: { auth: [securityScenarios.infoPending, ...authHandlerList] } },
  },
  play: ({ canvasElement }) => loadingOverlayShown(canvasElement),
}

export const Failed: Story = {
  parameters: {
    msw: { handlers: { auth: [securityScenarios.infoNetworkError, ...authHandlerList] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

/** Spec §6: without a token, 'please log in first'. */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    // the guard's notice, and the session's toast with the same words
    await waitFor(() =>
      expect(canvas.getAllByText('Please log in first').length).toBeGreaterThan(0),
    )
    await expect(canvas.queryByRole('list', { name: 'Account security' })).toBeNull()
  },
}

/** Bind a phone: area, SMS code to the new number, then back on the overview with a toast. */
export const BindPhone: Story = {
  parameters: { route: '/pages/setting/security?bind=mobile' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bind phone' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Country or region/ }))
    const sheet = await canvas.findByRole('dialog', { name: 'Country or region' })
    await userEvent.type(within(sheet).getByLabelText('Search'), 'Hong')
    await userEvent.click(await within(sheet).findByRole('button', { name: /^Hong Kong\s*\+852/ }))
    await userEvent.type(canvas.getByLabelText('Phone number'), '6123 4567')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('by SMS to +852 61234567')
    await userEvent.type(canvas.getByLabelText('Verification code'), MockEmailCode)
    await userEvent.click(canvas.getByRole('button', { name: 'Bind' }))
    await expect(await canvas.findByText('Phone bound')).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account security' }),
    ).toBeVisible()
  },
}

/** A number another account uses: refused without saying whose; no code is sent. */
export const BindPhoneInUse: Story = {
  parameters: {
    route: '/pages/setting/security?bind=mobile',
    session: {
      token: MockToken,
      user: MockUser,
      storage: { area: JSON.stringify({ areaCode: '86', iso: 'CN' }) },
    },
    msw: { handlers: { auth: [securityScenarios.bindPhoneInUse, ...authHandlerList] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Phone number'), '13800138000')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'This phone number is already in use',
      ),
    )
  },
}

/** §5 for an e-mail: nothing is sent for a malformed address. */
export const BindEmailInvalid: Story = {
  parameters: { route: '/pages/setting/security?bind=email' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'ana@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }))
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address',
    )
  },
}
