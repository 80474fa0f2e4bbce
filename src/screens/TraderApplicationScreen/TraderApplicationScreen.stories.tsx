import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { TraderApplyRequest } from '@/api/contract/follow'
import { fail, ok } from '@/api/msw/envelope'
import { followScenarios } from '@/api/msw/follow'
import { paths } from '@/app/paths'
import {
  MockApplicationText,
  UnmetProgress,
  mockApplicationWire,
} from '@/machines/trader-application/trader-application.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { TraderApplicationScreen } from './TraderApplicationScreen'

/**
 * follow/application and follow/apply over one application: `answer` first, a valid apply makes it
 * pending with the text sent (as the sandbox does for a caller who meets every condition).
 */
function applicationMock(first: ReturnType<typeof mockApplicationWire> = mockApplicationWire()) {
  let answer = first
  return [
    http.get('*/api/follow/application', () => ok(answer)),
    http.post('*/api/follow/apply', async ({ request }) => {
      const parsed = TraderApplyRequest.safeParse(
        Object.fromEntries(new URLSearchParams(await request.text())),
      )
      if (!parsed.success) return fail('applicationTextInvalid')
      answer = mockApplicationWire({ status: 'pending', reason: parsed.data.reason })
      return ok(answer)
    }),
  ]
}
const mocks = (handlers: RequestHandler[] = applicationMock()) => ({
  msw: { handlers: { follow: handlers } },
})

const meta = {
  component: TraderApplicationScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.copyApply,
    session: { token: MockToken, user: MockUser },
    ...mocks(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderApplicationScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const textBox = (canvas: Canvas) => canvas.findByLabelText('Why do you want to be a trader?')

/** Every condition met: typed, ticked, sent, and the page waits for review. */
export const Apply: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Become a trader' })).toBeVisible()
    await userEvent.type(await textBox(canvas), 'Small positions, a stop on each.')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    // the agreement is not ticked: nothing is sent
    await expect(canvas.getByRole('checkbox', { name: /I have read/ })).toBeInvalid()
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have read/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByRole('heading', { name: 'Waiting for review' })).toBeVisible()
    await expect(canvas.getByText('Small positions, a stop on each.')).toBeVisible()
  },
}

/** The conditions not met: the progress, the verification link, submit disabled. */
export const ConditionsNotMet: Story = {
  parameters: mocks(applicationMock(mockApplicationWire({ progress: UnmetProgress }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 / 10')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      `#${paths.verification}`,
    )
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled()
  },
}

/** The answer is lost: the error, and the text still there to send again. */
export const NetworkFailureKeepsText: Story = {
  parameters: mocks([followScenarios.applyDown, ...applicationMock()]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await textBox(canvas), MockApplicationText.slice(0, 40))
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have read/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(await textBox(canvas)).toHaveValue(MockApplicationText.slice(0, 40))
    await expect(canvas.getByRole('checkbox', { name: /I have read/ })).toBeChecked()
  },
}

/** Rejected: the reason, the earlier text in the form. */
export const Rejected: Story = {
  parameters: mocks(applicationMock(mockApplicationWire({ status: 'rejected' }))),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Your application was rejected' }),
    ).toBeVisible()
    await expect(await textBox(canvas)).toHaveValue(MockApplicationText)
  },
}

/** Approved: the link to the caller's own trader page (the session's user id). */
export const Approved: Story = {
  parameters: mocks(applicationMock(mockApplicationWire({ status: 'approved', isTrader: true }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'See your trader page' })).toHaveAttribute(
      'href',
      `#${paths.copyTrader}?id=${MockUser.id}`,
    )
  },
}

/** The application cannot be read: retry reads it again. */
export const LoadFailed: Story = {
  parameters: mocks([
    http.get('*/api/follow/application', () => HttpResponse.error(), { once: true }),
    ...applicationMock(mockApplicationWire({ status: 'pending' })),
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Waiting for review' })).toBeVisible(),
    )
  },
}
