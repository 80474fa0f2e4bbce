import { ChatMessage, CHAT_TEXT_MAX } from '@/api/contract/chat'
import { MOCK_CHAT_USER, MockChatMessages } from '@/api/contract/chat.fixtures'
import type { Outgoing } from './chat.logic'
import { chatMachine, type ChatContext } from './chat.machine'

/** The fixtures' conversation, parsed. */
export const mockChatMessages = MockChatMessages.map((m) => ChatMessage.parse(m))

const base: ChatContext = {
  userId: null,
  messages: [],
  more: false,
  outbox: [],
  current: null,
  nextSeq: 1,
  draft: '',
  pictureError: null,
  error: null,
  olderError: null,
}
const loaded: ChatContext = { ...base, userId: MOCK_CHAT_USER, messages: mockChatMessages }

type Region = { history?: string; outbox?: string; reading?: string }
const at = (value: 'loading' | 'failed', context: ChatContext) =>
  chatMachine.resolveState({ value, context })
const ready = (context: ChatContext, region: Region = {}) =>
  chatMachine.resolveState({
    value: { ready: { history: 'idle', outbox: 'idle', reading: 'idle', ...region } },
    context,
  })

const text = (seq: number, value: string, patch: Partial<Outgoing> = {}): Outgoing => ({
  seq,
  clientId: `story-chat-${seq}-key`,
  kind: 'text',
  text: value,
  file: null,
  path: null,
  status: 'sending',
  error: null,
  ...patch,
})
const picture = (seq: number, patch: Partial<Outgoing> = {}): Outgoing => ({
  ...text(seq, ''),
  kind: 'picture',
  ...patch,
})

/** One snapshot per state of the chat. */
export const chatSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  empty: ready({ ...base, userId: MOCK_CHAT_USER }),
  ready: ready(loaded),
  hasOlder: ready({ ...loaded, more: true }),
  loadingOlder: ready({ ...loaded, more: true }, { history: 'loadingOlder' }),
  olderFailed: ready({ ...loaded, more: true, olderError: 'network' }, { history: 'olderFailed' }),
  typing: ready({ ...loaded, draft: 'Could you check my withdrawal too?' }),
  tooLong: ready({ ...loaded, draft: 'a'.repeat(CHAT_TEXT_MAX + 1) }),
  keying: ready(
    {
      ...loaded,
      outbox: [text(1, 'Thank you!', { clientId: null })],
      current: 1,
      nextSeq: 2,
    },
    { outbox: 'keying' },
  ),
  sending: ready(
    { ...loaded, outbox: [text(1, 'Thank you!')], current: 1, nextSeq: 2 },
    { outbox: 'sending' },
  ),
  uploading: ready(
    { ...loaded, outbox: [picture(1)], current: 1, nextSeq: 2 },
    { outbox: 'uploading' },
  ),
  sendFailed: ready({
    ...loaded,
    outbox: [
      text(1, 'Thank you!', { status: 'failed', error: 'network' }),
      picture(2, { status: 'failed', error: 'pictureInvalid' }),
    ],
    nextSeq: 3,
  }),
  pictureRefused: ready({ ...loaded, pictureError: 'fileTypeInvalid' }),
  marking: ready(loaded, { reading: 'marking' }),
}
