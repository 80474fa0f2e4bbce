import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { optionCheckSnapshots } from '@/machines/option-check/option-check.fixtures'
import { toOptionCheckView } from '@/machines/option-check/option-check.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionCheckPanel } from './OptionCheckPanel'

const view = snapshotViews(optionCheckSnapshots, toOptionCheckView)

const meta = {
  component: OptionCheckPanel,
  // the screen gives the page's side margins
  decorators: [
    (Story) => (
      <div className="px-4 py-3">
        <Story />
      </div>
    ),
  ],
  parameters: { frame: 'screen' },
  args: {
    ...view('verified'),
    timeZone: 'UTC',
    onEntryChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    klineHref: (symbol: string, at: number) =>
      `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}&at=${at}`,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionCheckPanel>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const steps = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Check it step by step' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** No order asked: what the page does, the form, and why no one can rig a result. */
export const Idle: Story = {
  args: view('idle'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Check an option' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Order number'), '1')
    await expect(args.onEntryChange).toHaveBeenCalledWith('1')
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }))
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(canvas.getByRole('heading', { name: 'Why no one can rig it' })).toBeVisible()
  },
}
export const IdleTyped: Story = { args: view('idleTyped') }
/** The raw id is not an order number: the field says what it takes. */
export const IdleInvalid: Story = {
  args: view('idleInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Order number')).toHaveAccessibleDescription(
      'Order numbers are whole numbers above 10000, as your option history shows them.',
    )
  },
}
export const LoadingOrder: Story = {
  args: view('loadingOrder'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Checking the settlement' })).toBeVisible()
  },
}
export const LoadingTicks: Story = { args: view('loadingTicks') }

/** A 30 s rise that won: three facts, each matching, each second linked to the chart. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The settlement checks out')
    await expect(steps(canvas)).toEqual([
      "The option opened at 41,200.00: the engine's public price at 11:58:00 AM was 41,200.00. matchesSee BTC/USDT at 11:58:00 AM on the chart",
      'It settled 30 s later, at 11:58:30 AM, at 41,215.37: the public price then was 41,215.37. matchesSee BTC/USDT at 11:58:30 AM on the chart',
      'A rise wins when the settlement price is above the open price; equal prices are a tie.41,215.37 > 41,200.00 → win (recorded: win) matches',
    ])
    await expect(
      canvas.getByRole('link', { name: 'See BTC/USDT at 11:58:30 AM on the chart' }),
    ).toHaveAttribute('href', '#/pages/transaction/index2?symbol=BTC%2FUSDT&at=1740830310')
  },
}
export const VerifiedLoss: Story = { args: view('verifiedLoss') }
/** Equal prices: a tie, whatever the direction. */
export const VerifiedTie: Story = {
  args: view('verifiedTie'),
  play: async ({ canvas }) => {
    await expect(steps(canvas)[2]).toContain('41,190.00 = 41,190.00 → tie (recorded: tie)')
  },
}
export const VerifiedFall: Story = { args: view('verifiedFall') }

/** Still running: the open second checks out; when it settles, and a way to check again. */
export const Open: Story = {
  args: view('open'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'It settles at Mar 1, 2025, 12:00:12 PM',
    )
    await expect(steps(canvas)).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

const loud = (canvas: Canvas) => canvas.getByRole('alert')

/** The recorded open price is not the public one: the alert names it with both figures. */
export const Mismatch: Story = {
  args: view('mismatch'),
  play: async ({ canvas }) => {
    await expect(loud(canvas)).toHaveTextContent('This settlement does not match the public prices')
    await expect(
      within(loud(canvas))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Open price: recorded 41,200.00, but the engine's public price at 11:58:00 AM was 41,199.99.",
    ])
  },
}
/** Settled a second late. */
export const MismatchDuration: Story = {
  args: view('mismatchDuration'),
  play: async ({ canvas }) => {
    await expect(loud(canvas)).toHaveTextContent(
      'Duration: a 30 s option settles exactly 30 s after it opens; this one settled 31 s after.',
    )
  },
}
/** A fabricated settlement price, and the result it made. */
export const MismatchSettle: Story = {
  args: view('mismatchSettle'),
  play: async ({ canvas }) => {
    await expect(within(loud(canvas)).getAllByRole('listitem')).toHaveLength(2)
    await expect(loud(canvas)).toHaveTextContent(
      'Result: recorded loss, but the public prices make it a win.',
    )
  },
}
export const MismatchOutcome: Story = { args: view('mismatchOutcome') }

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No option No. 10404')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Check another option' })).toBeVisible()
  },
}
export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
