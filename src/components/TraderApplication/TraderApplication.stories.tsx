import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import {
  MockApplicationText,
  MockRejectReason,
  traderApplicationSnapshots,
} from '@/machines/trader-application/trader-application.fixtures'
import { toTraderApplicationView } from '@/machines/trader-application/trader-application.view'
import { snapshotViews } from '@sb/story-helpers'
import { TraderApplication } from './TraderApplication'

const view = snapshotViews(traderApplicationSnapshots, toTraderApplicationView)

const meta = {
  component: TraderApplication,
  // the screen gives the page's side margins
  decorators: [
    (Story) => (
      <div className="px-4 py-3">
        <Story />
      </div>
    ),
  ],
  parameters: { frame: 'screen' },
  args: {
    ...view('formEmpty'),
    timeZone: 'UTC',
    onTextChange: fn(),
    onAgreementChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onReload: fn(),
    agreementHref: '#/pages/follow/agreement_en',
    verificationHref: '#/pages/setting/real_mark',
    myCopyHref: '#/pages/copytrade/my',
    ownTraderHref: '#/pages/follow/trader?id=1001',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TraderApplication>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const conditionRows = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'What it takes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)
const apply = (canvas: Canvas) => canvas.getByRole('button', { name: 'Apply' })

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your application…')).toBeInTheDocument()
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Never applied, every condition met: the caller's progress against each, then the form. */
export const ConditionsMet: Story = {
  args: view('formEmpty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(conditionRows(canvas)).toEqual([
      '✓Closed futures positions12 / 10Met',
      '✓Days since your first position9 / 7Met',
      '✓Identity verifiedYesMet',
    ])
    await expect(canvas.queryByRole('link', { name: 'Verify your identity' })).toBeNull()
    await expect(canvas.getByText('0 / 500')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Why do you want to be a trader?'), 'I')
    await expect(args.onTextChange).toHaveBeenCalledWith('I')
    await expect(canvas.getByRole('link', { name: 'trader agreement' })).toHaveAttribute(
      'href',
      '#/pages/follow/agreement_en',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have read and accept/ }))
    await expect(args.onAgreementChange).toHaveBeenCalledWith(true)
    await expect(apply(canvas)).toBeEnabled()
    await userEvent.click(apply(canvas))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

export const Filled: Story = {
  args: view('formFilled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveValue(
      MockApplicationText,
    )
    await expect(canvas.getByText(`${MockApplicationText.length} / 500`)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: /I have read/ })).toBeChecked()
  },
}

/** 4 of 10 positions, 2 of 7 days, no verification: submit is disabled and says which. */
export const ConditionsNotMet: Story = {
  args: view('conditionsNotMet'),
  play: async ({ canvas }) => {
    await expect(conditionRows(canvas)).toEqual([
      '✗Closed futures positions4 / 10Not met',
      '✗Days since your first position2 / 7Not met',
      '✗Identity verifiedNoNot metVerify your identity',
    ])
    await expect(canvas.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '#/pages/setting/real_mark',
    )
    await expect(apply(canvas)).toBeDisabled()
    await expect(apply(canvas)).toHaveAccessibleDescription(
      'Not met yet: Closed futures positions, Days since your first position, Identity verified',
    )
  },
}

/** Submitted with nothing typed and the agreement unticked. */
export const AgreementUnticked: Story = {
  args: view('missing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toBeInvalid()
    const box = canvas.getByRole('checkbox', { name: /I have read/ })
    await expect(box).not.toBeChecked()
    await expect(box).toBeInvalid()
    await expect(box).toHaveAccessibleDescription(/agreement/i)
  },
}

export const TextTooLong: Story = {
  args: view('tooLong'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('520 / 500')).toBeVisible()
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toBeInvalid()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeDisabled()
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveAttribute(
      'readonly',
    )
  },
}

/** Refused conditionsNotMet: the progress is read again, the button busy, the text kept. */
export const RefreshingConditions: Story = {
  args: view('refreshing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeDisabled()
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveValue(
      MockApplicationText,
    )
  },
}

/** Refused conditionsNotMet, the progress read again: the refusal says which are missing. */
export const ConditionsNotMetRefused: Story = {
  args: view('conditionsNotMetRefused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/conditions/)
    await expect(apply(canvas)).toHaveAccessibleDescription(
      'Not met yet: Closed futures positions, Days since your first position, Identity verified',
    )
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveValue(
      MockApplicationText,
    )
    await expect(apply(canvas)).toBeDisabled()
  },
}

/** The answer was lost: the error, and the text and the tick kept for another try. */
export const NetworkFailure: Story = {
  args: view('networkFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveValue(
      MockApplicationText,
    )
    await expect(canvas.getByRole('checkbox', { name: /I have read/ })).toBeChecked()
    await userEvent.click(apply(canvas))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
  },
}

/** The caller still follows a trader: the way to end the follows. */
export const StopFollowingFirst: Story = {
  args: view('stopFollowingFirst'),
  play: async ({ canvas }) => {
    const alert = within(canvas.getByRole('alert'))
    await expect(alert.getByRole('link', { name: 'Go to My copy trading' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/my',
    )
  },
}

/** The reviewer's reason, and the form again with the earlier text. */
export const Rejected: Story = {
  args: view('rejected'),
  play: async ({ canvas }) => {
    const box = within(canvas.getByRole('region', { name: 'Your application was rejected' }))
    await expect(box.getByText(`Reviewer's reason: ${MockRejectReason}`)).toBeVisible()
    await expect(canvas.getByLabelText('Why do you want to be a trader?')).toHaveValue(
      MockApplicationText,
    )
    await expect(canvas.getByRole('button', { name: 'Apply again' })).toBeEnabled()
  },
}

/** Sent: what and when, waiting for review. */
export const Pending: Story = {
  args: view('pending'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
    await expect(canvas.getByText(MockApplicationText)).toBeVisible()
    await expect(canvas.getByText(/^Sent /)).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }))
    await expect(args.onReload).toHaveBeenCalledTimes(1)
  },
}

/** Sent from another device meanwhile: the refusal is named above the pending page. */
export const PendingElsewhere: Story = {
  args: view('pendingElsewhere'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/.+/)
    await expect(canvas.getByRole('heading', { name: 'Waiting for review' })).toBeVisible()
  },
}

/** Approved: what followers see, and the caller's own trader page. */
export const Approved: Story = {
  args: view('approved'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are a trader' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See your trader page' })).toHaveAttribute(
      'href',
      '#/pages/follow/trader?id=1001',
    )
  },
}

/** The session's profile not read yet: no link to a page whose id is unknown. */
export const ApprovedWithoutId: Story = {
  args: { ...view('approved'), ownTraderHref: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are a trader' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The conditions and form in Chinese, with the Chinese agreement. */
export const ConditionsNotMetZh: Story = {
  args: { ...view('conditionsNotMet'), agreementHref: '#/pages/follow/agreement_zh' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '交易员协议' })).toHaveAttribute(
      'href',
      '#/pages/follow/agreement_zh',
    )
    await expect(canvas.getByRole('button', { name: '提交申请' })).toBeDisabled()
  },
}
