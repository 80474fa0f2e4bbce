import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { createLockmingMock, lockmingScenarios } from '@/api/msw/lockming'
import { paths } from '@/app/paths'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { FinanceScreen } from './FinanceScreen'

/** Fresh mocks of the three products, `first` answering before them. */
const mocks = (...first: RequestHandler[]) => ({
  msw: {
    handlers: {
      finance: first,
      lockming: createLockmingMock().list,
      dual: createDualMock().list,
      ieo: createIeoMock().list,
    },
  },
})

const meta = {
  component: FinanceScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.finance,
    session: { token: null },
    ...mocks(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof FinanceScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = (
  canvas: { getByRole: (r: 'region', o: { name: string }) => HTMLElement },
  name: string,
) => within(canvas.getByRole('region', { name }))

/** Every product read over HTTP: the best figures of the mocks' products. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Finance' })).toBeVisible()
    await waitFor(() => expect(canvas.queryAllByRole('status')).toHaveLength(0))
    await expect(region(canvas, 'Lock mining').getByText('0.5% a day')).toBeVisible()
    await expect(region(canvas, 'Lock mining').getByText('5 days')).toBeVisible()
    await expect(region(canvas, 'Dual investment').getByText('50%')).toBeVisible()
    await expect(region(canvas, 'IEO').getAllByRole('definition')).toHaveLength(2)
  },
}

export const Loading: Story = {
  parameters: mocks(
    lockmingScenarios.configsPending,
    dualScenarios.productsPending,
    ieoScenarios.projectsPending,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('status', { name: 'Loading figures' })).toHaveLength(3)
  },
}

/** Dual investment fails once: its own retry; lock mining and IEO still show. */
export const OneCardFailed: Story = {
  parameters: mocks(http.get('*/api/dual/index', () => HttpResponse.error(), { once: true })),
  play: async ({ canvas, userEvent }) => {
    const dual = region(canvas, 'Dual investment')
    await expect(await dual.findByRole('alert')).toHaveTextContent('Network error')
    await waitFor(() => expect(region(canvas, 'Lock mining').getByText('0.5% a day')).toBeVisible())
    await userEvent.click(dual.getByRole('button', { name: 'Retry' }))
    await expect(await dual.findByText('50%')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}
