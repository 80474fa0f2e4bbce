import { MessageItem } from '@/api/contract/message'
import { MockMessages, manyMessages } from '@/api/contract/message.fixtures'
import { messageListMachine, type MessageListContext } from './message-list.machine'

const base: MessageListContext = {
  limit: 10,
  messages: [],
  page: 0,
  pages: 0,
  total: 0,
  error: null,
  moreError: null,
  readAllError: null,
}
const mock = MockMessages.map((m) => MessageItem.parse(m))
const loaded: MessageListContext = {
  ...base,
  messages: mock,
  page: 1,
  pages: 1,
  total: mock.length,
}
const allRead: MessageListContext = {
  ...loaded,
  messages: mock.map((m) => ({ ...m, status: 1 as const })),
}
const firstOfTwo: MessageListContext = {
  ...base,
  messages: manyMessages(10).map((m) => MessageItem.parse(m)),
  page: 1,
  pages: 2,
  total: 14,
}

type Value = 'loading' | 'failed' | 'empty' | { ready: 'idle' | 'loadingMore' | 'markingRead' }
const at = (value: Value, context: MessageListContext) =>
  messageListMachine.resolveState({ value, context })

/** One snapshot per state of the system message list. */
export const messageListSnapshots = {
  loading: at('loading', base),
  failed: at('failed', { ...base, error: 'network' }),
  empty: at('empty', { ...base, page: 1, pages: 1 }),
  ready: at({ ready: 'idle' }, loaded),
  allRead: at({ ready: 'idle' }, allRead),
  markingRead: at({ ready: 'markingRead' }, loaded),
  readAllFailed: at({ ready: 'idle' }, { ...loaded, readAllError: 'network' }),
  hasMore: at({ ready: 'idle' }, firstOfTwo),
  loadingMore: at({ ready: 'loadingMore' }, firstOfTwo),
  moreFailed: at({ ready: 'idle' }, { ...firstOfTwo, moreError: 'network' }),
}
