import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { DepositWithdrawRecordScreen } from './DepositWithdrawRecordScreen'

const msw = (...wallet: RequestHandler[]) => ({
  msw: {
    handlers: {
      wallet: [...wallet, ...createWalletMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: DepositWithdrawRecordScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: '/pages/fund/receive_withdraw_record',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DepositWithdrawRecordScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Deposit claims first; a tap opens one with its timeline, Close goes back to the list. */
export const Deposits: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposits and withdrawals' }),
    ).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Deposit claims' })
    await userEvent.click(within(list).getAllByRole('button')[2]!)
    const sheet = await canvas.findByRole('dialog', { name: 'Deposit claim' })
    await expect(sheet).toHaveTextContent('Reason: No transfer from this address arrived')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  },
}

/** The withdrawals tab; a tap reads the request fresh (wallet/out_log) and shows its timeline. */
export const Withdrawal: Story = {
  parameters: { route: '/pages/fund/receive_withdraw_record?tab=withdraw' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Withdrawals' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const list = await canvas.findByRole('list', { name: 'Withdrawal requests' })
    await userEvent.click(within(list).getAllByRole('button')[1]!)
    const sheet = await canvas.findByRole('dialog', { name: 'Withdrawal' })
    await waitFor(() =>
      expect(sheet.querySelector('[data-slot=record-detail]')).toHaveAttribute(
        'data-state',
        'ready',
      ),
    )
    await expect(within(sheet).getByRole('list', { name: 'Status' })).toHaveTextContent('Approved')
    await expect(sheet).toHaveTextContent('249 USDT')
  },
}

/** The deposit screen's "view records" with a claim's id opens it at once. */
export const DeepLink: Story = {
  parameters: { route: '/pages/fund/receive_withdraw_record?tab=deposit&id=1' },
  play: async ({ canvas }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Deposit claim' })
    await expect(within(sheet).getByRole('list', { name: 'Status' })).toHaveTextContent(
      'Under review',
    )
  },
}

/** Closing a request opened by a link stays on the records (Back would leave them). */
export const DeepLinkClosed: Story = {
  parameters: { route: '/pages/fund/receive_withdraw_record?tab=deposit&id=1' },
  play: async ({ canvas, userEvent }) => {
    const sheet = await canvas.findByRole('dialog', { name: 'Deposit claim' })
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('list', { name: 'Deposit claims' })).toBeVisible()
  },
}

/** Switching tabs keeps each list. */
export const SwitchTabs: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Deposit claims' })
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }))
    await expect(await canvas.findByRole('list', { name: 'Withdrawal requests' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { ...msw(walletScenarios.depositsPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: createWalletMock({ deposits: [], withdrawals: [] }).list,
        market: [marketHandlers.favourites],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deposits yet')).toBeVisible()
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
