/**
 * Chat fixtures (wire-shaped, parsed by chat.test.ts so they cannot drift): a conversation of
 * user 7 with the desk, the desk's canned greeting and a person's answer, one picture.
 */
import { CHAT_AGENT_ID, type ChatMessageWire } from './chat'

export const MOCK_CHAT_USER = 7
/** 2026-11-20 10:00:00 UTC, unix seconds. */
const T0 = 1_795_687_200

export const MockChatMessages: ChatMessageWire[] = [
  {
    id: 101,
    client_id: 'fixture-0001',
    type: 1,
    content: 'Hello, my USDT deposit has not arrived yet.',
    from_user: MOCK_CHAT_USER,
    to_user: CHAT_AGENT_ID,
    auto: false,
    readed: 1,
    created_at: T0,
  },
  {
    id: 102,
    client_id: null,
    type: 1,
    content:
      'Hello! Thanks for writing to us. A support agent will answer here shortly; you can leave this page, the answer will wait for you in this chat.',
    from_user: CHAT_AGENT_ID,
    to_user: MOCK_CHAT_USER,
    auto: true,
    readed: 1,
    created_at: T0,
  },
  {
    id: 103,
    client_id: 'fixture-0002',
    type: 2,
    content: '/uploads/0123456789abcdef0123456789abcdef.png',
    from_user: MOCK_CHAT_USER,
    to_user: CHAT_AGENT_ID,
    auto: false,
    readed: 1,
    created_at: T0 + 40,
  },
  {
    id: 104,
    client_id: null,
    type: 1,
    content: 'Thanks! It was credited at 10:02 UTC; please check your funds account.',
    from_user: CHAT_AGENT_ID,
    to_user: MOCK_CHAT_USER,
    auto: false,
    readed: 0,
    created_at: T0 + 180,
  },
]
