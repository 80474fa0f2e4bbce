import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import {
  MockOptionPrices,
  MockRiseExpiry,
  optionPositionsSnapshots,
} from '@/machines/option-positions/option-positions.fixtures'
import { toOptionPositionsView } from '@/machines/option-positions/option-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionCards } from './OptionCards'

/** The cards at the fixture's now, valued at the quotes store's prices in the fixtures. */
const view = snapshotViews(optionPositionsSnapshots, (s) =>
  toOptionPositionsView(s, MockOptionPrices),
)

const meta = {
  component: OptionCards,
  args: {
    ...view('open'),
    timeZone: 'UTC',
    klineHref: (symbol: string, at: number) =>
      `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}&at=${at}`,
    checkHref: (id: number) => `#/pages/transaction/seconds_check?id=${id}`,
    onDismiss: fn(),
    onClearResults: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionCards>

export default meta
type Story = StoryObj<typeof meta>

const cardNamed = (canvas: HTMLElement, name: string) =>
  within(canvas).getByRole('article', { name })
const liveRegion = (card: HTMLElement) => card.querySelector('[aria-live="polite"]')

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

/** The list could not be read, but the option just placed shows. */
export const FailedWithPlaced: Story = { args: view('failedWithPlaced') }

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open options')).toBeVisible()
  },
}

/**
 * Two options at MockMicroNow with BTC at 41,251.65: the rise has 12 s left and wins 80 % less
 * its fee; the fall has 1:35 left and wins too. Timers are not live regions.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const rise = cardNamed(canvasElement, 'BTC/USDT Rise 30 s')
    await expect(within(rise).getByRole('timer', { name: 'Time left' })).toHaveTextContent('0:12')
    await expect(within(rise).getByText(/^Open 41,240\.10 at 11:59:42\sAM$/)).toBeVisible()
    await expect(within(rise).getByText('If it ended now: win +79.0000 USDT')).toBeVisible()
    await expect(rise.querySelector('[data-slot="live-price"]')).toHaveClass('text-up')
    await expect(liveRegion(rise)).toHaveTextContent('')
    const fall = cardNamed(canvasElement, 'BTC/USDT Fall 120 s')
    await expect(within(fall).getByRole('timer')).toHaveTextContent('1:35')
    await expect(within(fall).getByText('If it ended now: win +43.5000 USDT')).toBeVisible()
  },
}

/** BTC at 41,230.00: the rise loses (stake and fee), the fall wins. */
export const Losing: Story = {
  args: toOptionPositionsView(optionPositionsSnapshots.open, { 'BTC/USDT': '41230.00' }),
  play: async ({ canvasElement }) => {
    const rise = cardNamed(canvasElement, 'BTC/USDT Rise 30 s')
    await expect(within(rise).getByText('If it ended now: loss -101.0000 USDT')).toBeVisible()
    await expect(rise.querySelector('[data-slot="live-price"]')).toHaveClass('text-down')
  },
}

/** No quote yet: no live figures. */
export const NoPrice: Story = {
  args: toOptionPositionsView(optionPositionsSnapshots.open, {}),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Waiting for the live price')).toHaveLength(2)
  },
}

/** The ticket's answer shows at once, above the running ones. */
export const Placed: Story = {
  args: view('placed'),
  play: async ({ canvasElement }) => {
    const placed = cardNamed(canvasElement, 'ETH/USDT Fall 60 s')
    await expect(within(placed).getByRole('timer')).toHaveTextContent('1:00')
    await expect(within(placed).getByText('If it ended now: tie -0.2000 USDT')).toBeVisible()
  },
}

/** The last seconds: said once to screen readers, not every second. */
export const Ending: Story = {
  args: view('ending'),
  play: async ({ canvasElement }) => {
    const rise = cardNamed(canvasElement, 'BTC/USDT Rise 30 s')
    await expect(within(rise).getByRole('timer')).toHaveTextContent('0:05')
    await expect(liveRegion(rise)).toHaveTextContent('BTC/USDT Rise 30 s: under 10 seconds left')
  },
}

export const Settling: Story = {
  args: view('settling'),
  play: async ({ canvasElement }) => {
    const rise = cardNamed(canvasElement, 'BTC/USDT Rise 30 s')
    await expect(within(rise).getByText('Settling…')).toBeVisible()
    await expect(within(rise).queryByRole('timer')).toBeNull()
    await expect(liveRegion(rise)).toHaveTextContent('BTC/USDT Rise 30 s: settling')
  },
}

export const AskingResult: Story = { args: view('askingResult') }

/** Asked and not settled yet: the card says it waits. */
export const WaitingResult: Story = {
  args: view('waitingResult'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for the result…')).toBeVisible()
  },
}

/** #108 won: both ticks, the K-line at the settlement second, the check; dismiss. */
export const Settled: Story = {
  args: view('settled'),
  play: async ({ canvasElement, userEvent, args }) => {
    const result = within(canvasElement).getByRole('article', { name: 'BTC/USDT Rise 30 s' })
    await expect(within(result).getByText('Win +79.0000 USDT')).toHaveClass('text-up')
    await expect(within(result).getByText(/^41,240\.10 at 11:59:42\sAM$/)).toBeVisible()
    await expect(
      within(result).getByText(/^41,251\.65, the engine's price at exactly 12:00:12\sPM$/),
    ).toBeVisible()
    await expect(
      within(result).getByRole('link', { name: 'See this tick on the K-line' }),
    ).toHaveAttribute(
      'href',
      `#/pages/transaction/index2?symbol=BTC%2FUSDT&at=${MockRiseExpiry / 1000}`,
    )
    await expect(within(result).getByRole('link', { name: 'Check this result' })).toHaveAttribute(
      'href',
      '#/pages/transaction/seconds_check?id=108',
    )
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear results' })).toBeNull()
    await userEvent.click(
      within(result).getByRole('button', { name: 'Dismiss BTC/USDT Rise 30 s' }),
    )
    await expect(args.onDismiss).toHaveBeenCalledWith(108)
  },
}

/** Five results, newest first; "Clear results". */
export const Results: Story = {
  args: view('results'),
  play: async ({ canvas, userEvent, args }) => {
    const results = within(canvas.getByRole('region', { name: 'Results' }))
    await expect(results.getAllByRole('article')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear results' }))
    await expect(args.onClearResults).toHaveBeenCalledOnce()
  },
}

/** A tie pays the stake back and still costs the fee; a loss costs stake and fee. */
export const TieAndLoss: Story = {
  args: view('tieAndLoss'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tie -0.1000 USDT')).toHaveClass('text-ink')
    await expect(canvas.getByText('Loss -202.0000 USDT')).toHaveClass('text-down')
  },
}

export const Portuguese: Story = { args: view('settled'), globals: { locale: 'pt' } }
export const Japanese: Story = { args: view('settled'), globals: { locale: 'ja' } }
