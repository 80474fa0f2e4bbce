import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { manyCoupons } from '@/api/contract/coupon.fixtures'
import { couponHandlerList, couponListHandler, couponScenarios } from '@/api/msw/coupon'
import { marketHandlers } from '@/api/msw/market'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { CouponScreen } from './CouponScreen'

const msw = (...coupon: RequestHandler[]) => ({
  msw: {
    handlers: { coupon: [...coupon, ...couponHandlerList], market: [marketHandlers.favourites] },
  },
})
const fourteen = { all: manyCoupons(14), trial: [], expired: [] }

const meta = {
  component: CouponScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: '/pages/setting/coupon',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof CouponScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5))
  },
}

/** Tabs over HTTP: each tab loads its own list. */
export const ExpiredTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Expired' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article', { name: 'Holiday trial fund' })).toBeVisible()
  },
}

export const TrialTab: Story = {
  parameters: { route: '/pages/setting/coupon?tab=trial' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Trial coupons' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2))
  },
}

export const Loading: Story = {
  parameters: { ...msw(couponScenarios.listPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(couponScenarios.listDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: msw(couponListHandler({ all: [], trial: [], expired: [] })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no coupons yet')).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: msw(couponListHandler(fourteen)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(14))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const LoadMoreFailed: Story = {
  parameters: msw(couponScenarios.morePagesDown(fourteen)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load more coupons')
    await expect(canvas.getAllByRole('article')).toHaveLength(10)
  },
}
