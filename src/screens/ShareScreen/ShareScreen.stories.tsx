import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MockShareBase } from '@/api/contract/invite.fixtures'
import { inviteHandlerList, inviteScenarios } from '@/api/msw/invite'
import { marketHandlers } from '@/api/msw/market'
import { inviteMachine } from '@/machines/invite/invite.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ShareScreen } from './ShareScreen'

const msw = (...invite: RequestHandler[]) => ({
  msw: {
    handlers: { invite: [...invite, ...inviteHandlerList], market: [marketHandlers.favourites] },
  },
})

/** The page's clipboard, seen by the play function; "Copied" stays until the screenshot. */
const clipboard: string[] = []
const machine = inviteMachine.provide({
  actors: {
    copyText: fromPromise<void, { text: string }>(async ({ input }) => {
      clipboard.push(input.text)
    }),
  },
  delays: { copiedReset: 60_000 },
})
const refusingClipboard = inviteMachine.provide({
  actors: {
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new DOMException('Write permission denied', 'NotAllowedError')
    }),
  },
})

const meta = {
  component: ShareScreen,
  decorators: [withRouter, withSession],
  args: { shareBase: MockShareBase },
  parameters: {
    inject: injectProps<typeof ShareScreen>({ machine }),
    frame: 'screen',
    route: '/pages/setting/share',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ShareScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invite friends' }),
    ).toBeVisible()
    await expect(await canvas.findByText('K7Q2M9XA')).toBeVisible()
    await expect(canvas.getByText('12')).toBeVisible()
  },
}

/** Copy through the (injected) clipboard: the exact link, a toast, the button says so. */
export const CopyLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }))
    await expect(await canvas.findByText('Copied to the clipboard')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(clipboard.at(-1)).toBe(
      'https://app.example.com/#/pages/common/register?code=K7Q2M9XA',
    )
  },
}

export const CopyFailed: Story = {
  parameters: { inject: injectProps<typeof ShareScreen>({ machine: refusingClipboard }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy code' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not copy. Select the text and copy it yourself.',
    )
  },
}

export const Loading: Story = {
  parameters: { ...msw(inviteScenarios.summaryPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(inviteScenarios.summaryDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const NewUser: Story = {
  parameters: msw(inviteScenarios.newUser),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rebates have been paid yet')).toBeVisible()
  },
}
