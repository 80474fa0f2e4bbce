import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter, useRoutes } from 'react-router-dom'
import { expect } from 'storybook/test'
import { LoginScreen } from '@/screens/LoginScreen/LoginScreen'
import { MockToken, MockUser } from '@/test/fixtures'
import { withSession } from '@sb/decorators/withSession'
import { paths } from './paths'
import { RequireAuth } from './require-auth'
import { AppShell } from './shell'

const PROTECTED = '/protected-example'

/** A protected route as later screens (assets, orders…) will declare it. */
function GuardedRoutes() {
  return useRoutes([
    {
      element: <AppShell />,
      children: [
        {
          path: PROTECTED,
          element: (
            <RequireAuth>
              <p data-testid="secret">{MockUser.email}</p>
            </RequireAuth>
          ),
        },
        { path: paths.login, element: <LoginScreen /> },
      ],
    },
  ])
}

function GuardedApp() {
  return (
    <MemoryRouter initialEntries={[PROTECTED]}>
      <GuardedRoutes />
    </MemoryRouter>
  )
}

const meta = {
  component: GuardedApp,
  decorators: [withSession],
  parameters: { frame: 'screen', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof GuardedApp>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §6: "please log in first", then the login screen after the (shortened) 1.2 s delay. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Please log in first', { selector: '[role=alert] *, [role=alert]' }),
    ).toBeVisible()
    await expect(canvas.queryByTestId('secret')).toBeNull()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  },
}

export const LoggedIn: Story = {
  parameters: { session: { token: MockToken, user: MockUser } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('secret')).toBeVisible()
  },
}

/** Logging in from there comes back to the protected screen (RequireAuth names it), not home. */
export const VisitorLogsInAndReturns: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('E-mail'), MockUser.email)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12')
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await expect(await canvas.findByTestId('secret')).toHaveTextContent(MockUser.email)
  },
}
