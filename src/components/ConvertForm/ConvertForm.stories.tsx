import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { convertSnapshots } from '@/machines/convert/convert.fixtures'
import { toConvertView } from '@/machines/convert/convert.view'
import { snapshotViews } from '@sb/story-helpers'
import { ConvertForm } from './ConvertForm'

const view = snapshotViews(convertSnapshots, ({ convert, quote }) => toConvertView(convert, quote))

const meta = {
  component: ConvertForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    assetsHref: '#/pages/fund/assets',
    timeZone: 'UTC',
    onRetry: fn(),
    onFromChange: fn(),
    onToChange: fn(),
    onSwap: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onRefreshQuote: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onAgain: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <ConvertForm {...args} />
    </div>
  ),
} satisfies Meta<typeof ConvertForm>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm conversion' }))

export const Loading: Story = { args: view('loading') }

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** No price yet: nothing to preview, convert waits. */
export const FetchingQuote: Story = {
  args: view('fetchingQuote'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Getting the latest price…')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Convert' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Max' })).toBeNull()
  },
}

export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1 USDT ≈ 0.00001556 BTC')).toBeVisible()
    await expect(canvas.getByText('Price valid for 7 s')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('From'), 'ETH')
    await expect(args.onFromChange).toHaveBeenCalledWith(2)
    await userEvent.selectOptions(canvas.getByLabelText('To'), 'ETH')
    await expect(args.onToChange).toHaveBeenCalledWith(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Swap the two coins' }))
    await expect(args.onSwap).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByLabelText('Amount of USDT'), '1')
    await expect(args.onAmountChange).toHaveBeenCalledWith('1')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** The fee is charged on top: 1,000 USDT converts, 1,002 leaves the account. */
export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You receive').nextElementSibling).toHaveTextContent(
      '0.01556417 BTC',
    )
    await expect(
      canvas.getByText(/Fee 0.2%: 2.0000 USDT, charged on top · Total debited 1,002.0000 USDT/),
    ).toBeVisible()
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount of USDT')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
  },
}

export const TooSmall: Story = {
  args: view('tooSmall'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount of USDT')).toHaveAccessibleDescription(
      /nothing would arrive/,
    )
  },
}

export const QuoteFailed: Story = {
  args: view('quoteFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Could not get a price.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRefreshQuote).toHaveBeenCalledOnce()
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = sheet(canvasElement)
    const figures = dialog
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)
    await expect(figures).toEqual([
      'You convert=1,000.0000 USDT',
      'Fee (0.2%)=2.0000 USDT',
      'Total debited=1,002.0000 USDT',
      'You receive=0.01556417 BTC',
      'Price=1 USDT ≈ 0.00001556 BTC',
    ])
    await expect(dialog.getByText('Price valid for 7 s')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const PriceUpdated: Story = {
  args: view('priceUpdated'),
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByText('The price was updated. Check the figures before confirming.'),
    ).toBeVisible()
  },
}

/** A new price is on its way: confirming waits for it. */
export const RefreshingInSheet: Story = {
  args: view('refreshingInSheet'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Confirm' })).toBeDisabled()
  },
}

export const QuoteExpired: Story = {
  args: view('quoteExpired'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toHaveTextContent('The price has expired')
  },
}

/** No answer: the price is held so that "Try again" repeats exactly that conversion. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const dialog = sheet(canvasElement)
    await expect(dialog.getByRole('alert')).toHaveTextContent('Network error')
    await expect(dialog.getByText(/This price is kept for your last attempt/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** One conversion per 3 seconds: said plainly, with the wait counted down. */
export const TooFrequent: Story = {
  args: view('tooFrequent'),
  play: async ({ canvasElement }) => {
    const dialog = sheet(canvasElement)
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'You can convert once every 3 seconds. Wait a moment, then confirm again.',
    )
    await expect(dialog.getByRole('button', { name: 'Try again in 2 s' })).toBeDisabled()
  },
}

export const Keying: Story = { args: view('keying') }

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Confirm/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversion complete' })).toBeVisible()
    await expect(canvas.getByText('Received').nextElementSibling).toHaveTextContent(
      '0.01556417 BTC',
    )
    await expect(canvas.getByRole('list', { name: 'Status' })).toHaveTextContent(/Completed/)
    await userEvent.click(canvas.getByRole('button', { name: 'Convert again' }))
    await expect(args.onAgain).toHaveBeenCalledOnce()
  },
}

export const FilledJapanese: Story = { args: view('filled'), globals: { locale: 'ja' } }
