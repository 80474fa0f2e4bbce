import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import type { Page } from './paged-list.machine'
import {
  exampleListMachine,
  exampleListSnapshots,
  type MockRow,
  type MockRowFilter,
} from './paged-list.fixtures'
import { toPagedListView } from './paged-list.view'

type Req = { page: number; limit: number; starred?: boolean }
const row = (id: number): MockRow => ({ id, name: `Row ${id}` })
const pageOf = (ids: number[], page: number, pages: number): Page<MockRow> => ({
  items: ids.map(row),
  page,
  pages,
  total: pages * 10,
})

function start(load: (req: Req) => Promise<Page<MockRow>>, filter?: MockRowFilter) {
  const loadFn = vi.fn(load)
  const machine = exampleListMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => loadFn(input)) },
  })
  const actor = createActor(machine, { input: filter ? { filter } : {} }).start()
  return { actor, load: loadFn, view: () => toPagedListView(actor.getSnapshot()) }
}

describe('paged list', () => {
  it('loads the first page, then the next on "load more", each row once', async () => {
    const t = start(async ({ page }) =>
      page === 1 ? pageOf([9, 8, 7], 1, 2) : pageOf([7, 6], 2, 2),
    )
    expect(t.view()).toMatchObject({ status: 'loading', items: [] })
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    expect(t.load).toHaveBeenCalledWith({ page: 1, limit: 10 })
    expect(t.view()).toMatchObject({ status: 'ready', hasMore: true, total: 20 })
    t.actor.send({ type: 'list.more' })
    expect(t.view().isLoadingMore).toBe(true)
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(t.actor, (s) => !s.hasTag('busy'))
    expect(t.view().items.map((r) => r.id)).toEqual([9, 8, 7, 6])
    expect(t.view().hasMore).toBe(false)
    t.actor.send({ type: 'list.more' })
    expect(t.load.mock.calls.map(([r]) => r.page)).toEqual([1, 2])
  })

  it('keeps the list when the next page fails, and clears the error on the next try', async () => {
    let failNext = true
    const t = start(async ({ page }) => {
      if (page === 2 && failNext) {
        failNext = false
        throw new ApiError('timeout')
      }
      return page === 1 ? pageOf([9, 8], 1, 2) : pageOf([7], 2, 2)
    })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'list.more' })
    await waitFor(t.actor, (s) => s.context.moreError !== null)
    expect(t.view()).toMatchObject({ status: 'ready', moreError: 'timeout', hasMore: true })
    expect(t.view().items).toHaveLength(2)
    t.actor.send({ type: 'list.more' })
    expect(t.view().moreError).toBeNull()
    await waitFor(t.actor, (s) => s.context.items.length === 3)
  })

  it('says when there is nothing', async () => {
    const t = start(async () => pageOf([], 1, 1))
    await waitFor(t.actor, (s) => s.hasTag('empty'))
    expect(t.view()).toMatchObject({ status: 'empty', items: [], hasMore: false })
  })

  it('fails, then loads again on retry with the error cleared', async () => {
    let calls = 0
    const t = start(async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return pageOf([1], 1, 1)
    })
    await waitFor(t.actor, (s) => s.hasTag('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'list.retry' })
    expect(t.view()).toMatchObject({ status: 'loading', error: null })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
  })

  it('stores a session error as none: the session machine answers it', async () => {
    const t = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(t.actor, (s) => s.hasTag('failed'))
    expect(t.actor.getSnapshot().context.error).toBeNull()
  })

  it('loads page 1 of another filter (or tab), dropping the old list, and ignores the same one', async () => {
    const t = start(async () => pageOf([5, 4], 1, 1), { starred: false })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'filter.change', filter: { starred: false } })
    expect(t.view().status).toBe('ready')
    t.actor.send({ type: 'filter.change', filter: { starred: true } })
    expect(t.view()).toMatchObject({ status: 'loading', items: [], filter: { starred: true } })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    expect(t.load).toHaveBeenLastCalledWith({ page: 1, limit: 10, starred: true })
    t.actor.send({ type: 'tab.change', tab: {} })
    expect(t.view()).toMatchObject({ status: 'loading', filter: {} })
  })

  it('drops the answer of a request it left', async () => {
    const pending: Array<(page: Page<MockRow>) => void> = []
    const t = start(({ starred }) =>
      starred
        ? Promise.resolve(pageOf([2], 1, 1))
        : new Promise((resolve) => pending.push(resolve)),
    )
    t.actor.send({ type: 'filter.change', filter: { starred: true } })
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    pending[0]!(pageOf([1], 1, 1))
    await Promise.resolve()
    expect(t.view().items.map((r) => r.id)).toEqual([2])
  })

  it('loads page 1 again on refresh', async () => {
    const t = start(async () => pageOf([1], 1, 1))
    await waitFor(t.actor, (s) => s.hasTag('ready'))
    t.actor.send({ type: 'list.refresh' })
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.hasTag('ready') && t.load.mock.calls.length === 2)
    expect(t.load.mock.calls.map(([r]) => r.page)).toEqual([1, 1])
  })

  it('takes its page size from the input', async () => {
    const machine = exampleListMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: Req }) => pageOf([input.limit], 1, 1)),
      },
    })
    const actor = createActor(machine, { input: { pageSize: 3 } }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.items[0]!.id).toBe(3)
  })

  it('has a fixture for every leaf state, each read by its tags', () => {
    expect(uncoveredLeaves(exampleListMachine, exampleListSnapshots)).toEqual([])
    const status = (key: keyof typeof exampleListSnapshots) =>
      toPagedListView(exampleListSnapshots[key])
    expect(status('loading')).toMatchObject({ status: 'loading', items: [] })
    expect(status('failed')).toMatchObject({ status: 'failed', error: 'network' })
    expect(status('empty').status).toBe('empty')
    expect(status('ready')).toMatchObject({
      status: 'ready',
      hasMore: false,
      items: exampleListSnapshots.ready.context.items,
    })
    expect(status('hasMore').hasMore).toBe(true)
    expect(status('loadingMore')).toMatchObject({ isLoadingMore: true, hasMore: true })
    expect(status('moreFailed').moreError).toBe('network')
  })
})
