import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { KycStatusBanner } from './KycStatusBanner'

const meta = {
  component: KycStatusBanner,
  globals: { locale: 'en' },
} satisfies Meta<typeof KycStatusBanner>

export default meta
type Story = StoryObj<typeof KycStatusBanner>

export const InReview: Story = {
  args: { variant: 'inReview', level: 'basic', onCheck: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Under review')
    await userEvent.click(canvas.getByRole('button', { name: 'Check now' }))
    await expect('onCheck' in args && args.onCheck).toHaveBeenCalledOnce()
  },
}

export const InReviewChecking: Story = {
  args: { variant: 'inReview', level: 'advanced', isChecking: true, onCheck: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Check now/ })).toBeDisabled()
  },
}

/** Refused with the reviewer's words, and a way to try again. */
export const Rejected: Story = {
  args: {
    variant: 'rejected',
    level: 'basic',
    failCode: 'reviewRejected',
    failReason: 'The name does not match the document.',
    onRetry: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Reviewer's note: The name does not match the document.",
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect('onRetry' in args && args.onRetry).toHaveBeenCalledOnce()
  },
}

export const RejectedWithoutReason: Story = {
  args: {
    variant: 'rejected',
    level: 'advanced',
    failCode: 'reviewRejected',
    failReason: '',
    onRetry: fn(),
  },
}

/** Spec §5: refused because the phone was not bound. */
export const RejectedContactNotBound: Story = {
  args: {
    variant: 'rejected',
    level: 'basic',
    failCode: 'contactNotBound',
    failReason: '',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bind your e-mail and phone number')
  },
}

export const ContactsRequired: Story = {
  args: { variant: 'contactsRequired', emailBound: true, phoneBound: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Phone number not bound')
    await expect(canvas.getByRole('status')).not.toHaveTextContent('E-mail not bound')
  },
}

export const VerifiedBasic: Story = {
  args: { variant: 'verified', level: 1, onContinue: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start advanced verification' }))
    await expect('onContinue' in args && args.onContinue).toHaveBeenCalledOnce()
  },
}

export const VerifiedAdvanced: Story = { args: { variant: 'verified', level: 2 } }

export const Korean: Story = {
  args: {
    variant: 'rejected',
    level: 'advanced',
    failCode: 'reviewRejected',
    failReason: 'Blurred.',
    onRetry: fn(),
  },
  globals: { locale: 'ko' },
}
