import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { inviteSnapshots } from '@/machines/invite/invite.fixtures'
import { toInviteView } from '@/machines/invite/invite.view'
import { snapshotViews } from '@sb/story-helpers'
import { InvitePanel } from './InvitePanel'

const view = snapshotViews(inviteSnapshots, toInviteView)

const meta = {
  component: InvitePanel,
  args: { ...view('ready'), onCopy: fn(), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof InvitePanel>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: view('loading') }

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('K7Q2M9XA')).toBeVisible()
    await expect(
      canvas.getByText('https://app.example.com/#/pages/common/register?code=K7Q2M9XA'),
    ).toBeVisible()
    await expect(canvas.getByText('1,284.5023')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledWith('link')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }))
    await expect(args.onCopy).toHaveBeenCalledWith('code')
  },
}

/** Honest zeros for someone who has invited nobody. */
export const NewUser: Story = {
  args: view('newUser'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rebates have been paid yet')).toBeVisible()
    await expect(canvas.getByText('0.0000')).toBeVisible()
  },
}

export const CopyingLink: Story = {
  args: view('copyingLink'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Copy link/ })).toBeDisabled()
  },
}

export const LinkCopied: Story = {
  args: view('linkCopied'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible()
  },
}

export const CodeCopied: Story = { args: view('codeCopied') }

export const CopyFailed: Story = {
  args: view('copyFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not copy')
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Korean: Story = { args: view('linkCopied'), globals: { locale: 'ko' } }
