/**
 * MSW handlers for the customer-service chat (stories and unit tests). `createChatMock()` keeps
 * the conversation in memory as the sandbox does: a send is stored once per `client_id` (a retry
 * answers the stored message), the first message of an empty conversation gets the greeting,
 * reading the logs marks the desk's messages read, and `reply(text)` is the desk answering (what
 * the sandbox's dev action does; a story pushes the matching `chat_message` through its socket).
 * Requests are validated with the contract.
 */
import { http } from 'msw'
import {
  CHAT_AGENT_ID,
  CHAT_PAGE_DEFAULT,
  ChatLogsRequest,
  ChatSendRequest,
  chatMessageTypes,
  chatTextIssue,
  type ChatMessageWire,
} from '@/api/contract/chat'
import { MOCK_CHAT_USER, MockChatMessages } from '@/api/contract/chat.fixtures'
import { endpointScenarios } from './endpoint-scenarios'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`
const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const GREETING =
  'Hello! Thanks for writing to us. A support agent will answer here shortly; you can leave this page, the answer will wait for you in this chat.'

export interface ChatMockOptions {
  messages?: ChatMessageWire[]
  /** Unix seconds of the mock's clock (fixed, so story pictures never depend on the time). */
  now?: number
}

export function createChatMock({
  messages: initial = MockChatMessages,
  now = 1_795_690_800,
}: ChatMockOptions = {}) {
  let messages = initial.map((m) => ({ ...m }))
  let nextId = Math.max(100, ...messages.map((m) => m.id as number)) + 1
  const add = (m: Omit<ChatMessageWire, 'id' | 'created_at' | 'readed'>) => {
    const row: ChatMessageWire = { ...m, id: nextId++, readed: 0, created_at: now }
    messages.push(row)
    return row
  }
  const unread = () =>
    messages.filter((m) => m.from_user === CHAT_AGENT_ID && Number(m.readed) === 0).length

  const handlers = {
    send: http.post(api('chat/send'), async ({ request }) => {
      const parsed = ChatSendRequest.safeParse(await readBody(request))
      if (!parsed.success) return fail('parameterError')
      const { client_id, type, message } = parsed.data
      const content = type === chatMessageTypes.text ? message.trim() : message
      const previous = messages.find((m) => m.client_id === client_id)
      if (previous)
        return previous.content === content && previous.type === type
          ? ok(previous)
          : fail('idempotencyConflict')
      if (type === chatMessageTypes.text) {
        const issue = chatTextIssue(message)
        if (issue) return fail(issue)
      } else if (!/^\/uploads\/[A-Za-z0-9]+\.(?:jpg|png|webp)$/.test(content))
        return fail('pictureInvalid')
      const opens = messages.length === 0
      const sent = add({
        client_id,
        type,
        content,
        from_user: MOCK_CHAT_USER,
        to_user: CHAT_AGENT_ID,
        auto: false,
      })
      if (opens)
        add({
          client_id: null,
          type: 1,
          content: GREETING,
          from_user: CHAT_AGENT_ID,
          to_user: MOCK_CHAT_USER,
          auto: true,
        })
      return ok(sent)
    }),
    logs: http.get(api('chat/get_chat_logs'), ({ request }) => {
      const parsed = ChatLogsRequest.safeParse(query(request))
      if (!parsed.success) return fail('parameterError')
      const { before, limit = CHAT_PAGE_DEFAULT } = parsed.data
      const older = messages.filter((m) => before === undefined || (m.id as number) < before)
      const page = older.slice(Math.max(0, older.length - limit))
      const answer = {
        login_user: MOCK_CHAT_USER,
        data: page.map((m) => ({ ...m, readed: m.from_user === CHAT_AGENT_ID ? 1 : m.readed })),
        more: older.length > page.length,
      }
      messages = messages.map((m) => (m.from_user === CHAT_AGENT_ID ? { ...m, readed: 1 } : m))
      return ok(answer)
    }),
    unread: http.get(api('chat/get_unread_msg'), () => ok(unread())),
  }
  return {
    handlers,
    list: Object.values(handlers),
    unread,
    messages: () => messages,
    /** The desk answers: the new message (push it as `chat_message` { message } in a story). */
    reply: (content: string) =>
      add({
        client_id: null,
        type: 1,
        content,
        from_user: CHAT_AGENT_ID,
        to_user: MOCK_CHAT_USER,
        auto: false,
      }),
  }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const chatHandlerList = () => createChatMock().list

/** `pending`, `down`, `refused` and `slow` of each chat endpoint. */
export const chatScenarios = endpointScenarios(
  {
    send: ['post', 'chat/send'],
    logs: ['get', 'chat/get_chat_logs'],
    unread: ['get', 'chat/get_unread_msg'],
  },
  api,
)
