import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LedgerEntry, WalletPage } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { toRecordsView } from './records.view'
import {
  depositRecordsSnapshots,
  ledgerSnapshots,
  mockLedgerEntries,
  mockWithdrawalRecords,
  transferRecordsSnapshots,
  withdrawalDetailSnapshots,
  withdrawalRecordsSnapshots,
} from './wallet-records.fixtures'
import {
  depositRecordsMachine,
  ledgerMachine,
  transferRecordsMachine,
  withdrawalRecordsMachine,
  type LedgerFilter,
} from './wallet-records.machine'
import { withdrawalDetailMachine } from './withdrawal-detail.machine'
import { toWithdrawalDetailView } from './withdrawal-detail.view'

const entry = (id: number): LedgerEntry => ({ ...mockLedgerEntries[0]!, id })
const pageOf = (ids: number[], page: number, pages: number): WalletPage<LedgerEntry> => ({
  items: ids.map(entry),
  page,
  pages,
  total: pages * 10,
})

function startLedger(
  load: (req: { filter: LedgerFilter; page: number }) => Promise<WalletPage<LedgerEntry>>,
  filter?: LedgerFilter,
) {
  const loadFn = vi.fn(load)
  const actor = createActor(
    ledgerMachine.provide({ actors: { loadPage: fromPromise(({ input }) => loadFn(input)) } }),
    {
      input: filter ? { filter } : {},
    },
  ).start()
  return { actor, load: loadFn, view: () => toRecordsView(actor.getSnapshot()) }
}

describe('wallet records', () => {
  it('loads the first page, then the next on "load more", each record once', async () => {
    const { actor, load, view } = startLedger(async ({ page }) =>
      page === 1 ? pageOf([9, 8, 7], 1, 2) : pageOf([7, 6], 2, 2),
    )
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 20 })
    actor.send({ type: 'list.more' })
    expect(view().isLoadingMore).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view().items.map((i) => i.id)).toEqual([9, 8, 7, 6])
    expect(view().hasMore).toBe(false)
    actor.send({ type: 'list.more' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(load.mock.calls.map(([r]) => r.page)).toEqual([1, 2])
  })

  it('keeps the list when the next page fails, and says so', async () => {
    let calls = 0
    const { actor, view } = startLedger(async ({ page }) => {
      calls += 1
      if (page === 2 && calls === 2) throw new ApiError('timeout')
      return page === 1 ? pageOf([9, 8], 1, 2) : pageOf([7], 2, 2)
    })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.context.moreError !== null)
    expect(view()).toMatchObject({ moreError: 'timeout', hasMore: true })
    expect(view().items).toHaveLength(2)
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.context.items.length === 3)
    expect(view().moreError).toBeNull()
  })

  it('says when there is nothing, and fails then retries', async () => {
    const empty = startLedger(async () => pageOf([], 1, 1))
    await waitFor(empty.actor, (s) => s.matches('empty'))
    expect(empty.view()).toMatchObject({ status: 'empty', items: [], hasMore: false })

    let calls = 0
    const failing = startLedger(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return pageOf([1], 1, 1)
    })
    await waitFor(failing.actor, (s) => s.matches('failed'))
    expect(failing.view()).toMatchObject({ status: 'failed', error: 'network' })
    failing.actor.send({ type: 'list.retry' })
    await waitFor(failing.actor, (s) => s.matches('ready'))
  })

  it('loads page 1 of a new filter, dropping the old list, and ignores the same filter', async () => {
    const { actor, load, view } = startLedger(async () => pageOf([5, 4], 1, 1), {
      account: 'lever',
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(load).toHaveBeenLastCalledWith({ filter: { account: 'lever' }, page: 1 })
    actor.send({ type: 'filter.change', filter: { account: 'lever' } })
    expect(view().status).toBe('ready')
    actor.send({
      type: 'filter.change',
      filter: { account: 'lever', currency: 3, type: 'deposit' },
    })
    expect(view()).toMatchObject({
      status: 'loading',
      items: [],
      filter: { account: 'lever', currency: 3, type: 'deposit' },
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(load).toHaveBeenLastCalledWith({
      filter: { account: 'lever', currency: 3, type: 'deposit' },
      page: 1,
    })
  })

  it('loads page 1 again on refresh', async () => {
    const { actor, load } = startLedger(async () => pageOf([1], 1, 1))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'list.refresh' })
    expect(toRecordsView(actor.getSnapshot()).status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2)
    expect(load.mock.calls.map(([r]) => r.page)).toEqual([1, 1])
  })

  it('asks each list of its own endpoint, page by page of ten', async () => {
    const { walletApi } = await import('@/api/wallet')
    const empty = { items: [], page: 1, pages: 1, total: 0 }
    const spies = {
      deposits: vi.spyOn(walletApi, 'deposits').mockResolvedValue(empty),
      withdrawals: vi.spyOn(walletApi, 'withdrawals').mockResolvedValue(empty),
      transfers: vi.spyOn(walletApi, 'transfers').mockResolvedValue(empty),
      ledger: vi.spyOn(walletApi, 'ledger').mockResolvedValue(empty),
    }
    for (const machine of [
      depositRecordsMachine,
      withdrawalRecordsMachine,
      transferRecordsMachine,
    ]) {
      const actor = createActor(machine, { input: {} }).start()
      await waitFor(actor, (s) => s.matches('empty'))
    }
    const ledger = createActor(ledgerMachine, { input: { filter: { currency: 1 } } }).start()
    await waitFor(ledger, (s) => s.matches('empty'))
    expect(spies.deposits).toHaveBeenCalledWith({ page: 1, limit: 10 }, expect.anything())
    expect(spies.withdrawals).toHaveBeenCalledWith({ page: 1, limit: 10 }, expect.anything())
    expect(spies.transfers).toHaveBeenCalledWith({ page: 1, limit: 10 }, expect.anything())
    expect(spies.ledger).toHaveBeenCalledWith(
      { currency: 1, page: 1, limit: 10 },
      expect.anything(),
    )
    Object.values(spies).forEach((s) => s.mockRestore())
  })

  it('has a fixture for every state of every list', () => {
    expect(uncoveredLeaves(depositRecordsMachine, depositRecordsSnapshots)).toEqual([])
    expect(uncoveredLeaves(withdrawalRecordsMachine, withdrawalRecordsSnapshots)).toEqual([])
    expect(uncoveredLeaves(transferRecordsMachine, transferRecordsSnapshots)).toEqual([])
    expect(uncoveredLeaves(ledgerMachine, ledgerSnapshots)).toEqual([])
  })
})

describe('withdrawal detail', () => {
  const pending = mockWithdrawalRecords[0]!

  it('shows the tapped row, then the fresh record with its timeline', async () => {
    const approved = { ...pending, status: 'approved' as const }
    const load = vi.fn(async (_: { id: number }) => approved)
    const actor = createActor(
      withdrawalDetailMachine.provide({
        actors: { loadWithdrawal: fromPromise(({ input }) => load(input)) },
      }),
      {
        input: { id: pending.id, record: pending },
      },
    ).start()
    expect(toWithdrawalDetailView(actor.getSnapshot())).toMatchObject({
      status: 'loading',
      record: pending,
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(load).toHaveBeenCalledWith({ id: pending.id })
    expect(toWithdrawalDetailView(actor.getSnapshot()).record).toBe(approved)
  })

  it('fails, keeps the row, and retries', async () => {
    let calls = 0
    const actor = createActor(
      withdrawalDetailMachine.provide({
        actors: {
          loadWithdrawal: fromPromise(async () => {
            calls += 1
            if (calls === 1) throw new ApiError('network')
            return pending
          }),
        },
      }),
      { input: { id: pending.id, record: pending } },
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toWithdrawalDetailView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      error: 'network',
      record: pending,
    })
    actor.send({ type: 'detail.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(withdrawalDetailMachine, withdrawalDetailSnapshots)).toEqual([])
  })
})
