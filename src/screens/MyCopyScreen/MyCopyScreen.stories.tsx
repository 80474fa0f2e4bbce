import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { LeverPositionWire } from '@/api/contract/lever'
import { mockHistoryWire } from '@/machines/contract-orders/contract-orders.fixtures'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { createFollowMock, followScenarios } from '@/api/msw/follow'
import { createLeverMock } from '@/api/msw/lever'
import { paths } from '@/app/paths'
import {
  closedWithTrader,
  mockClosedCopyWires,
  MockKenjiCopy,
  mockMyFollowsWire,
  mockMyFollowWires,
  MockLotsSkipped,
} from '@/machines/my-copy/my-copy.fixtures'
import { MockCopiedPosition } from '@/api/contract/lever.fixtures'
import { MockSkippedCopy } from '@/api/contract/follow.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { MyCopyScreen } from './MyCopyScreen'

/** follow/my from the fixtures; lever/my_trade holds own closed positions and closed copies. */
const handlers = (...first: RequestHandler[]) => ({
  msw: {
    handlers: {
      follow: [
        ...first,
        ...createFollowMock({
          follows: mockMyFollowWires,
          positions: [MockKenjiCopy, MockCopiedPosition],
          skipped: [MockLotsSkipped, MockSkippedCopy],
        }).list,
      ],
      lever: createLeverMock({
        positions: [...mockHistoryWire.filter((p) => p.order_type === 1), ...mockClosedCopyWires],
      }).list,
    },
  },
})

const meta = {
  component: MyCopyScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.copyMine,
    session: { token: MockToken, user: MockUser },
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    ...handlers(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MyCopyScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The fake market socket (quotes, and the user's room the play functions push into). */
const live = { decorators: [withMarketSocket], loaders: [marketSocketLoader] }

const copiesTab = async (
  canvas: ReturnType<typeof within>,
  click: (e: Element) => Promise<void>,
) => {
  await canvas.findByRole('article', { name: 'Aurora' })
  await click(canvas.getByRole('tab', { name: 'Copies' }))
  return canvas.findAllByRole('article')
}

/** The follows of follow/my, each linking to its trader. */
export const Default: Story = {
  ...live,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My copy trading' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('article', { name: 'Aurora' })).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'Kenji' })).toBeVisible()
  },
}

/** A trader opens: the copy appears live (follow_copy 'opened'), valued at the live price. */
export const CopyOpenedLive: Story = {
  ...live,
  play: async ({ canvas, loaded, userEvent }) => {
    const cards = await copiesTab(canvas, (e) => userEvent.click(e))
    await expect(cards).toHaveLength(2)
    const position: LeverPositionWire = { ...MockCopiedPosition, id: 77, share: 3, number: '0.3' }
    marketOf(loaded).socket.emit('follow_copy', {
      type: 'follow_copy',
      to: 1,
      event: 'opened',
      trader_user_id: 7,
      nickname: 'Aurora',
      position,
    })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Copied from Aurora')
  },
}

/** The trader closes: the copy leaves the open copies and is in History with its P/L. */
export const CopyClosedLive: Story = {
  ...live,
  play: async ({ canvas, loaded, userEvent }) => {
    await copiesTab(canvas, (e) => userEvent.click(e))
    const position = closedWithTrader(MockCopiedPosition, '2180.00', 0)
    marketOf(loaded).socket.emit('follow_copy', {
      type: 'follow_copy',
      to: 1,
      event: 'closed',
      trader_user_id: 7,
      nickname: 'Aurora',
      position,
    })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    const first = canvas.getAllByRole('article')[0]!
    await expect(first).toHaveAttribute('data-outcome', 'trader')
    await expect(first).toHaveTextContent(`+${position.fact_profits}`)
  },
}

/** The trader lost the flag (follow_cancelled): the follow goes, a notice says why. */
export const FollowCancelledLive: Story = {
  ...live,
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('article', { name: 'Aurora' })
    marketOf(loaded).socket.emit('follow_cancelled', {
      type: 'follow_cancelled',
      to: 1,
      trader_user_id: 7,
      nickname: 'Aurora',
      follow: { ...mockMyFollowsWire.follows[0]!.follow, status: 2 },
    })
    await expect(await canvas.findByText(/Aurora is no longer a trader/)).toBeVisible()
    await expect(canvas.queryByRole('article', { name: 'Aurora' })).toBeNull()
  },
}

/** Cancel → the sheet explains open copies stay → confirmed: the follow goes, said so. */
export const CancelFollow: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Kenji' })
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel your follow of Kenji' }))
    const sheet = await canvas.findByRole('dialog', { name: 'Stop following Kenji?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Stop following' }))
    await expect(await canvas.findByText('You no longer follow Kenji')).toBeVisible()
    await expect(canvas.queryByRole('article', { name: 'Kenji' })).toBeNull()
  },
}

/** Take over → confirmed: the copy is the user's own and leaves the copies. */
export const TakeOver: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await copiesTab(canvas, (e) => userEvent.click(e))
    await userEvent.click(canvas.getByRole('button', { name: 'Take over ETH/USDT Long 10×' }))
    const sheet = await canvas.findByRole('dialog', { name: 'Take over this copy?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Take over' }))
    await expect(await canvas.findByText(/The position is yours now/)).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
  },
}

/** The copy closed meanwhile: the refusal in words, the sheet kept to retry or go back. */
export const TakeOverRefused: Story = {
  ...live,
  parameters: handlers(followScenarios.selfHoldingNotOpen),
  play: async ({ canvas, userEvent }) => {
    await copiesTab(canvas, (e) => userEvent.click(e))
    await userEvent.click(canvas.getByRole('button', { name: 'Take over ETH/USDT Long 10×' }))
    const sheet = await canvas.findByRole('dialog', { name: 'Take over this copy?' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Take over' }))
    await expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'This position is no longer open',
    )
  },
}

/** History asks lever/my_trade for copies only: the user's own closed positions are not there. */
export const History: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('article', { name: 'Aurora' })
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
    for (const row of canvas.getAllByRole('article'))
      await expect(within(row).getByText('Copied')).toBeVisible()
  },
}

export const Loading: Story = {
  ...live,
  parameters: handlers(followScenarios.minePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  ...live,
  parameters: handlers(followScenarios.mineDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
