import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { WalletOverview } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { assetsSnapshots, mockEmptyOverview, mockOverview } from './assets.fixtures'
import { ACCOUNT_KEY, HIDE_BALANCES_KEY, assetsMachine } from './assets.machine'
import { toAssetsView } from './assets.view'

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  }
}

function start(
  load: (input: { background: boolean }) => Promise<WalletOverview> = async () => mockOverview,
  stored = {},
) {
  const loadFn = vi.fn(load)
  const storage = memory(stored)
  const clock = new SimulatedClock()
  const actor = createActor(
    assetsMachine.provide({ actors: { loadOverview: fromPromise(({ input }) => loadFn(input)) } }),
    { input: { storage }, clock },
  ).start()
  return { actor, load: loadFn, storage, clock, view: () => toAssetsView(actor.getSnapshot()) }
}

describe('assets overview', () => {
  it('loads the four accounts and shows the spot account, most valuable coin first', async () => {
    const { actor, view, load } = start()
    expect(view().status).toBe('loading')
    expect(load).toHaveBeenCalledWith({ background: false })
    await waitFor(actor, (s) => s.matches('ready'))
    const v = view()
    expect(v).toMatchObject({ status: 'ready', account: 'change', isEmpty: false, hidden: false })
    expect(v.usdtTotal).toBe(mockOverview.usdtTotal)
    expect(v.accounts.map((a) => a.account)).toEqual(['change', 'legal', 'lever', 'micro'])
    expect(v.rows.map((r) => r.name)).toEqual(['BTC', 'USDT', 'ETH'])
    // (0.5234 + 0.1) × 64250.12, exact
    expect(v.rows[0]).toMatchObject({
      available: '0.52340000',
      locked: '0.10000000',
      usdtValue: '40053.524808',
      isZero: false,
    })
  })

  it('sums the accounts exactly as the contract totals them', () => {
    const v = toAssetsView(assetsSnapshots.ready)
    expect(v.accounts.map((a) => a.usdtTotal)).toEqual([
      '62945.8123',
      '800.0000',
      '2000.0000',
      '150.2500',
    ])
    expect(v.usdtTotal).toBe('65896.0623')
  })

  it('fails, then loads on retry', async () => {
    let calls = 0
    const { actor, view } = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return mockOverview
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'assets.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view().error).toBeNull()
  })

  it('refreshes in the background, keeps the figures when a refresh fails, and says they are stale', async () => {
    let fail = false
    const { actor, view, load, clock } = start(async () => {
      if (fail) throw new ApiError('timeout')
      return mockOverview
    })
    await waitFor(actor, (s) => s.matches('ready'))
    fail = true
    clock.increment(30_000)
    expect(load).toHaveBeenLastCalledWith({ background: true })
    await waitFor(actor, (s) => s.matches({ ready: 'stale' }))
    expect(view()).toMatchObject({
      status: 'ready',
      isStale: true,
      error: 'timeout',
      usdtTotal: mockOverview.usdtTotal,
    })
    fail = false
    actor.send({ type: 'assets.retry' })
    expect(view().isRefreshing).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view()).toMatchObject({ isStale: false, error: null })
  })

  it('remembers the account shown and the hidden figures', async () => {
    const { actor, view, storage } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'account.select', account: 'lever' })
    actor.send({ type: 'balances.toggle' })
    expect(view()).toMatchObject({ account: 'lever', hidden: true })
    expect(view().rows[0]).toMatchObject({ name: 'USDT', available: '2000.0000' })
    expect(storage.map.get(ACCOUNT_KEY)).toBe('lever')
    expect(storage.map.get(HIDE_BALANCES_KEY)).toBe('1')

    const again = start(undefined, Object.fromEntries(storage.map))
    expect(again.view()).toMatchObject({ account: 'lever', hidden: true })
  })

  it('ignores a stored account it does not know', () => {
    expect(start(undefined, { [ACCOUNT_KEY]: 'insurance' }).view().account).toBe('change')
  })

  it('tells a new user with nothing in any account', () => {
    expect(toAssetsView(assetsSnapshots.empty)).toMatchObject({
      isEmpty: true,
      usdtTotal: '0.0000',
    })
    expect(
      mockEmptyOverview.accounts.change.rows.every(
        (r) => r.available === '0.00000000' || r.available === '0.0000',
      ),
    ).toBe(true)
  })

  it('leaves a lost session to the session', () => {
    const v = toAssetsView(
      assetsMachine.resolveState({
        value: 'failed',
        context: { ...assetsSnapshots.failed.context, error: 'sessionExpired' },
      }),
    )
    expect(v.error).toBeNull()
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(assetsMachine, assetsSnapshots)).toEqual([])
  })
})
