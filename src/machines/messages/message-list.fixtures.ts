import { MessageItem } from '@/api/contract/message'
import { MockMessages, manyMessages } from '@/api/contract/message.fixtures'
import { pagedListSnapshots, type PagedListLeaf } from '@/machines/paged-list/paged-list.fixtures'
import { messageListMachine, type MessageListContext } from './message-list.machine'

const mock = MockMessages.map((m) => MessageItem.parse(m))
type Value = PagedListLeaf | { ready: 'markingRead' }
const at = (
  value: Value,
  context: Omit<MessageListContext, 'readAllError'>,
  more: Partial<MessageListContext> = {},
) =>
  messageListMachine.resolveState({ value, context: { readAllError: null, ...context, ...more } })

const list = pagedListSnapshots(at, {
  filter: {},
  pageSize: 10,
  items: mock,
  firstOfTwo: { items: manyMessages(10).map((m) => MessageItem.parse(m)), total: 14 },
})
const loaded = list.ready.context

/** One snapshot per state of the system message list. */
export const messageListSnapshots = {
  ...list,
  allRead: at(
    { ready: 'idle' },
    { ...loaded, items: mock.map((m) => ({ ...m, status: 1 as const })) },
  ),
  markingRead: at({ ready: 'markingRead' }, loaded),
  readAllFailed: at({ ready: 'idle' }, loaded, { readAllError: 'network' }),
}
