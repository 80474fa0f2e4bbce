import type { Meta } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { isRouted } from '@/app/router'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps, type InjectedStoryObj } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { TransferHistoryScreen } from './TransferHistoryScreen'

const msw = (...wallet: RequestHandler[]) => ({
  msw: {
    handlers: {
      wallet: [...wallet, ...createWalletMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: TransferHistoryScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    inject: injectProps<typeof TransferHistoryScreen>({ isRouted }),
    frame: 'screen',
    route: '/pages/fund/transfer_history',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof TransferHistoryScreen>

export default meta
type Story = InjectedStoryObj<typeof meta, 'isRouted'>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Transfer history' }),
    ).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Fund transfers' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: createWalletMock({ transfers: [] }).list,
        market: [marketHandlers.favourites],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No transfers yet')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: msw(http.get('*/api/wallet/hzhistory', () => HttpResponse.error())),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: { ...msw(walletScenarios.transfersPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}
