import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { financeSnapshots } from '@/machines/finance/finance.fixtures'
import { toFinanceView } from '@/machines/finance/finance.view'
import { snapshotViews } from '@sb/story-helpers'
import { FinanceHub } from './FinanceHub'

const view = snapshotViews(financeSnapshots, toFinanceView)

const links = {
  lock: {
    products: '#/pages/lockming/lockming',
    defi: '#/pages/lockming/lockming?type=defi',
    cloud: '#/pages/lockming/lockming?type=cloud',
    orders: '#/pages/lockming/order',
    help: '#/pages/lockming/welcome',
  },
  dual: {
    products: '#/pages/invest/invest',
    orders: '#/pages/invest/mine',
    help: '#/pages/invest/help',
  },
  ieo: { projects: '#/pages/ieo/ieo', orders: '#/pages/ieo/order' },
}

const meta = {
  component: FinanceHub,
  args: { ...view('ready'), links, onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof FinanceHub>

export default meta
type Story = StoryObj<typeof meta>

const card = (
  canvas: { getByRole: (role: 'region', o: { name: string }) => HTMLElement },
  name: string,
) => within(canvas.getByRole('region', { name }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading figures' })).toHaveLength(3)
    await expect(card(canvas, 'Lock mining').getByRole('link', { name: 'Products' })).toBeVisible()
  },
}

/** The fixtures' best figures: 0.5 % a day (USDT), 5 days; 50 % APR on the ETH put; 1 and 1 projects. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const lock = card(canvas, 'Lock mining')
    await expect(lock.getByText('0.5% a day')).toBeVisible()
    await expect(lock.getByText('Best daily rate (USDT)')).toBeVisible()
    await expect(lock.getByText('5 days')).toBeVisible()
    const targets = lock.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])
    await expect(targets).toEqual([
      ['Products', links.lock.products],
      ['DeFi', links.lock.defi],
      ['Cloud', links.lock.cloud],
      ['My locks', links.lock.orders],
      ['How it works', links.lock.help],
    ])
    const dual = card(canvas, 'Dual investment')
    await expect(dual.getByText('50%')).toBeVisible()
    await expect(dual.getByText('ETH buy low')).toBeVisible()
    await expect(dual.getByRole('link', { name: 'My dual orders' })).toHaveAttribute(
      'href',
      links.dual.orders,
    )
    const ieo = card(canvas, 'IEO')
    await expect(ieo.getAllByRole('term').map((d) => d.textContent)).toEqual([
      'In progress',
      'Upcoming',
    ])
    await expect(ieo.getAllByRole('definition').map((d) => d.textContent)).toEqual(['1', '1'])
    await expect(ieo.getByRole('link', { name: 'My subscriptions' })).toHaveAttribute(
      'href',
      links.ieo.orders,
    )
    await expect(canvas.getByRole('note')).toHaveTextContent(/Returns are not guaranteed/)
  },
}

export const NothingOpen: Story = {
  args: view('nothingOpen'),
  play: async ({ canvas }) => {
    await expect(
      card(canvas, 'Lock mining').getByText('No product is open right now.'),
    ).toBeVisible()
    await expect(
      card(canvas, 'Dual investment').getByText('No product is open right now.'),
    ).toBeVisible()
  },
}

/** One card fails on its own: its retry, the others' figures still shown. */
export const LockFailed: Story = {
  args: view('lockFailed'),
  play: async ({ canvas, userEvent, args }) => {
    const lock = card(canvas, 'Lock mining')
    await expect(lock.getByRole('alert')).toHaveTextContent('Network error')
    await expect(card(canvas, 'Dual investment').getByText('50%')).toBeVisible()
    await userEvent.click(lock.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledWith('lock')
  },
}

export const DualFailed: Story = {
  args: view('dualFailed'),
  play: async ({ canvas, userEvent, args }) => {
    const dual = card(canvas, 'Dual investment')
    await expect(dual.getByRole('alert')).toBeVisible()
    await expect(card(canvas, 'Lock mining').getByText('0.5% a day')).toBeVisible()
    await userEvent.click(dual.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledWith('dual')
  },
}

export const IeoFailed: Story = {
  args: view('ieoFailed'),
  play: async ({ canvas, userEvent, args }) => {
    const ieo = card(canvas, 'IEO')
    await userEvent.click(ieo.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledWith('ieo')
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
  },
}
