import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { formatFiat, toFiat } from '@/lib/fiat'
import { assetsSnapshots } from '@/machines/assets/assets.fixtures'
import { toAssetsView } from '@/machines/assets/assets.view'
import { snapshotViews } from '@sb/story-helpers'
import { AssetsOverview } from './AssetsOverview'

const view = snapshotViews(assetsSnapshots, toAssetsView)

/** What `useFiat().format` gives for a USDT amount at 1 EUR = 0.92 USD, in English. */
const euros = (usdt: string) => formatFiat(toFiat(usdt, '0.92'), 'EUR', 'en')

const meta = {
  component: AssetsOverview,
  args: {
    ...view('ready'),
    fiat: euros,
    fiatCode: 'EUR',
    fiatIsFallback: false,
    shortcuts: {
      deposit: '#/pages/fund/select?url=receive',
      withdraw: null,
      convert: null,
      transfer: null,
      records: '#/pages/fund/receive_withdraw_record',
    },
    ledgerHref: '#/pages/fund/assets_record?account=change',
    transferHistoryHref: '#/pages/fund/transfer_history',
    onToggleHidden: fn(),
    onRetry: fn(),
    onSelectAccount: fn(),
    onUnavailable: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AssetsOverview>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The total in the chosen fiat, the shortcuts, the spot account's coins. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const total = canvas.getByRole('region', { name: 'Estimated total (EUR)' })
    await expect(total).toHaveTextContent('€60,624.38')
    await expect(total).toHaveTextContent('≈ 65,896.0623 USDT')
    const shortcuts = canvas.getByRole('navigation', { name: 'Shortcuts' })
    await expect(within(shortcuts).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=receive',
    )
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Withdraw' }))
    await expect(args.onUnavailable).toHaveBeenCalledWith('withdraw')
    const coins = within(canvas.getByRole('list', { name: 'Spot account balances' })).getAllByRole(
      'listitem',
    )
    await expect(coins.map((c) => c.querySelector('.font-medium')?.textContent)).toEqual([
      'BTC',
      'USDT',
      'ETH',
    ])
    await expect(coins[0]).toHaveTextContent('Available0.52340000')
    await expect(coins[0]).toHaveTextContent('Locked0.10000000')
    await userEvent.click(canvas.getByRole('tab', { name: 'Contract' }))
    await expect(args.onSelectAccount).toHaveBeenCalledWith('lever')
  },
}

export const ContractAccount: Story = {
  args: view('lever'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Contract' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText('Contract account')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Account history' })).toHaveAttribute(
      'href',
      '#/pages/fund/assets_record?account=change',
    )
  },
}

export const FiatAccount: Story = { args: view('legal') }
export const OptionsAccount: Story = { args: view('micro') }

/** Hidden balances: every figure masked, the eye pressed. */
export const Hidden: Story = {
  args: view('hidden'),
  play: async ({ canvas, userEvent, args }) => {
    const eye = canvas.getByRole('button', { name: 'Hide balances' })
    await expect(eye).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.queryByText(/60,624/)).toBeNull()
    await expect(canvas.queryByText(/0\.5234/)).toBeNull()
    await userEvent.click(eye)
    await expect(args.onToggleHidden).toHaveBeenCalledOnce()
  },
}

/** A new user: nothing in any account, a first deposit offered. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No assets yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=receive',
    )
  },
}

export const Refreshing: Story = { args: view('refreshing') }

/** A refresh failed: the last figures stay, said to be out of date, with a way to update. */
export const Stale: Story = {
  args: view('stale'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Balances could not be updated')
    await expect(canvas.getByRole('region', { name: 'Estimated total (EUR)' })).toHaveTextContent(
      '€60,624.38',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** No exchange rate known: US dollars, and the card says so. */
export const FiatFallback: Story = {
  args: {
    fiat: (usdt: string) => formatFiat(usdt, 'USD', 'en', 'code'),
    fiatCode: 'USD',
    fiatIsFallback: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/amounts are shown in US dollars/)).toBeVisible()
  },
}

/** The default language, and a long one. */
export const Portuguese: Story = {
  args: { fiat: (usdt: string) => formatFiat(toFiat(usdt, '5.1'), 'BRL', 'pt'), fiatCode: 'BRL' },
  globals: { locale: 'pt' },
}
export const Thai: Story = { args: view('empty'), globals: { locale: 'th' } }
