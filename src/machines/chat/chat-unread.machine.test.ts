import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createChatMock } from '@/api/msw/chat'
import { toUnreadView } from '../messages/unread.view'
import { chatUnreadMachine } from './chat-unread.machine'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('chat unread count', () => {
  it('counts the desk’s unread answers, and none after the chat was read', async () => {
    const mock = createChatMock()
    server.use(...mock.list)
    const actor = createActor(chatUnreadMachine, { input: { token: 'token' } }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(toUnreadView(actor.getSnapshot())).toEqual({ status: 'ready', count: 1 })
    mock.messages().forEach((m) => (m.readed = 1))
    actor.send({ type: 'unread.refresh' })
    await waitFor(actor, (s) => s.hasTag('ready') && s.context.count === 0)
  })

  it('asks nothing for a visitor', () => {
    const actor = createActor(chatUnreadMachine, { input: { token: null } }).start()
    expect(toUnreadView(actor.getSnapshot())).toEqual({ status: 'visitor', count: null })
  })
})
