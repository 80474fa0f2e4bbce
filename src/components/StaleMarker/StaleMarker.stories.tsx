import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { connectionSnapshots } from '@/machines/connection/connection.fixtures'
import { toConnectionView } from '@/machines/connection/connection.view'
import { StaleMarker } from './StaleMarker'

const meta = {
  component: StaleMarker,
  args: { status: 'live', onRetry: fn() },
} satisfies Meta<typeof StaleMarker>

export default meta
type Story = StoryObj<typeof meta>

const from = (name: keyof typeof connectionSnapshots) =>
  toConnectionView(connectionSnapshots[name]).status

export const Live: Story = {
  args: { status: from('live') },
  play: async ({ canvas, loaded: { i18n } }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(i18n.t('staleMarker.live'))
    await expect(canvas.getByText(i18n.t('staleMarker.live'))).toHaveClass('sr-only')
  },
}

export const Connecting: Story = { args: { status: from('connecting') } }

/** Socket open, first snapshot on its way: still connecting to the user. */
export const LoadingSnapshot: Story = { args: { status: from('loadingSnapshot') } }

/** The first snapshot failed and waits to be retried. */
export const SnapshotFailed: Story = {
  args: { status: from('snapshotFailed') },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.connecting'))
  },
}

export const Stale: Story = {
  args: { status: from('stale') },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.stale'))
    await expect(canvas.getByText(i18n.t('staleMarker.stale'))).toBeVisible()
  },
}

/** The socket dropped and a reconnect is pending: still stale to the user. */
export const Reconnecting: Story = { args: { status: from('reconnecting') } }

export const Reopening: Story = { args: { status: from('reopening') } }

export const Resyncing: Story = {
  args: { status: from('resyncing') },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.resyncing'))
  },
}

export const Offline: Story = {
  args: { status: from('offline') },
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.offline'))
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('staleMarker.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const ResyncFailed: Story = { args: { status: from('resyncFailed') } }

/** Without a retry handler, offline is only a note. */
export const OfflineWithoutRetry: Story = {
  args: { status: 'offline', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
