import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MessagePage, type ReadAllResult } from '@/api/contract/message'
import { MockMessageDetails, manyMessages, messagePage } from '@/api/contract/message.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { messageListSnapshots } from './message-list.fixtures'
import { messageListMachine } from './message-list.machine'
import { toMessageListView } from './message-list.view'

type Load = (input: { page: number; limit: number }) => Promise<MessagePage>

const pageOf =
  (list = MockMessageDetails) =>
  async ({ page, limit }: { page: number; limit: number }) =>
    MessagePage.parse(messagePage(list, page, limit))

function start(
  load: Load = pageOf(),
  readAll: () => Promise<ReadAllResult> = async () => ({ count: 2 }),
) {
  const loadFn = vi.fn(load)
  const readAllFn = vi.fn(readAll)
  const machine = messageListMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }: { input: { page: number; limit: number } }) =>
        loadFn(input),
      ),
      readAll: fromPromise(() => readAllFn()),
    },
  })
  const actor = createActor(machine, { input: {} })
  const allRead = vi.fn()
  actor.on('allRead', allRead)
  actor.start()
  return {
    actor,
    load: loadFn,
    readAll: readAllFn,
    allRead,
    view: () => toMessageListView(actor.getSnapshot()),
  }
}

describe('message list', () => {
  it('loads the first page, unread marked', async () => {
    const t = start()
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.load).toHaveBeenCalledWith({ page: 1, limit: 10 })
    expect(t.view()).toMatchObject({
      status: 'ready',
      total: 4,
      unreadShown: 2,
      hasMore: false,
      canReadAll: true,
    })
    expect(t.view().messages.map((m) => [m.id, m.unread])).toEqual([
      [41, true],
      [37, true],
      [30, false],
      [12, false],
    ])
  })

  it('says when there are no messages', async () => {
    const t = start(pageOf([]))
    await waitFor(t.actor, (s) => s.matches('empty'))
    expect(t.view()).toMatchObject({ status: 'empty', messages: [], canReadAll: false })
    t.actor.send({ type: 'list.more' })
    expect(t.load).toHaveBeenCalledOnce()
  })

  it('fails, then loads again on retry', async () => {
    let calls = 0
    const t = start(async (input) => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return pageOf()(input)
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'list.retry' })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view().error).toBeNull()
  })

  it('leaves an expired session to the session machine', async () => {
    const t = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view().error).toBeNull()
  })

  it('loads the next page, and keeps the list when it fails', async () => {
    const all = manyMessages(14)
    let failNext = true
    const t = start(async (input) => {
      if (input.page === 2 && failNext) {
        failNext = false
        throw new ApiError('timeout')
      }
      return pageOf(all)(input)
    })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view()).toMatchObject({ hasMore: true, total: 14 })
    t.actor.send({ type: 'list.more' })
    expect(t.view().isLoadingMore).toBe(true)
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.view()).toMatchObject({ moreError: 'timeout', hasMore: true })
    expect(t.view().messages).toHaveLength(10)
    t.actor.send({ type: 'list.more' })
    expect(t.view().moreError).toBeNull()
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.view()).toMatchObject({ hasMore: false, moreError: null })
    expect(t.view().messages).toHaveLength(14)
    t.actor.send({ type: 'list.more' })
    expect(t.load).toHaveBeenCalledTimes(3)
  })

  it('skips rows already shown when a new message shifts the pages', async () => {
    let list = manyMessages(12)
    const t = start(async (input) => pageOf(list)(input))
    await waitFor(t.actor, (s) => s.matches('ready'))
    list = [{ ...MockMessageDetails[0]! }, ...list]
    t.actor.send({ type: 'list.more' })
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    const ids = t.view().messages.map((m) => m.id)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
  })

  it('marks everything read and says how many were unread', async () => {
    const t = start()
    await waitFor(t.actor, (s) => s.matches('ready'))
    t.actor.send({ type: 'list.readAll' })
    expect(t.view()).toMatchObject({ isMarkingRead: true, canReadAll: false })
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.allRead).toHaveBeenCalledWith({ type: 'allRead', count: 2 })
    expect(t.view()).toMatchObject({ unreadShown: 0, canReadAll: false })
    t.actor.send({ type: 'list.readAll' })
    expect(t.readAll).toHaveBeenCalledOnce()
  })

  it('keeps the unread marks when marking them read fails', async () => {
    const t = start(pageOf(), async () => {
      throw new ApiError('network')
    })
    await waitFor(t.actor, (s) => s.matches('ready'))
    t.actor.send({ type: 'list.readAll' })
    await waitFor(t.actor, (s) => s.matches({ ready: 'idle' }))
    expect(t.view()).toMatchObject({ readAllError: 'network', unreadShown: 2, canReadAll: true })
    expect(t.allRead).not.toHaveBeenCalled()
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(messageListMachine, messageListSnapshots)).toEqual([])
    expect(toMessageListView(messageListSnapshots.markingRead)).toMatchObject({
      isMarkingRead: true,
    })
    expect(toMessageListView(messageListSnapshots.allRead)).toMatchObject({ canReadAll: false })
  })
})
