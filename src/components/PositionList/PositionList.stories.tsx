import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { PositionList } from './PositionList'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)

const meta = {
  component: PositionList,
  args: {
    ...view('live'),
    onFilterChange: fn(),
    onEditStops: fn(),
    onClose: fn(),
    onCloseAll: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onNoticeDismiss: fn(),
    copyTradingHref: '#/pages/copytrade/my',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof PositionList>

export default meta
type Story = StoryObj<typeof meta>

const figure = (card: HTMLElement, term: string) =>
  [...card.querySelectorAll('dt')].find((d) => d.textContent === term)?.nextElementSibling
    ?.textContent

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open positions')).toBeVisible()
  },
}

/** Rows as read, valued at the last prices read with the rules. */
export const Ready: Story = { args: view('ready') }

/**
 * BTC marked at 41,800.00 by the screen: P/L and % per card; the copy is marked and has no
 * buttons; TP/SL, Close and Cancel reach the screen.
 */
export const Live: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const cards = canvas.getAllByRole('article')
    await expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'ETH/USDT Long 10×',
      'BTC/USDT Long 10×',
      'BTC/USDT Short 20×',
      'BTC/USDT Long 5× limit',
    ])
    const long = cards[1]!
    await expect(figure(long, 'Mark price')).toBe('41,800.00')
    await expect(within(long).getByText('+18.0000 USDT')).toBeVisible()
    await expect(within(long).getByText('+45.00%')).toBeVisible()
    await expect(figure(long, 'TP / SL')).toBe('45,000.00 / 38,000.00')
    await expect(within(cards[0]!).getByText('Copied')).toBeVisible()
    await expect(within(cards[0]!).queryByRole('button')).toBeNull()
    await expect(within(cards[0]!).getByRole('link', { name: 'My copy trading' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/my',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'TP/SL BTC/USDT Long 10×' }))
    await expect(args.onEditStops).toHaveBeenCalledWith(11)
    await userEvent.click(canvas.getByRole('button', { name: 'Close BTC/USDT Short 20×' }))
    await expect(args.onClose).toHaveBeenCalledWith(12)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel BTC/USDT Long 5× limit' }))
    await expect(args.onCancel).toHaveBeenCalledWith(13)
  },
}

/** "Close all" opens its scope menu; a choice goes to the confirm. */
export const CloseAllMenu: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close all' }))
    const menu = canvas.getByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['All positions', 'Longs only', 'Shorts only'])
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Longs only' }))
    await expect(args.onCloseAll).toHaveBeenCalledWith('long')
    await expect(canvas.queryByRole('menu')).toBeNull()
  },
}

export const OnePair: Story = {
  args: view('onePair'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'BTC/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }))
    await expect(args.onFilterChange).toHaveBeenCalledWith('all')
  },
}

export const Refreshing: Story = { args: view('refreshing') }

/** A liquidation-near account: the liquidation estimate sits close to the mark. */
export const AtRisk: Story = {
  args: view('danger'),
  play: async ({ canvas }) => {
    await expect(figure(canvas.getByRole('article'), 'Liq. price (est.)')).toBe('35,900.00')
  },
}

/** The position to close had closed meanwhile: the list was read again and says so. */
export const PositionGone: Story = {
  args: view('positionGone'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('no longer open')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onNoticeDismiss).toHaveBeenCalledOnce()
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Japanese: Story = { globals: { locale: 'ja' } }
