import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, type RequestHandler } from 'msw'
import { expect, fn, waitFor, within } from 'storybook/test'
import { UserInfo, type UserInfoWire } from '@/api/contract/auth'
import { MockProfileUser } from '@/api/contract/profile.fixtures'
import { authHandlerList } from '@/api/msw/auth'
import { ok } from '@/api/msw/envelope'
import { kycHandlerList, kycScenarios } from '@/api/msw/kyc'
import { marketHandlers } from '@/api/msw/market'
import { profileHandlers, profileScenarios } from '@/api/msw/profile'
import { USER_KEY } from '@/machines/session/session.machine'
import { MockToken } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ProfileScreen } from './ProfileScreen'

/**
 * HTTP-level: the session starts from a stored user and reads `user/info` over MSW, from a
 * per-story user that the saves change, so a refresh after a save shows what was saved.
 */
const over = (user: UserInfoWire, onRequest = fn(), ...first: RequestHandler[]) => ({
  session: { token: MockToken, storage: { [USER_KEY]: JSON.stringify(UserInfo.parse(user)) } },
  msw: {
    handlers: {
      auth: [...first, ...profileHandlers(user, onRequest), ...authHandlerList],
      kyc: kycHandlerList,
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: ProfileScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: { frame: 'screen', route: '/pages/setting/userInfo', ...over(MockProfileUser) },
  globals: { locale: 'en' },
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

const avatarLoaded = (root: HTMLElement) =>
  waitFor(() => {
    const img = root.querySelector<HTMLImageElement>('[data-slot=user-avatar] img')
    expect(img?.complete && img.naturalWidth > 0).toBe(true)
  })

/** A drawn portrait, encoded by the browser, so the real compress-and-upload path runs. */
async function portrait(): Promise<File> {
  const canvas = new OffscreenCanvas(600, 600)
  const context = canvas.getContext('2d')!
  context.fillStyle = '#7a4fd6'
  context.fillRect(0, 0, 600, 600)
  context.fillStyle = '#f6d7b0'
  context.beginPath()
  context.arc(300, 240, 120, 0, Math.PI * 2)
  context.fill()
  return new File([await canvas.convertToBlob({ type: 'image/png' })], 'me.png', {
    type: 'image/png',
  })
}

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Nickname\s*Ana2025/ })).toBeVisible()
    await expect(canvas.getByText('Long-term holder, short-term learner.')).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}

const nicknameRequests = fn()

/** Spec §5: a refusal sends nothing; a valid nickname is saved. */
export const NicknameSaved: Story = {
  parameters: over(MockProfileUser, nicknameRequests),
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Nickname/ }))
    const sheet = within(canvas.getByRole('dialog', { name: 'Edit nickname' }))
    const input = sheet.getByLabelText('Nickname')
    await step('an invalid nickname is refused where it is typed', async () => {
      await userEvent.clear(input)
      await userEvent.type(input, 'Ana 2026!')
      await userEvent.click(sheet.getByRole('button', { name: 'Save' }))
      await expect(input).toHaveAccessibleDescription(
        'Use Chinese characters, English letters and digits only',
      )
      await expect(nicknameRequests).not.toHaveBeenCalledWith('user/editNickname')
    })
    await step('a valid one is saved', async () => {
      await userEvent.clear(input)
      await userEvent.type(input, '安娜Ana')
      await userEvent.click(sheet.getByRole('button', { name: 'Save' }))
      await expect(await canvas.findByText('Nickname saved')).toBeVisible()
      await expect(nicknameRequests).toHaveBeenCalledWith('user/editNickname')
      await expect(canvas.queryByRole('dialog')).toBeNull()
      await expect(canvas.getByRole('button', { name: /Nickname\s*安娜Ana/ })).toBeVisible()
    })
    await avatarLoaded(canvasElement)
  },
}

const signatureRequests = fn()
const infoReads = () => signatureRequests.mock.calls.filter(([path]) => path === 'user/info').length

/** After a save the session reads `user/info` again, and the sandbox's answer has the change. */
export const SessionRefreshed: Story = {
  parameters: over(MockProfileUser, signatureRequests),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await avatarLoaded(canvasElement)
    // the session's own read at start-up
    await waitFor(() => expect(infoReads()).toBe(1))
    await userEvent.click(canvas.getByRole('button', { name: /Signature/ }))
    const input = canvas.getByLabelText('Signature')
    await userEvent.clear(input)
    await userEvent.type(input, 'Patience pays.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Signature saved')).toBeVisible()
    await waitFor(() => expect(infoReads()).toBe(2))
    await expect(canvas.getByText('Patience pays.')).toBeVisible()
  },
}

export const SignatureTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Signature/ }))
    const input = canvas.getByLabelText('Signature')
    await userEvent.clear(input)
    await userEvent.type(input, 'This signature is far too long to fit')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(input).toHaveAccessibleDescription('A signature has 2 to 30 characters')
    await expect(canvas.getByText('37/30')).toBeVisible()
  },
}

export const SaveFailed: Story = {
  parameters: over(MockProfileUser, fn(), profileScenarios.nicknameDown),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Nickname/ }))
    const input = canvas.getByLabelText('Nickname')
    await userEvent.type(input, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Network error/))
    await expect(input).toHaveValue('Ana20251')
  },
}

/** HTTP-level: a picture compressed on a canvas, uploaded, then saved as the avatar. */
export const AvatarChanged: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }))
    const sheet = within(canvas.getByRole('dialog', { name: 'Change avatar' }))
    await userEvent.upload(sheet.getByLabelText(/Choose a photo/), await portrait())
    await expect(await canvas.findByText('Avatar updated', {}, { timeout: 5000 })).toBeVisible()
    await avatarLoaded(canvasElement)
  },
}

/** The upload answered something unreadable: "failed to parse response data", with a retry. */
export const AvatarUnreadable: Story = {
  parameters: {
    msw: {
      handlers: {
        kyc: [kycScenarios.uploadUnreadable, ...kycHandlerList],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }))
    await userEvent.upload(canvas.getByLabelText(/Choose the original photo/), await portrait())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to parse response data',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** The sandbox refuses the picture: its sentence, and the old avatar stays. */
export const AvatarRefused: Story = {
  parameters: over(MockProfileUser, fn(), profileScenarios.avatarRefused),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change avatar' }))
    await userEvent.upload(canvas.getByLabelText(/Choose the original photo/), await portrait())
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This picture cannot be used as your avatar',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Keep the current avatar' }))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Signed in, but the profile has not arrived yet. */
export const LoadingUser: Story = {
  parameters: {
    // a token, and no profile stored yet
    session: { token: MockToken, storage: { [USER_KEY]: 'null' } },
    msw: {
      handlers: {
        auth: [
          http.get('*/api/user/info', async () => {
            await delay('infinite')
            return ok(null)
          }),
          ...authHandlerList,
        ],
        market: [marketHandlers.favourites],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your profile' })).toBeVisible()
  },
}

/** The route needs a session (spec §6). */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Please log in first', { selector: '[role=alert] *, [role=alert]' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** The default language. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await avatarLoaded(canvasElement)
  },
}
