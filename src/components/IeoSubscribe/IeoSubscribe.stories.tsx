import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { ieoSubscribeSnapshots } from '@/machines/ieo-subscribe/ieo-subscribe.fixtures'
import { toIeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { snapshotViews } from '@sb/story-helpers'
import { IeoSubscribe } from './IeoSubscribe'

const view = snapshotViews(ieoSubscribeSnapshots, toIeoSubscribeView)

const meta = {
  component: IeoSubscribe,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('typed'),
    ordersHref: '#/pages/ieo/order',
    listHref: '#/pages/ieo/ieo',
    timeZone: 'UTC',
    onRetry: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onAgain: fn(),
    onLogin: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <IeoSubscribe {...args} />
    </div>
  ),
} satisfies Meta<typeof IeoSubscribe>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm subscription' }))
const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the project')).toBeInTheDocument()
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
    await expect(canvas.getByText('Project not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All IEO projects' })).toHaveAttribute(
      'href',
      '#/pages/ieo/ieo',
    )
  },
}

/** NOVA in progress, nothing typed; Max fills in the most there is. */
export const Editing: Story = {
  args: view('editing'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Ends in 3 days 00:00:00')).toBeVisible()
    await expect(canvas.getByText('Available 12,500.5000 USDT · minimum 100 NOVA')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Amount (tokens)'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
  },
}

/** 2,000 NOVA: 100 USDT, the balance after, all of it allotted after the end. */
export const Typed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const preview = within(canvas.getByLabelText('What you pay and get'))
    await expect(preview.getByText('100.0000 USDT')).toBeVisible()
    await expect(preview.getByText('12,400.5000 USDT')).toBeVisible()
    await expect(
      canvas.getByText(/All 2,000 NOVA are allotted to you and delivered to your funds account/),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const BelowMinimum: Story = {
  args: view('belowMinimum'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount (tokens)')).toHaveAccessibleDescription(
      'The amount is below the minimum',
    )
  },
}

export const Insufficient: Story = {
  args: view('insufficient'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount (tokens)')).toHaveAccessibleDescription(
      'Insufficient balance',
    )
  },
}

/** The server had fewer tokens left: the page reads the project again, the code stays. */
export const Refreshing: Story = {
  args: view('refreshing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount (tokens)')).toHaveAccessibleDescription(
      'Fewer tokens are left than you asked for. Lower the amount',
    )
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  },
}

/** No session: the figures, and subscribing asks to log in. */
export const Visitor: Story = {
  args: view('visitor'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText('Amount (tokens)')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to subscribe' }))
    await expect(args.onLogin).toHaveBeenCalledOnce()
  },
}

/** LUMA opens in 2 days: the form is there, disabled, with why. */
export const NotStarted: Story = {
  args: view('notStarted'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Starts in 2 days 00:00:00 Until then you cannot subscribe.',
    )
    await expect(canvas.getByLabelText('Amount (tokens)')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  },
}

/** ORBT has ended: its result and My subscriptions. */
export const Ended: Story = {
  args: view('ended'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscription closed' })).toBeVisible()
    await expect(canvas.getByText(/of 5,000,000 ORBT were subscribed/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My subscriptions' })).toHaveAttribute(
      'href',
      '#/pages/ieo/order',
    )
  },
}

/** NOVA's clock passed its end while the page was open. */
export const EndedWhileOpen: Story = {
  args: view('endedWhileOpen'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ended')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull()
  },
}

/** Refused as it ended: the result, with the refusal. */
export const EndedRefused: Story = {
  args: view('endedRefused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This subscription has ended')
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(row(canvasElement, 'cost')).toHaveTextContent('100.0000 USDT')
    await expect(row(canvasElement, 'balance')).toHaveTextContent('12,400.5000 USDT')
    await userEvent.click(s.getByRole('button', { name: 'Confirm and pay' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet stays, confirming again retries. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toBeVisible()
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByRole('button', { name: /Confirm and pay/ }),
    ).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByRole('button', { name: /Confirm and pay/ }),
    ).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Subscription made' })).toBeVisible()
    await expect(canvas.getByText('1013')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe again' }))
    await expect(args.onAgain).toHaveBeenCalledOnce()
  },
}
