import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MessageDetail } from '@/api/contract/message'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { messageDetailSnapshots, mockMessage } from './message-detail.fixtures'
import { messageDetailMachine, parseMessageId } from './message-detail.machine'
import { toMessageDetailView } from './message-detail.view'

function start(id: string | null, fetch: (input: { id: number }) => Promise<MessageDetail>) {
  const fetchMessage = vi.fn(fetch)
  const machine = messageDetailMachine.provide({
    actors: {
      fetchMessage: fromPromise(({ input }: { input: { id: number } }) => fetchMessage(input)),
    },
  })
  const actor = createActor(machine, { input: { id } })
  const read = vi.fn()
  actor.on('read', read)
  actor.start()
  return { actor, fetchMessage, read, view: () => toMessageDetailView(actor.getSnapshot()) }
}

describe('message detail', () => {
  it('loads the message of the id and says it was read', async () => {
    const t = start('37', async () => mockMessage)
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.fetchMessage).toHaveBeenCalledWith({ id: 37 })
    expect(t.read).toHaveBeenCalledWith({ type: 'read', id: 37 })
    expect(t.view()).toEqual({
      status: 'ready',
      title: mockMessage.title,
      time: mockMessage.create_time,
      author: '',
      content: mockMessage.content,
      error: null,
    })
  })

  it.each([null, '', 'abc', '0', '-3', '1.5', '9e3', '99999999999999999'])(
    'says not found for the id %j without asking',
    (id) => {
      const t = start(id, async () => mockMessage)
      expect(t.view().status).toBe('notFound')
      expect(t.fetchMessage).not.toHaveBeenCalled()
    },
  )

  it('says not found for a message that is not the user’s, and reports no read', async () => {
    const t = start('404', async () => {
      throw new ApiError('notFound')
    })
    await waitFor(t.actor, (s) => s.matches('notFound'))
    expect(t.view().error).toBeNull()
    expect(t.read).not.toHaveBeenCalled()
  })

  it('fails with a code and can retry', async () => {
    let calls = 0
    const t = start('37', async () => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return mockMessage
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'message.retry' })
    expect(t.view().status).toBe('loading')
    await waitFor(t.actor, (s) => s.matches('ready'))
    expect(t.read).toHaveBeenCalledOnce()
  })

  it('leaves an expired session to the session machine', async () => {
    const t = start('37', async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(t.actor, (s) => s.matches('failed'))
    expect(t.view().error).toBeNull()
  })

  it('parses only positive integer ids', () => {
    expect([parseMessageId('12'), parseMessageId('007'), parseMessageId('x')]).toEqual([
      12,
      7,
      null,
    ])
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(messageDetailMachine, messageDetailSnapshots)).toEqual([])
    expect(toMessageDetailView(messageDetailSnapshots.checking).status).toBe('loading')
  })
})
