import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { DAY_MS, type IeoOrderWire } from '@/api/contract/ieo'
import { MockIeoOrders } from '@/api/contract/ieo.fixtures'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { paths } from '@/app/paths'
import { MockIeoOrderHistory, manyIeoOrders } from '@/machines/ieo-orders/ieo-orders.fixtures'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { loadingOverlayShown } from '@sb/story-helpers'
import { IeoOrdersScreen } from './IeoOrdersScreen'

/** A fresh IEO mock holding `orders`, `first` answering before it. */
const ieo = (orders: IeoOrderWire[] = MockIeoOrderHistory, ...first: RequestHandler[]) => ({
  msw: { handlers: { ieo: [...first, ...createIeoMock({ orders }).list] } },
})
/** The mock whose NOVA project ends while the screen is open (Refresh). */
const delivering = createIeoMock({ orders: MockIeoOrders })

const meta = {
  component: IeoOrdersScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: paths.ieoOrders,
    session: { token: MockToken, user: MockUser },
    ...ieo(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof IeoOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My IEO subscriptions' }),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    const delivered = within(canvas.getByRole('article', { name: 'ORBT order 1010' }))
    await expect(delivered.getByText(/^500 ORBT delivered on Feb 26, 2025/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { ...ieo(undefined, ieoScenarios.ordersPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  },
}

/** The list fails; Retry reads it again (the failure answers once). */
export const Failed: Story = {
  parameters: ieo(
    undefined,
    http.get('*/api/user/project/order', () => HttpResponse.error(), { once: true }),
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
  },
}

export const Empty: Story = {
  parameters: ieo([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No subscriptions yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse IEO projects' })).toHaveAttribute(
      'href',
      '#/pages/ieo/ieo',
    )
  },
}

export const LoadMore: Story = {
  parameters: ieo(manyIeoOrders(14)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(14))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** The project ends and the delivery job runs: Refresh shows the tokens delivered. */
export const Refresh: Story = {
  parameters: { msw: { handlers: { ieo: delivering.list } } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByText('Paid, awaiting delivery')).toHaveLength(2))
    delivering.advance(4 * DAY_MS)
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(canvas.getAllByText('Delivered')).toHaveLength(2))
    const order = within(canvas.getByRole('article', { name: 'NOVA order 1012' }))
    await expect(order.getByText(/^2,000 NOVA delivered on/)).toBeVisible()
  },
}

/** Without a session the screen asks to log in, then goes to login. */
export const LoggedOut: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    await waitFor(
      () => expect(canvas.getByTestId('story-location')).toHaveTextContent(paths.login),
      { timeout: 4000 },
    )
  },
}
