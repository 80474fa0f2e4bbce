/** user/coupon/list: the caller's own coupons by tab, with statuses from the server clock. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CouponPage } from '../../src/api/contract/coupon'
import { buildTestApp, type TestContext } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'

let t: TestContext
let demo: string
beforeEach(async () => {
  t = await buildTestApp()
  demo = sessionFor(t.app, 'demo@sandbox.test')
})
afterEach(() => t.app.close())

const { get } = withoutStatus(() => t.app)
const list = async (token: string, query: Record<string, string> = {}) =>
  CouponPage.parse((await get('/api/user/coupon/list', { lang: 'en', ...query }, token)).message)
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d)

describe('user/coupon/list', () => {
  it('lists every coupon: valid first, then used, then expired', async () => {
    const page = await list(demo)
    expect(page).toMatchObject({ page: 1, pages: 1, total: 4 })
    expect(page.data.map((c) => [c.title, c.type, c.status])).toEqual([
      ['Contract fee discount', 'discount', 'valid'],
      ['Welcome trial fund', 'trial', 'valid'],
      ['Lock mining voucher', 'cash', 'used'],
      ['Holiday trial fund', 'trial', 'expired'],
    ])
    expect(page.data[0]).toEqual({
      id: page.data[0]!.id,
      type: 'discount',
      title: 'Contract fee discount',
      amount: null,
      percentage: '20',
      currency: 'USDT',
      min_spend: '0',
      scope: 'contract',
      valid_from: day(2025, 1, 1) / 1000,
      valid_to: day(2030, 6, 30) / 1000,
      status: 'valid',
    })
    expect(page.data[2]).toMatchObject({
      amount: '10',
      percentage: null,
      min_spend: '500',
      scope: 'lockming',
    })
  })

  it('filters the trial and expired tabs', async () => {
    expect((await list(demo, { tab: 'trial' })).data.map((c) => c.title)).toEqual([
      'Welcome trial fund',
    ])
    expect((await list(demo, { tab: 'expired' })).data.map((c) => c.title)).toEqual([
      'Holiday trial fund',
    ])
  })

  it('titles coupons in the request’s language', async () => {
    const page = await list(demo, { lang: 'pt' })
    expect(page.data[0]!.title).toBe('Desconto na taxa de contratos')
  })

  it('expires coupons as the clock moves', async () => {
    t.clock.advance(day(2030, 7, 1) - t.clock.now())
    demo = sessionFor(t.app, 'demo@sandbox.test') // the first token has long expired
    expect((await list(demo, { tab: 'expired' })).data.map((c) => c.title)).toEqual([
      'Contract fee discount',
      'Holiday trial fund',
    ])
    // a used coupon stays used
    expect((await list(demo)).data.find((c) => c.type === 'cash')?.status).toBe('used')
  })

  it('shows a coupon that is not valid yet after the valid ones', async () => {
    const userId = t.app.repos.users.findByAccount('demo@sandbox.test')!.id
    t.app.repos.coupon.add(
      userId,
      {
        type: 'cash',
        title_key: 'lockMiningVoucher',
        amount: '5',
        percentage: null,
        currency: 'USDT',
        min_spend: '100',
        scope: 'lockming',
        valid_from: day(2025, 2, 1),
        valid_to: day(2025, 3, 1),
      },
      t.clock.now(),
    )
    const statuses = (await list(demo)).data.map((c) => c.status)
    expect(statuses).toEqual(['valid', 'valid', 'upcoming', 'used', 'expired'])
    expect((await list(demo, { tab: 'trial' })).total).toBe(1)
  })

  it('pages with page and limit', async () => {
    const second = await list(demo, { page: '2', limit: '3' })
    expect(second).toMatchObject({ page: 2, pages: 2, total: 4 })
    expect(second.data.map((c) => c.title)).toEqual(['Holiday trial fund'])
  })

  it('never shows another user’s coupons', async () => {
    const own = (await list(demo)).data.map((c) => c.id)
    const other = (await list(sessionFor(t.app, 'lv1@sandbox.test'))).data.map((c) => c.id)
    expect(other).toHaveLength(4)
    expect(other.filter((id) => own.includes(id))).toEqual([])
    const userId = t.app.repos.users.create({
      account_number: 'new@example.com',
      email: 'new@example.com',
      nickname: 'new',
      password_hash: 'x',
      extension_code: 'NEWUSER1',
      created_at: t.clock.now(),
    })
    expect(userId).toBeGreaterThan(0)
    expect(await list(sessionFor(t.app, 'new@example.com'))).toEqual({
      data: [],
      page: 1,
      pages: 1,
      total: 0,
    })
  })

  it.each<Record<string, string>>([
    { tab: 'used' },
    { tab: '' },
    { limit: '0' },
    { limit: '51' },
    { page: '-1' },
  ])('refuses %j', async (query) => {
    expect(await get('/api/user/coupon/list', query, demo)).toMatchObject({
      type: 'error',
      code: 'parameterError',
    })
  })

  it('answers 999 without a valid token', async () => {
    expect(await get('/api/user/coupon/list')).toMatchObject({ type: '999' })
  })
})
