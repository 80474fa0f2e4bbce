import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ChatMessageEvent } from '@/api/contract/chat'
import { createChatMock } from '@/api/msw/chat'
import { parsePrivate } from '@/api/socket'
import { toUnreadView } from '../messages/unread.view'
import { chatUnreadMachine, unreadAdded } from './chat-unread.machine'

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

  it('adds a desk answer pushed live (chat_message) at once; the user’s own messages do not count', async () => {
    const mock = createChatMock()
    server.use(...mock.list)
    const actor = createActor(chatUnreadMachine, { input: { token: 'token' } }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    const pushed = (wire: unknown) => {
      const event = parsePrivate(ChatMessageEvent, wire)
      const added = event && unreadAdded(event.message)
      if (added) actor.send(added)
    }
    pushed({ message: mock.reply('Your deposit is credited.') })
    expect(toUnreadView(actor.getSnapshot())).toEqual({ status: 'ready', count: 2 })
    const own = { ...mock.messages()[0]!, id: 999, readed: 0 }
    pushed({ message: own })
    pushed({ message: { ...mock.reply('x'), readed: 1 } })
    // malformed: refused by the contract, nothing counted
    pushed({ message: { id: 'x' } })
    pushed({ text: 'hello' })
    expect(toUnreadView(actor.getSnapshot()).count).toBe(2)
  })

  it('leaves a push before the first count to the answer on its way', () => {
    const actor = createActor(chatUnreadMachine, { input: { token: null } }).start()
    actor.send({ type: 'unread.add', by: 1 })
    expect(toUnreadView(actor.getSnapshot())).toEqual({ status: 'visitor', count: null })
  })
})
