import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { formatFiat, toFiat } from '@/lib/fiat'
import { assetsSnapshots } from '@/machines/assets/assets.fixtures'
import { toAssetsView } from '@/machines/assets/assets.view'
import { AccountBalances } from './AccountBalances'

const accountOf = (key: keyof typeof assetsSnapshots) => {
  const { account, accounts, rows, hidden } = toAssetsView(assetsSnapshots[key])
  return { account, accounts, rows, hidden }
}

const meta = {
  component: AccountBalances,
  args: {
    ...accountOf('ready'),
    fiat: (usdt: string) => formatFiat(toFiat(usdt, '1'), 'USD', 'en'),
    ledgerHref: '#/pages/fund/assets_record?account=change',
    transferHistoryHref: '#/pages/fund/transfer_history',
    onSelectAccount: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AccountBalances>

export default meta
type Story = StoryObj<typeof meta>

export const Spot: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('$62,945.81')).toBeVisible()
    const rows = within(canvas.getByRole('list', { name: 'Spot account balances' })).getAllByRole(
      'listitem',
    )
    await expect(rows[1]).toHaveTextContent('USDT$12,750.50Available12,500.5000Locked250.0000')
    await userEvent.keyboard('{Tab}')
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onSelectAccount).toHaveBeenCalledWith('legal')
  },
}

/** An account holding one coin: the others are listed, dimmed, at zero. */
export const Fiat: Story = {
  args: accountOf('legal'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot=asset-row][data-zero]')).toHaveLength(2)
  },
}

export const Hidden: Story = {
  args: accountOf('hidden'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(6)
  },
}
