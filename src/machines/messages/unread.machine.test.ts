import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { unreadSnapshots } from './unread.fixtures'
import { unreadMachine } from './unread.machine'
import { toUnreadView } from './unread.view'

function start(token: string | null, fetch: () => Promise<number>) {
  const fetchCount = vi.fn(fetch)
  const machine = unreadMachine.provide({
    actors: { fetchCount: fromPromise(() => fetchCount()) },
  })
  const actor = createActor(machine, { input: { token } }).start()
  return { actor, fetchCount, view: () => toUnreadView(actor.getSnapshot()) }
}

describe('unread count', () => {
  it('asks nothing for a visitor', () => {
    const t = start(null, async () => 3)
    expect(t.view()).toEqual({ status: 'visitor', count: null })
    expect(t.fetchCount).not.toHaveBeenCalled()
  })

  it('loads the count of a logged-in user', async () => {
    const t = start('token-a', async () => 3)
    expect(t.view()).toEqual({ status: 'loading', count: null })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view()).toEqual({ status: 'ready', count: 3 })
  })

  it('keeps the known count while it refreshes, then shows the new one', async () => {
    let count = 3
    const t = start('token-a', async () => count)
    await waitFor(t.actor, (s) => s.matches('ready'))
    count = 2
    t.actor.send({ type: 'unread.refresh' })
    expect(t.view()).toEqual({ status: 'loading', count: 3 })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view().count).toBe(2)
    expect(t.fetchCount).toHaveBeenCalledTimes(2)
  })

  it('restarts a refresh asked for while one is in flight', async () => {
    const answers: Array<(n: number) => void> = []
    const t = start('token-a', () => new Promise((resolve) => answers.push(resolve)))
    t.actor.send({ type: 'unread.refresh' })
    expect(t.fetchCount).toHaveBeenCalledTimes(2)
    answers[0]!(5) // the dropped answer is ignored
    answers[1]!(4)
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view().count).toBe(4)
  })

  it('fails with a code and tries again on refresh', async () => {
    let calls = 0
    const t = start('token-a', async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return 1
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.actor.getSnapshot().context.error).toBe('network')
    expect(t.view()).toEqual({ status: 'failed', count: null })
    t.actor.send({ type: 'unread.refresh' })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.view().count).toBe(1)
  })

  it('forgets the count on logout and loads again for the next user', async () => {
    const t = start('token-a', async () => 7)
    await waitFor(t.actor, (s) => s.matches('ready'))
    t.actor.send({ type: 'session.change', token: null })
    expect(t.view()).toEqual({ status: 'visitor', count: null })
    t.actor.send({ type: 'unread.refresh' })
    expect(t.fetchCount).toHaveBeenCalledOnce()
    t.actor.send({ type: 'session.change', token: 'token-b' })
    expect(t.view()).toEqual({ status: 'loading', count: null })
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.fetchCount).toHaveBeenCalledTimes(2)
  })

  it('ignores the same token again', async () => {
    const t = start('token-a', async () => 7)
    await waitFor(t.actor, (s) => s.matches('ready'))
    t.actor.send({ type: 'session.change', token: 'token-a' })
    expect(t.view().status).toBe('ready')
    expect(t.fetchCount).toHaveBeenCalledOnce()
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(unreadMachine, unreadSnapshots)).toEqual([])
    expect(toUnreadView(unreadSnapshots.checking).status).toBe('loading')
    expect(toUnreadView(unreadSnapshots.refreshing)).toEqual({ status: 'loading', count: 2 })
  })
})
