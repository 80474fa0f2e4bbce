import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chatApi, newChatClientId } from './chat'
import { CHAT_CLIENT_ID, ChatMessage } from './contract/chat'
import { MockChatMessages } from './contract/chat.fixtures'
import { ApiError } from './errors'
import { chatScenarios, createChatMock } from './msw/chat'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (e) {
    return e instanceof ApiError ? e.code : String(e)
  }
  return 'resolved'
}

describe('chat api', () => {
  it('parses every fixture', () => {
    for (const m of MockChatMessages) expect(() => ChatMessage.parse(m)).not.toThrow()
  })

  it('makes client ids the sandbox accepts, a new one each time', () => {
    const a = newChatClientId()
    expect(a).toMatch(CHAT_CLIENT_ID)
    expect(newChatClientId()).not.toBe(a)
  })

  it('reads the conversation, marks the desk’s messages read, and counts what is unread', async () => {
    const mock = createChatMock()
    server.use(...mock.list)
    expect(await chatApi.unread()).toBe(1)
    const logs = await chatApi.logs()
    expect(logs.data.map((m) => m.id)).toEqual([101, 102, 103, 104])
    expect(logs.more).toBe(false)
    expect(await chatApi.unread()).toBe(0)
    mock.reply('Anything else?')
    expect(await chatApi.unread()).toBe(1)
    const older = await chatApi.logs({ before: 104, limit: 2 })
    expect(older.data.map((m) => m.id)).toEqual([102, 103])
    expect(older.more).toBe(true)
  })

  it('stores a retried send once; the same id with other words is a conflict', async () => {
    const mock = createChatMock({ messages: [] })
    server.use(...mock.list)
    const clientId = newChatClientId()
    const first = await chatApi.send({ client_id: clientId, type: 1, message: ' Hi ' })
    const again = await chatApi.send({ client_id: clientId, type: 1, message: ' Hi ' })
    expect(again).toEqual(first)
    expect(first.content).toBe('Hi')
    // the greeting opened the empty conversation
    expect(mock.messages().map((m) => m.auto)).toEqual([false, true])
    expect(await codeOf(chatApi.send({ client_id: clientId, type: 1, message: 'Bye' }))).toBe(
      'idempotencyConflict',
    )
    expect(
      await codeOf(chatApi.send({ client_id: newChatClientId(), type: 1, message: '  ' })),
    ).toBe('chatMessageEmpty')
  })

  it('fails as the network or a refusal says', async () => {
    server.use(chatScenarios.down('send'))
    expect(
      await codeOf(chatApi.send({ client_id: newChatClientId(), type: 1, message: 'x' })),
    ).toBe('network')
    server.use(chatScenarios.refused('logs', 'requestTooFrequent'))
    expect(await codeOf(chatApi.logs())).toBe('requestTooFrequent')
  })
})
