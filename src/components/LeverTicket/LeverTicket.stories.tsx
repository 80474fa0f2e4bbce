import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverTicketSnapshots } from '@/machines/lever-ticket/lever-ticket.fixtures'
import { toLeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { LeverTicket } from './LeverTicket'
import { LiveLeverTicket } from './lever-ticket.stories-helpers'

const view = snapshotViews(leverTicketSnapshots, toLeverTicketView)

/** Drawn full width: the Contract tab gives the ticket the screen's width above the depth. */
const meta = {
  component: LeverTicket,
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    transferHref: '#/pages/fund/fundTransfer',
    onSideChange: fn(),
    onKindChange: fn(),
    onLeverageChange: fn(),
    onLotsChange: fn(),
    onLotsPreset: fn(),
    onLotsMax: fn(),
    onPriceChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto p-3">
      <LeverTicket {...args} />
    </div>
  ),
} satisfies Meta<typeof LeverTicket>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = { getAllByRole: (role: 'term') => HTMLElement[] }
const figure = (canvas: Canvas, term: string) =>
  canvas.getAllByRole('term').find((d) => d.textContent === term)?.nextElementSibling?.textContent

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Loading the contract order form' }),
    ).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Long' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('button', { name: '10×' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: '50×' }))
    await expect(args.onLeverageChange).toHaveBeenCalledWith(50)
    await userEvent.click(canvas.getByRole('button', { name: 'Set lots to 5' }))
    await expect(args.onLotsPreset).toHaveBeenCalledWith(5)
    await userEvent.click(canvas.getByRole('button', { name: /^Max: as many lots .*\(480\)$/ }))
    await expect(args.onLotsMax).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByLabelText('Lots'), '7')
    await expect(args.onLotsChange).toHaveBeenCalledWith('7')
    await userEvent.click(canvas.getByRole('button', { name: 'Short' }))
    await expect(args.onSideChange).toHaveBeenCalledWith('short')
    await userEvent.click(canvas.getByRole('tab', { name: 'Limit' }))
    await expect(args.onKindChange).toHaveBeenCalledWith('limit')
    await expect(
      canvas.getByRole('link', { name: 'Transfer funds to the Contract account' }),
    ).toHaveAttribute('href', '#/pages/fund/fundTransfer')
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const MarketLong: Story = {
  args: view('marketLong'),
  play: async ({ canvas }) => {
    await expect(
      canvas
        .getAllByRole('term')
        .map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`),
    ).toEqual([
      'Market price=41,251.65 USDT',
      'Entry price=41,251.65 USDT',
      'Size=0.010 BTC',
      'Position value=412.5165 USDT',
      'Margin=41.2517 USDT',
      'Fee (0.1%)=0.4126 USDT',
      'Margin + fee=41.6643 USDT',
      'Est. liquidation price=None',
      'Risk rate=2,572.54% → 1,711.19%',
    ])
  },
}

export const MarketShort: Story = {
  args: view('marketShort'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open short' })).toBeVisible()
    await expect(figure(canvas, 'Est. liquidation price')).toBe('111,129.42 USDT')
  },
}

export const LimitLong: Story = {
  args: view('limitLong'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Limit price')).toHaveAccessibleDescription(
      'Last price: 41,251.65 USDT',
    )
  },
}

/** A disclosed spread: the market price and the entry after the spread, on separate lines. */
export const WithSpread: Story = {
  args: view('withSpread'),
  play: async ({ canvas }) => {
    await expect(figure(canvas, 'Spread')).toBe('+5.00 USDT')
    await expect(figure(canvas, 'Entry price')).toBe('41,256.65 USDT')
  },
}

/** A thin account at 100×: the liquidation estimate comes close to the price. */
export const HighRisk: Story = { args: view('highRisk') }

export const Refreshing: Story = { args: view('refreshing') }

export const LotsInvalid: Story = {
  args: view('lotsInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Lots')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const LotsOutOfRange: Story = { args: view('lotsOutOfRange') }

export const PriceRequired: Story = { args: view('priceRequired') }

export const LimitPriceSide: Story = {
  args: view('limitPriceSide'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Limit price')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const PairClosed: Story = { args: view('pairClosed') }

export const Opened: Story = {
  args: view('opened'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Position opened')
  },
}

/** Portuguese, the default language. */
export const MarketLongPortuguese: Story = { args: view('marketLong'), globals: { locale: 'pt' } }

/* ---------- behaviour: the real machine behind the ticket ---------- */

const live: Pick<Story, 'render' | 'decorators'> = {
  decorators: [withScreenLayer],
  render: () => (
    <div className="bg-page absolute inset-0 overflow-y-auto p-3">
      <LiveLeverTicket />
    </div>
  ),
}

/** A preset fills the lots and the preview follows. */
export const PresetFillsLots: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set lots to 10' }))
    await expect(canvas.getByLabelText('Lots')).toHaveValue('10')
    await expect(figure(canvas, 'Margin')).toBe('41.2517 USDT')
  },
}

/** 10× → 100×: the margin is a tenth, the fee stays. */
export const LeverageUpdatesMargin: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set lots to 10' }))
    await userEvent.click(canvas.getByRole('button', { name: '100×' }))
    await expect(figure(canvas, 'Margin')).toBe('4.1252 USDT')
    await expect(figure(canvas, 'Fee (0.1%)')).toBe('0.4126 USDT')
  },
}

/** A limit long above the market would fill at once: the ticket says the target is on the wrong side. */
export const LimitWrongSide: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Limit' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Set lots to 10' }))
    await userEvent.type(canvas.getByLabelText('Limit price'), '42000')
    await expect(canvas.getByLabelText('Limit price')).toHaveAccessibleDescription(
      /must be below the market price/,
    )
  },
}

/** 500 lots at 5× cost more than the 2,000 USDT balance. */
export const InsufficientBalanceLive: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '5×' }))
    await userEvent.type(canvas.getByLabelText('Lots'), '500')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance')
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** Open long → the confirm sheet with every figure of the preview. */
export const ConfirmOpensSheet: Story = {
  ...live,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set lots to 10' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Open long' }))
    const sheet = within(await canvas.findByRole('dialog'))
    await expect(sheet.getByRole('button', { name: 'Confirm long' })).toBeVisible()
    await expect(figure(sheet, 'Margin + fee')).toBe('41.6643 USDT')
  },
}
