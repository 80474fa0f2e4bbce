/**
 * My coupons (spec §2 setting/coupon; api-reference §16.4, contract designed in
 * contract/coupon.ts): tabs all / trial / expired.
 *
 * loading → ready | empty | failed (list.retry → loading)
 * ready: idle —list.more (more pages)→ loadingMore → idle (appended | `moreError` set)
 * tab.change (another tab), from any state → loading that tab; the request in flight is dropped.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Coupon, CouponPage, CouponTab } from '@/api/contract/coupon'
import { couponApi } from '@/api/coupon'
import { toErrorCode, type ErrorCode } from '@/api/errors'

export type CouponsEvent =
  | { type: 'tab.change'; tab: CouponTab }
  | { type: 'list.retry' }
  | { type: 'list.more' }

export interface CouponsInput {
  tab?: CouponTab
}

export interface CouponsContext {
  tab: CouponTab
  coupons: Coupon[]
  /** The last page loaded and the last page there is. */
  page: number
  pages: number
  total: number
  /** Why the first page failed. */
  error: ErrorCode | null
  /** Why the next page failed (the list stays). */
  moreError: ErrorCode | null
}

const fresh = (tab: CouponTab) => ({ tab, coupons: [], page: 0, pages: 0, total: 0, error: null, moreError: null })

export const couponsMachine = setup({
  types: {
    context: {} as CouponsContext,
    events: {} as CouponsEvent,
    input: {} as CouponsInput,
  },
  actors: {
    loadPage: fromPromise<CouponPage, { tab: CouponTab; page: number }>(({ input, signal }) =>
      couponApi.list(input, { signal }),
    ),
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'tab.change' && event.tab !== context.tab,
    isNonEmptyPage: ({ event }) => (event as unknown as { output: CouponPage }).output.data.length > 0,
    hasMore: ({ context }) => context.page < context.pages,
  },
  actions: {
    takePage: assign(({ event }) => {
      const { data, page, pages, total } = (event as unknown as { output: CouponPage }).output
      return { coupons: data, page, pages, total }
    }),
    switchTab: assign(({ event }) => fresh(event.type === 'tab.change' ? event.tab : 'all')),
  },
}).createMachine({
  id: 'coupons',
  context: ({ input }) => fresh(input.tab ?? 'all'),
  initial: 'loading',
  on: {
    'tab.change': { guard: 'isOtherTab', target: '.loading', actions: 'switchTab', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ tab: context.tab, page: 1 }),
        onDone: [
          { guard: 'isNonEmptyPage', target: 'ready', actions: 'takePage' },
          { target: 'empty', actions: 'takePage' },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: toErrorCode(event.error) })) },
      },
    },
    empty: {},
    failed: {
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'list.more': { guard: 'hasMore', target: 'loadingMore', actions: assign({ moreError: null }) } },
        },
        loadingMore: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ tab: context.tab, page: context.page + 1 }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const known = new Set(context.coupons.map((c) => c.id))
                return {
                  coupons: [...context.coupons, ...event.output.data.filter((c) => !known.has(c.id))],
                  page: event.output.page,
                  pages: event.output.pages,
                  total: event.output.total,
                }
              }),
            },
            onError: { target: 'idle', actions: assign(({ event }) => ({ moreError: toErrorCode(event.error) })) },
          },
        },
      },
    },
  },
})
