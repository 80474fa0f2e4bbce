import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { TickRequest } from '@/api/contract/market'
import { MockMicroOrders } from '@/api/contract/micro.fixtures'
import { fail, ok } from '@/api/msw/envelope'
import { mockTick } from '@/api/msw/market'
import { createMicroMock, microPending } from '@/api/msw/micro'
import { paths } from '@/app/paths'
import { mockTickWires } from '@/machines/option-check/option-check.fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { loadingOverlayShown } from '@sb/story-helpers'
import { OptionCheckScreen } from './OptionCheckScreen'

/**
 * `market/tick` over the options fixtures: the engine's price of each fixture option's two seconds
 * is its recorded price (an honest engine), `rigged` overriding some seconds; any other second as
 * the market mock answers it.
 */
const ticks = (rigged: Record<number, string> = {}) =>
  http.get('*/api/market/tick', ({ request }) => {
    const parsed = TickRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success) return fail('parameterError')
    const { symbol, time } = parsed.data
    const tick = MockMicroOrders.flatMap(mockTickWires).find(
      (t) => t.symbol === symbol && t.time === time,
    )
    if (tick) return ok({ ...tick, price: rigged[time] ?? tick.price })
    const answer = mockTick(parsed.data)
    return typeof answer === 'string' ? fail(answer) : ok(answer)
  })

/** The options mock (verify answers every fixture order) and the ticks, `first` before them. */
const mocks = (first: RequestHandler[] = [], tickHandler = ticks()) => ({
  msw: { handlers: { micro: [...first, ...createMicroMock().list], market: [tickHandler] } },
})
const open106 = Math.floor(MockMicroOrders.find((o) => o.id === 106)!.open_tick / 1000)

const meta = {
  component: OptionCheckScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: `${paths.optionCheck}?id=106`,
    session: { token: null },
    ...mocks(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionCheckScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']
const address = (canvas: Canvas) => canvas.getByTestId('story-location')
/** The verdict's title (the app shell has status regions of its own). */
const verdict = (canvas: Canvas, title: string) => canvas.findByText(title)

/** Anyone, signed in or not, rechecks order No. 10106 from the public prices: it checks out. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Check a settlement' }),
    ).toBeVisible()
    await expect(await verdict(canvas, 'The settlement checks out')).toBeVisible()
    await expect(canvas.getByText('Order No. 10106')).toBeVisible()
    const steps = within(canvas.getByRole('region', { name: 'Check it step by step' }))
    await expect(steps.getAllByRole('listitem')).toHaveLength(3)
    await expect(
      steps.getByRole('link', { name: 'See BTC/USDT at 11:58:30 AM on the chart' }),
    ).toHaveAttribute('href', `#${paths.symbolDetail}?symbol=BTC%2FUSDT&at=${open106 + 30}`)
  },
}

export const Loading: Story = {
  parameters: { loadingIndicator: 'immediate', ...mocks([microPending('check')]) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Checking the settlement' }),
    ).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

/** A 30 s rise still running: its open second checks out; checking again asks again. */
export const Open: Story = {
  parameters: { route: `${paths.optionCheck}?id=108` },
  play: async ({ canvas, userEvent }) => {
    await expect(await verdict(canvas, 'This option is still running')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }))
    await expect(await canvas.findByText(/It settles at Mar 1, 2025, 12:00:12 PM/)).toBeVisible()
  },
}

/** The engine's public price of the open second is not the recorded one: said loudly, by fact. */
export const Mismatch: Story = {
  parameters: mocks([], ticks({ [open106]: '41199.99' })),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('This settlement does not match the public prices')
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Open price: recorded 41,200.00, but the engine's public price at 11:58:00 AM was 41,199.99.",
    ])
  },
}

export const NotFound: Story = {
  parameters: { route: `${paths.optionCheck}?id=404` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No option No. 10404')).toBeVisible()
  },
}

/** The order could not be read; Retry reads it again. */
export const Failed: Story = {
  parameters: mocks([
    http.get('*/api/microtrade/verify', () => HttpResponse.error(), { once: true }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await verdict(canvas, 'The settlement checks out')).toBeVisible()
  },
}

/** No id: the form takes the shown order number (not the raw id) and opens its address. */
export const Idle: Story = {
  parameters: { route: paths.optionCheck },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText('Order number')
    await userEvent.type(field, '105')
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }))
    await expect(field).toHaveAccessibleDescription(
      'Order numbers are whole numbers above 10000, as your option history shows them.',
    )
    await userEvent.clear(field)
    await userEvent.type(field, '10105')
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`${paths.optionCheck}?id=105`))
    await expect(await verdict(canvas, 'The settlement checks out')).toBeVisible()
    await expect(canvas.getByText('Order No. 10105')).toBeVisible()
  },
}

/** The default language: Brazilian Portuguese. */
export const VerifiedInPortuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(await verdict(canvas, 'A liquidação confere')).toBeVisible()
  },
}
