import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { LeverHistoryDetail } from '@/components/LeverHistoryDetail/LeverHistoryDetail'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { myCopyHistorySnapshots } from '@/machines/my-copy/my-copy.fixtures'
import { snapshotViews } from '@sb/story-helpers'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { HistoryPanel } from './history-panel'

const view = snapshotViews(myCopyHistorySnapshots, toContractOrdersView)

const meta = {
  title: 'Components/MyCopyTrading/HistoryPanel',
  component: HistoryPanel,
  args: {
    history: view('ready'),
    tradersHref: '#/pages/follow/index',
    timeZone: 'UTC',
    onOpen: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof HistoryPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { history: view('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Failed: Story = {
  args: { history: view('failed') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { history: view('empty') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No closed copies yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse traders' })).toBeVisible()
  },
}

/** Closed with the trader: Aurora's ETH long in profit, Kenji's BTC short at a loss. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows.map((r) => r.dataset.outcome)).toEqual(['trader', 'trader'])
  },
}

export const HasMore: Story = {
  args: { history: view('hasMore') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: { history: view('loadingMore') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: { history: view('moreFailed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

/** A closed copy's detail: the futures history's sheet. */
export const Detail: Story = {
  decorators: [withContainedLayers],
  parameters: { frame: 'screen' },
  args: { history: view('detail') },
  render: (args) => (
    <>
      <HistoryPanel {...args} />
      <LeverHistoryDetail
        position={view('detail').detail}
        timeZone="UTC"
        chartHref={(s) => `#/pages/transaction/index2?symbol=${encodeURIComponent(s)}`}
        onClose={fn()}
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Position details' })).toBeVisible()
  },
}
