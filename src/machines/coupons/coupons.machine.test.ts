import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { Coupon, type CouponPage, type CouponTab } from '@/api/contract/coupon'
import { manyCoupons, mockCouponsByTab } from '@/api/contract/coupon.fixtures'
import { ApiError } from '@/api/errors'
import { couponsSnapshots } from './coupons.fixtures'
import { couponsMachine } from './coupons.machine'
import { percentToFraction, toCouponItem, toCouponsView } from './coupons.view'

type Load = (input: { tab: CouponTab; page: number }) => Promise<CouponPage>

const pageOf = (tab: CouponTab, page = 1, size = 10): CouponPage => {
  const all = mockCouponsByTab[tab].map((c) => Coupon.parse(c))
  return {
    data: all.slice((page - 1) * size, page * size),
    page,
    pages: Math.max(1, Math.ceil(all.length / size)),
    total: all.length,
  }
}

function start(load: Load = async ({ tab, page }) => pageOf(tab, page), tab?: CouponTab) {
  const loadFn = vi.fn(load)
  const actor = createActor(
    couponsMachine.provide({ actors: { loadPage: fromPromise(({ input }) => loadFn(input)) } }),
    {
      input: tab ? { tab } : {},
    },
  ).start()
  return { actor, load: loadFn, view: () => toCouponsView(actor.getSnapshot()) }
}

describe('coupons', () => {
  it('loads the all tab first', async () => {
    const { actor, view, load } = start()
    expect(view()).toMatchObject({ status: 'loading', tab: 'all' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(load).toHaveBeenCalledWith({ tab: 'all', page: 1 })
    expect(view()).toMatchObject({ status: 'ready', total: 5, hasMore: false })
    expect(view().coupons.map((c) => c.status)).toEqual([
      'valid',
      'valid',
      'upcoming',
      'used',
      'expired',
    ])
  })

  it('switches tabs, dropping the request in flight', async () => {
    const pending: Array<(page: CouponPage) => void> = []
    const { actor, view, load } = start(({ tab, page }) =>
      tab === 'all'
        ? new Promise((resolve) => pending.push(resolve))
        : Promise.resolve(pageOf(tab, page)),
    )
    actor.send({ type: 'tab.change', tab: 'expired' })
    await waitFor(actor, (s) => s.matches('ready'))
    pending[0]!(pageOf('all')) // the dropped answer arrives late and is ignored
    await Promise.resolve()
    expect(view()).toMatchObject({ tab: 'expired', total: 1 })
    expect(load.mock.calls.map(([input]) => input.tab)).toEqual(['all', 'expired'])
  })

  it('does not reload the tab already shown', async () => {
    const { actor, load } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'tab.change', tab: 'all' })
    expect(load).toHaveBeenCalledOnce()
  })

  it('says when a tab is empty', async () => {
    const { actor, view } = start(
      async ({ tab }) => ({ data: [], page: 1, pages: 1, total: 0, tab }) as CouponPage,
      'trial',
    )
    await waitFor(actor, (s) => s.matches('empty'))
    expect(view()).toMatchObject({ status: 'empty', tab: 'trial', coupons: [] })
  })

  it('fails, then loads again on retry', async () => {
    let calls = 0
    const { actor, view } = start(async ({ tab, page }) => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return pageOf(tab, page)
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view().error).toBeNull()
  })

  it('loads the next page, and keeps the list when it fails', async () => {
    const all = manyCoupons(14).map((c) => Coupon.parse(c))
    let failNext = true
    const { actor, view, load } = start(async ({ page }) => {
      if (page === 2 && failNext) {
        failNext = false
        throw new ApiError('timeout')
      }
      return { data: all.slice((page - 1) * 10, page * 10), page, pages: 2, total: 14 }
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({ hasMore: true })
    actor.send({ type: 'list.more' })
    expect(view().isLoadingMore).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view()).toMatchObject({ moreError: 'timeout', hasMore: true })
    expect(view().coupons).toHaveLength(10)
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(view()).toMatchObject({ moreError: null, hasMore: false })
    expect(view().coupons).toHaveLength(14)
    actor.send({ type: 'list.more' })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('has a fixture for every leaf state', () => {
    const leaves = (value: StateValue): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.entries(value).flatMap(([k, v]) => leaves(v!).map((l) => `${k}.${l}`))
    const covered = new Set(Object.values(couponsSnapshots).flatMap((s) => leaves(s.value)))
    expect([...covered].sort()).toEqual([
      'empty',
      'failed',
      'loading',
      'ready.idle',
      'ready.loadingMore',
    ])
    expect(toCouponsView(couponsSnapshots.moreFailed)).toMatchObject({
      moreError: 'network',
      hasMore: true,
    })
  })

  it('prepares each coupon for display without floating point', () => {
    expect(['20', '12.5', '100', '0.5', '7'].map(percentToFraction)).toEqual([
      '0.20',
      '0.125',
      '1.00',
      '0.005',
      '0.07',
    ])
    const [discount] = pageOf('all').data
    expect(toCouponItem(discount!)).toMatchObject({ fraction: '0.20', hasMinSpend: false })
    expect(toCouponItem({ ...discount!, min_spend: '0.01' }).hasMinSpend).toBe(true)
  })
})
