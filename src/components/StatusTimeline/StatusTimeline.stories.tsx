import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DepositClaim, Withdrawal } from '@/api/contract/wallet'
import {
  MockDepositCredited,
  MockDepositPending,
  MockWithdrawalApproved,
  MockWithdrawalPending,
  MockWithdrawalRejected,
} from '@/api/contract/wallet.fixtures'
import { StatusTimeline } from './StatusTimeline'

const meta = {
  component: StatusTimeline,
  args: { steps: Withdrawal.parse(MockWithdrawalPending).timeline, timeZone: 'UTC' },
  globals: { locale: 'en' },
} satisfies Meta<typeof StatusTimeline>

export default meta
type Story = StoryObj<typeof meta>

const items = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Status' })).getAllByRole('listitem')

/** Submitted, waiting for review: the step it waits for is drawn ahead, greyed. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const [submitted, reviewing, next] = items(canvasElement)
    await expect(submitted).toHaveTextContent('SubmittedMar 1, 2025, 11:30 AM')
    await expect(reviewing).toHaveAttribute('aria-current', 'step')
    await expect(reviewing).toHaveTextContent(
      'Under review (in progress)Waiting for the platform to review it',
    )
    await expect(next).toHaveTextContent('Approved (not yet)')
  },
}

export const Approved: Story = {
  args: { steps: Withdrawal.parse(MockWithdrawalApproved).timeline },
  play: async ({ canvasElement }) => {
    const steps = items(canvasElement)
    await expect(steps).toHaveLength(2)
    await expect(steps[1]).toHaveTextContent('ApprovedMar 1, 2025, 11:10 AM')
  },
}

/** Rejected, with the reviewer's reason. */
export const Rejected: Story = {
  args: { steps: Withdrawal.parse(MockWithdrawalRejected).timeline },
  play: async ({ canvasElement }) => {
    const [, rejected] = items(canvasElement)
    await expect(rejected).toHaveAttribute('data-state', 'rejected')
    await expect(rejected).toHaveTextContent(
      'Reason: The card holder name does not match your verified name',
    )
  },
}

/** A deposit claim: its positive outcome is "Credited". */
export const DepositPending: Story = {
  args: { steps: DepositClaim.parse(MockDepositPending).timeline, outcome: 'credited' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[2]).toHaveTextContent('Credited (not yet)')
  },
}

export const DepositCredited: Story = {
  args: { steps: DepositClaim.parse(MockDepositCredited).timeline, outcome: 'credited' },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[1]).toHaveTextContent('Credited')
  },
}

/** The default language, and a long one. */
export const Portuguese: Story = {
  args: { steps: Withdrawal.parse(MockWithdrawalRejected).timeline },
  globals: { locale: 'pt' },
}
export const Thai: Story = { globals: { locale: 'th' } }
