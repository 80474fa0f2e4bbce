import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { readBody } from '@/api/msw/envelope'
import { createFollowMock, followScenarios, type FollowMockState } from '@/api/msw/follow'
import { followFormMachine } from '@/machines/follow-form/follow-form.machine'
import { twoFollows } from '@/machines/follow-form/follow-form.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { FollowScreen } from './FollowScreen'

/** A fresh sandbox stand-in per story; `before` handlers answer first (and may pass through). */
function msw(state: FollowMockState = {}, before: RequestHandler[] = []) {
  const follow = createFollowMock(state)
  return { follow, parameters: { msw: { handlers: { follow: [...before, ...follow.list] } } } }
}

const meta = {
  component: FollowScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    // the idempotency key is made by an actor: fixed, so every run sends the same request
    inject: injectProps<typeof FollowScreen>({
      machine: fixedKey(followFormMachine, 'story-follow-key-1'),
    }),
    frame: 'screen',
    route: '/pages/follow/follow?id=8',
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof FollowScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm follow' })

const followed = msw()
/** Kenji at ×1.5: the preview, the confirm step, then the success with its links. */
export const Follow: Story = {
  parameters: followed.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Follow Kenji' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Ratio (×)'), '1,5')
    await expect(canvas.getByText('⌊10 × 1.5⌋ = 15 lots')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Follow' }))
    await expect(await canvas.findByRole('heading', { name: 'You now follow Kenji' })).toBeVisible()
    const mine = followed.follow.follows().filter((f) => f.user_id === 1 && f.follow_user_id === 8)
    await expect(mine).toHaveLength(1)
    await expect(mine[0]).toMatchObject({ type: 1, number: '1.5', status: 1 })
    // links, not followed here: the pages they open load their own data
    await expect(canvas.getByRole('link', { name: 'Back to Kenji' })).toHaveAttribute(
      'href',
      '#/pages/follow/trader?id=8',
    )
    await expect(canvas.getByRole('link', { name: 'My copy trading' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/my',
    )
  },
}

/** Aurora, followed at ×2: the page edits that follow. */
export const EditFollow: Story = {
  parameters: { route: '/pages/follow/follow?id=7' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edit follow of Aurora' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Ratio (×)')).toHaveValue('2')
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

/** Lots mode, and a number above 5 is refused as it is typed. */
export const InvalidNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Fixed lots/ }))
    const field = canvas.getByLabelText('Lots per copy')
    await userEvent.type(field, '6')
    await expect(field).toHaveAccessibleDescription(
      'Enter a ratio from 0.01 to 5 or whole lots from 1 to 5',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

const poor = msw({ leverBalance: '100.0000' })
/** 50 lots cost 105.3150 USDT against 100: warned, with the way to move USDT to futures. */
export const InsufficientBalance: Story = {
  parameters: poor.parameters,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Ratio (×)'), '5')
    await expect(canvas.getByRole('status')).toHaveTextContent(/would be skipped/)
    await expect(canvas.getByRole('link', { name: 'Transfer USDT to futures' })).toHaveAttribute(
      'href',
      '#/pages/fund/fundTransfer?from=change&to=lever',
    )
  },
}

/** Bia has no position yet. */
export const NoPositionYet: Story = {
  parameters: { route: '/pages/follow/follow?id=9' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Bia has no position yet: there is nothing to preview.'),
    ).toBeVisible()
  },
}

const limited = msw({ follows: twoFollows })
/** Two active follows already: refused, and the form keeps what was typed. */
export const LimitReached: Story = {
  parameters: limited.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Ratio (×)'), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    await userEvent.click(
      within(await dialog(canvasElement)).getByRole('button', { name: 'Follow' }),
    )
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can follow at most 2 traders at a time',
    )
    await expect(canvas.getByLabelText('Ratio (×)')).toHaveValue('1')
  },
}

const keys: string[] = []
const flaky = msw({}, [
  http.post('*/api/follow/follow', async ({ request }) => {
    keys.push(String((await readBody(request.clone())).idempotency_key))
    return keys.length === 1 ? HttpResponse.error() : undefined
  }),
])
/** A network failure keeps everything; "Try again" sends the same request with the same key. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    keys.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Fixed lots/ }))
    await userEvent.type(canvas.getByLabelText('Lots per copy'), '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Follow' }))
    await expect(await sheet.findByRole('alert')).toBeVisible()
    await expect(sheet.getByText('Lots per copy').nextElementSibling).toHaveTextContent('2 lots')
    await userEvent.click(sheet.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'You now follow Kenji' })).toBeVisible()
    await expect(keys).toEqual(['story-follow-key-1', 'story-follow-key-1'])
  },
}

export const LoadFailed: Story = {
  parameters: msw({}, [followScenarios.traderDown]).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/follow/follow?id=abc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Trader not found')).toBeVisible()
  },
}
