import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { followFormSnapshots } from '@/machines/follow-form/follow-form.fixtures'
import { toFollowFormView } from '@/machines/follow-form/follow-form.view'
import { snapshotViews } from '@sb/story-helpers'
import { FollowForm } from './FollowForm'

const view = snapshotViews(followFormSnapshots, toFollowFormView)

const meta = {
  component: FollowForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('ratio'),
    transferHref: '#/pages/fund/fundTransfer?from=change&to=lever',
    mineHref: '#/pages/copytrade/my',
    tradersHref: '#/pages/follow/index',
    traderHref: '#/pages/follow/trader?id=8',
    onRetry: fn(),
    onModeChange: fn(),
    onNumberChange: fn(),
    onNumberBlur: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <FollowForm {...args} />
    </div>
  ),
} satisfies Meta<typeof FollowForm>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm follow' }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the trader')).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trader not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the traders' })).toHaveAttribute(
      'href',
      '#/pages/follow/index',
    )
  },
}

/** Nothing typed yet: no figures until the number is valid. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /Fixed ratio/ })).toBeChecked()
    await expect(canvas.getByText(/Enter a valid number/)).toBeVisible()
    await expect(canvasElement.querySelector('[data-row="cost"]')).toBeNull()
    await userEvent.type(canvas.getByLabelText('Ratio (×)'), '2')
    await expect(args.onNumberChange).toHaveBeenCalledWith('2')
    await userEvent.click(canvas.getByRole('radio', { name: /Fixed lots/ }))
    await expect(args.onModeChange).toHaveBeenCalledWith('lots')
  },
}

/** Ratio mode: Kenji's 10-lot BTC short at ×1.5 is ⌊10 × 1.5⌋ = 15 lots. */
export const RatioPreview: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByLabelText('Ratio (×)')).toHaveValue('1.5')
    await expect(row(canvasElement, 'traderLots')).toHaveTextContent('10 lots')
    await expect(row(canvasElement, 'price')).toHaveTextContent('41,300.00')
    await expect(row(canvasElement, 'copyLots')).toHaveTextContent(/^15 lots/)
    await expect(canvas.getByText('⌊10 × 1.5⌋ = 15 lots')).toBeVisible()
    await expect(row(canvasElement, 'margin')).toHaveTextContent('30.9750 USDT')
    await expect(row(canvasElement, 'fee')).toHaveTextContent('0.6195 USDT')
    await expect(row(canvasElement, 'cost')).toHaveTextContent('31.5945 USDT')
    await expect(row(canvasElement, 'balance')).toHaveTextContent('2,000.0000 USDT')
    await expect(canvasElement.querySelector('[data-slot="copy-warning"]')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Fixed lots: 3 lots whatever the trader opens. */
export const LotsPreview: Story = {
  args: view('lots'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: /Fixed lots/ })).toBeChecked()
    await expect(canvas.getByLabelText('Lots per copy')).toHaveValue('3')
    await expect(row(canvasElement, 'copyLots')).toHaveTextContent('3 lots')
    await expect(canvas.getByText('Fixed: 3 lots, whatever the trader opens')).toBeVisible()
    await expect(row(canvasElement, 'cost')).toHaveTextContent('6.3189 USDT')
  },
}

/** 105.3150 USDT against 100: the copy would be skipped; a link moves USDT to futures. */
export const InsufficientBalance: Story = {
  args: view('insufficient'),
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement, 'cost')).toHaveTextContent('105.3150 USDT')
    await expect(row(canvasElement, 'balance')).toHaveTextContent('100.0000 USDT')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your futures balance does not cover this copy: it would be skipped.',
    )
    await expect(canvas.getByRole('link', { name: 'Transfer USDT to futures' })).toHaveAttribute(
      'href',
      '#/pages/fund/fundTransfer?from=change&to=lever',
    )
    // a warning, not a refusal: the follow can still be made
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeEnabled()
  },
}

export const NoPositionYet: Story = {
  args: view('noPosition'),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('Bia has no position yet: there is nothing to preview.'),
    ).toBeVisible()
    await expect(canvasElement.querySelector('[data-row="margin"]')).toBeNull()
  },
}

export const InvalidNumber: Story = {
  args: view('invalid'),
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Ratio (×)')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'Enter a ratio from 0.01 to 5 or whole lots from 1 to 5',
    )
    await userEvent.click(field)
    await userEvent.tab()
    await expect(args.onNumberBlur).toHaveBeenCalled()
  },
}

export const LimitReached: Story = {
  args: view('limitReached'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You can follow at most 2 traders at a time',
    )
    await expect(canvas.getByLabelText('Ratio (×)')).toHaveValue('1.5')
  },
}

/** Aurora, followed at ×2: the form starts from that follow. */
export const EditFollow: Story = {
  args: { ...view('editFollow'), traderHref: '#/pages/follow/trader?id=7' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('You follow Aurora: change the terms below.')).toBeVisible()
    await expect(canvas.getByLabelText('Ratio (×)')).toHaveValue('2')
    await expect(row(canvasElement, 'copyLots')).toHaveTextContent('10 lots')
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('Trader').nextElementSibling).toHaveTextContent('Kenji')
    await expect(s.getByText('Copy mode').nextElementSibling).toHaveTextContent('Fixed ratio')
    await expect(s.getByText('Ratio (×)').nextElementSibling).toHaveTextContent('×1.5')
    await expect(s.getByText('Latest position copied as').nextElementSibling).toHaveTextContent(
      '15 lots · 31.5945 USDT',
    )
    await expect(s.getByText(/cannot be closed by hand/)).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Follow' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(s.getByRole('button', { name: 'Back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet stays with the reason; "Try again" sends it again. */
export const NetworkFailure: Story = {
  args: view('networkError'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toBeVisible()
    await expect(s.getByText('Ratio (×)').nextElementSibling).toHaveTextContent('×1.5')
    await userEvent.click(s.getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Follow/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You now follow Kenji' })).toBeVisible()
    await expect(
      canvas.getByText('Each of Kenji’s positions is copied at ×1.5 its lots.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My copy trading' })).toHaveAttribute(
      'href',
      '#/pages/copytrade/my',
    )
    await expect(canvas.getByRole('link', { name: 'Back to Kenji' })).toHaveAttribute(
      'href',
      '#/pages/follow/trader?id=8',
    )
  },
}
