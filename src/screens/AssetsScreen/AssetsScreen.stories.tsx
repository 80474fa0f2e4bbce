import type { Meta } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { FIAT_RECORD_KEY } from '@/api/contract/fiat'
import { MockEmptyBalances } from '@/api/contract/wallet.fixtures'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { isRouted } from '@/app/router'
import { ACCOUNT_KEY, HIDE_BALANCES_KEY, assetsMachine } from '@/machines/assets/assets.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps, type InjectedStoryObj } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AssetsScreen } from './AssetsScreen'

/** The wallet answers (a fresh in-memory mock per story), plus the shell's favourites. */
const msw = (...wallet: RequestHandler[]) => ({
  msw: {
    handlers: {
      wallet: [...wallet, ...createWalletMock().list],
      market: [marketHandlers.favourites],
    },
  },
})
const session = (storage: Record<string, string> = {}) => ({
  session: { token: MockToken, user: MockUser, storage },
})

const meta = {
  component: AssetsScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof AssetsScreen>({ isRouted }),
    frame: 'screen',
    route: '/pages/fund/assets',
    ...session(),
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AssetsScreen>

export default meta
type Story = InjectedStoryObj<typeof meta, 'isRouted'>

/** The Assets tab over HTTP: the total in US dollars, the spot account's coins, the tab bar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Assets' })).toBeVisible()
    const total = await canvas.findByRole('region', { name: 'Estimated total (USD)' })
    await expect(total).toHaveTextContent('$65,896.06')
    await expect(
      within(canvas.getByRole('list', { name: 'Spot account balances' })).getAllByRole('listitem'),
    ).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** The user's chosen fiat: euros. */
export const InEuros: Story = {
  parameters: session({
    [FIAT_RECORD_KEY]: JSON.stringify({ currency_code: 'EUR', rate: '0.8478', saveTime: 0 }),
  }),
  play: async ({ canvas }) => {
    const total = await canvas.findByRole('region', { name: 'Estimated total (EUR)' })
    await waitFor(() => expect(total).toHaveTextContent('€55,866.68'))
  },
}

export const Loading: Story = {
  parameters: { ...msw(walletScenarios.overviewPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(walletScenarios.overviewDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

/** A new user: nothing anywhere, a first deposit offered; it leads to the coin list. */
export const NewUser: Story = {
  parameters: {
    msw: {
      handlers: {
        wallet: createWalletMock({ balances: MockEmptyBalances }).list,
        market: [marketHandlers.favourites],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No assets yet')).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: 'Make a deposit' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /^USDT TRC20/ })).toBeVisible()
  },
}

/** Hidden balances and the contract account, both remembered from last time. */
export const Remembered: Story = {
  parameters: session({ [HIDE_BALANCES_KEY]: '1', [ACCOUNT_KEY]: 'lever' }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'Contract' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.queryByText(/65,896/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balances' }))
    await expect(await canvas.findByText('$65,896.06')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Options' }))
    await expect(canvas.getByRole('list', { name: 'Options account balances' })).toHaveTextContent(
      '150.2500',
    )
  },
}

/** A shortcut whose screen is not built says so and stays (here: fund transfer, as if not routed). */
export const ShortcutInDevelopment: Story = {
  parameters: {
    inject: injectProps<typeof AssetsScreen>({
      isRouted: (path: string) => path !== '/pages/fund/fundTransfer' && isRouted(path),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const shortcuts = await canvas.findByRole('navigation', { name: 'Shortcuts' })
    await expect(within(shortcuts).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=withdraw',
    )
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Transfer' }))
    await expect(await canvas.findByText('Function in development')).toBeVisible()
  },
}

/** A background refresh fails: the figures stay, marked out of date; Update brings them back. */
let refreshes = 0
export const Stale: Story = {
  parameters: {
    inject: injectProps<typeof AssetsScreen>({
      machine: assetsMachine.provide({ delays: { refresh: 50 } }),
    }),
    ...msw(
      http.post('*/api/wallet/list', () => {
        refreshes += 1
        // the first load and the manual update pass to the mock; the first background refresh fails
        return refreshes === 2 ? HttpResponse.error() : undefined
      }),
    ),
  },
  beforeEach: () => {
    refreshes = 0
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 })
    await expect(alert).toHaveTextContent('Balances could not be updated')
    await expect(canvas.getByRole('region', { name: 'Estimated total (USD)' })).toHaveTextContent(
      '$65,896.06',
    )
    await userEvent.click(within(alert).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
