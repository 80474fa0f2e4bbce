import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { kycStatusSnapshots } from '@/machines/kyc-status/kyc-status.fixtures'
import { toKycStatusView } from '@/machines/kyc-status/kyc-status.view'
import { snapshotViews } from '@sb/story-helpers'
import { KycSummary } from './KycSummary'

const view = snapshotViews(kycStatusSnapshots, toKycStatusView)

const meta = {
  component: KycSummary,
  args: {
    ...view('lv1'),
    verifyHref: '#/pages/setting/real_mark',
    onRetry: fn(),
    onRefresh: fn(),
    onVerify: fn(),
  },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof KycSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your verification')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Not verified (and no phone bound): why, and the way to the forms. */
export const Unverified: Story = {
  args: view('unverified'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute(
      'href',
      '#/pages/setting/real_mark',
    )
    await expect(canvas.getByText('Phone number not bound')).toBeVisible()
  },
}

export const BasicPending: Story = {
  args: view('basicPending'),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check now' }))
    await expect(args.onRefresh).toHaveBeenCalled()
  },
}

export const BasicRejected: Story = {
  args: view('basicRejected'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText("Reviewer's note: The name does not match the document."),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onVerify).toHaveBeenCalled()
  },
}

export const Lv1: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start advanced verification' }))
    await expect(args.onVerify).toHaveBeenCalled()
  },
}

export const AdvancedPending: Story = {
  args: view('advancedPending'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review')).toBeVisible()
  },
}

export const AdvancedRejected: Story = {
  args: view('advancedRejected'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Advanced verification not passed')).toBeVisible()
  },
}

export const Lv2: Story = {
  args: view('lv2'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Advanced verification passed')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}
