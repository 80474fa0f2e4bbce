import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Coupon } from '@/api/contract/coupon'
import {
  MockDiscountCoupon,
  MockExpiredCoupon,
  MockTrialCoupon,
  MockUpcomingCoupon,
  MockUsedCoupon,
} from '@/api/contract/coupon.fixtures'
import { toCouponItem } from '@/machines/coupons/coupons.view'
import { CouponCard } from './CouponCard'

const meta = {
  component: CouponCard,
  args: { coupon: toCouponItem(Coupon.parse(MockTrialCoupon)), timeZone: 'UTC' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CouponCard>

export default meta
type Story = StoryObj<typeof meta>

export const Trial: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Welcome trial fund' })
    await expect(card).toHaveTextContent('100')
    await expect(card).toHaveTextContent('Trial fund · Financial products')
    await expect(card).toHaveTextContent('Valid until Dec 31, 2030')
    await expect(card).toHaveTextContent('No minimum spend')
  },
}

export const Discount: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockDiscountCoupon)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20% off')).toBeVisible()
  },
}

export const Upcoming: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockUpcomingCoupon)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('25.5')).toBeVisible()
    await expect(canvas.getByText('Valid from Apr 1, 2025')).toBeVisible()
    await expect(canvas.getByText('Not valid yet')).toBeVisible()
  },
}

export const Used: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockUsedCoupon)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minimum spend 500 USDT')).toBeVisible()
    await expect(canvas.getByText('Used')).toBeVisible()
  },
}

export const Expired: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockExpiredCoupon)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expired on Dec 31, 2024')).toBeVisible()
  },
}

export const Chinese: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockDiscountCoupon)) },
  globals: { locale: 'zh-CN' },
}
export const Portuguese: Story = {
  args: { coupon: toCouponItem(Coupon.parse(MockUsedCoupon)) },
  globals: { locale: 'pt' },
}
