import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { SimulatedClock } from 'xstate'
import { USDT_ID } from '@/api/contract/wallet'
import { toUnits } from '@/api/contract/wallet-math'
import { fail, ok, readBody } from '@/api/msw/envelope'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { convertMachine } from '@/machines/convert/convert.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { ConvertScreen } from './ConvertScreen'

/** The price countdown runs on this clock: a play function moves it second by second. */
let clock = new SimulatedClock()
const tick = (seconds: number) => {
  for (let i = 0; i < seconds; i++) clock.increment(1000)
}
/** A fresh sandbox stand-in per story; `before` handlers answer first (and may pass through). */
function msw(before: RequestHandler[] = []) {
  const wallet = createWalletMock()
  return { wallet, parameters: { msw: { handlers: { wallet: [...before, ...wallet.list] } } } }
}

const meta = {
  component: ConvertScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  beforeEach: () => {
    clock = new SimulatedClock()
  },
  // the clock is made anew before each story, so it is read when the story renders
  render: (args) => <ConvertScreen {...args} clock={clock} />,
  args: { timeZone: 'UTC' },
  parameters: {
    // the idempotency key is made by an actor: fixed, so every run sends the same request
    inject: injectProps<typeof ConvertScreen>({
      machine: fixedKey(convertMachine, 'story-convert-key-1'),
    }),
    frame: 'screen',
    route: '/pages/fund/transfer',
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ConvertScreen>

export default meta
type Story = StoryObj<typeof meta>

const priced = async (canvas: HTMLElement) =>
  expect(await within(canvas).findByText('Price valid for 10 s')).toBeVisible()
const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm conversion' })

/** USDT → BTC at the sandbox price; the price counts down and a new one is fetched when it expires. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await priced(canvasElement)
    await expect(canvas.getByText('1 USDT ≈ 0.00001556 BTC')).toBeVisible()
    tick(3)
    await expect(await canvas.findByText('Price valid for 7 s')).toBeVisible()
    tick(7)
    await priced(canvasElement)
  },
}

const converted = msw()
/** Converted at the price shown: 1,002 USDT leave (fee on top), a double tap converts once. */
export const Converted: Story = {
  parameters: converted.parameters,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const before = converted.wallet.balances().change[USDT_ID]!.available
    await priced(canvasElement)
    await userEvent.type(canvas.getByLabelText('Amount of USDT'), '1000')
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }))
    const sheet = within(await dialog(canvasElement))
    await expect(sheet.getByText('Total debited').nextElementSibling).toHaveTextContent(
      '1,002.0000 USDT',
    )
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await canvas.findByRole('heading', { name: 'Conversion complete' })).toBeVisible()
    await expect(canvas.getByText('Received').nextElementSibling).toHaveTextContent(
      '0.01556417 BTC',
    )
    const after = converted.wallet.balances().change[USDT_ID]!.available
    await expect(toUnits(before, 4) - toUnits(after, 4)).toBe(toUnits('1002', 4))
  },
}

/** Swapping asks for the other direction's price. */
export const Swapped: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await priced(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Swap the two coins' }))
    await expect(await canvas.findByText('1 BTC ≈ 64,250.1200 USDT')).toBeVisible()
    await expect(canvas.getByLabelText('From')).toHaveDisplayValue('BTC')
    await expect(canvas.getByLabelText('Amount of BTC')).toHaveAccessibleDescription(
      'Available: 0.52340000 BTC',
    )
  },
}

let expiredOnce = false
const expired = msw([
  http.post('*/api/user/Transfer', () => {
    if (expiredOnce) return undefined
    expiredOnce = true
    return fail('quoteExpired')
  }),
])
/** The server found the price expired: a new price, and the sheet asks again. */
export const QuoteExpired: Story = {
  parameters: expired.parameters,
  beforeEach: () => {
    expiredOnce = false
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await priced(canvasElement)
    await userEvent.type(canvas.getByLabelText('Amount of USDT'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent('The price has expired')
    await expect(
      await sheet.findByText('The price was updated. Check the figures before confirming.'),
    ).toBeVisible()
  },
}

let frequentOnce = false
const frequent = msw([
  http.post('*/api/user/Transfer', () => {
    if (frequentOnce) return undefined
    frequentOnce = true
    return fail('requestTooFrequent')
  }),
])
/** One conversion per 3 seconds: said plainly; the confirm comes back when the wait is over. */
export const TooFrequent: Story = {
  parameters: frequent.parameters,
  beforeEach: () => {
    frequentOnce = false
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await priced(canvasElement)
    await userEvent.type(canvas.getByLabelText('Amount of USDT'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await sheet.findByRole('button', { name: 'Try again in 3 s' })).toBeDisabled()
    await expect(sheet.getByRole('alert')).toHaveTextContent(
      'You can convert once every 3 seconds.',
    )
    tick(1)
    await expect(await sheet.findByRole('button', { name: 'Try again in 2 s' })).toBeDisabled()
  },
}

const sent: string[] = []
const flaky = msw([
  http.post('*/api/user/Transfer', async ({ request }) => {
    const body = await readBody(request.clone())
    sent.push(`${body.quote_id}|${body.idempotency_key}`)
    return sent.length === 1 ? HttpResponse.error() : undefined
  }),
])
/** No answer: the price is held past its expiry and "Try again" repeats exactly that request. */
export const NetworkRetry: Story = {
  parameters: flaky.parameters,
  beforeEach: () => {
    sent.length = 0
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await priced(canvasElement)
    await userEvent.type(canvas.getByLabelText('Amount of USDT'), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Convert' }))
    const sheet = within(await dialog(canvasElement))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent('Network error')
    tick(12)
    await expect(await sheet.findByText(/This price is kept for your last attempt/)).toBeVisible()
    await userEvent.click(sheet.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('heading', { name: 'Conversion complete' })).toBeVisible()
    await waitFor(() => expect(sent).toHaveLength(2))
    await expect(sent[1]).toBe(sent[0])
  },
}

export const QuoteFailed: Story = {
  parameters: msw([walletScenarios.quoteDown]).parameters,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Could not get a price.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Convert' })).toBeDisabled()
  },
}

export const Loading: Story = {
  parameters: msw([
    http.post('*/api/user/getTransferList', async () => {
      await delay('infinite')
      return ok(null)
    }),
  ]).parameters,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('main [data-slot="loader"]')).not.toBeNull(),
    )
  },
}
