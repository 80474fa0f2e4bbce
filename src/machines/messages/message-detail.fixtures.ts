import { MessageDetail } from '@/api/contract/message'
import { MockMessageDetails } from '@/api/contract/message.fixtures'
import { messageDetailMachine, type MessageDetailContext } from './message-detail.machine'

export const mockMessage = MessageDetail.parse({ ...MockMessageDetails[1]!, status: 1 })

const base: MessageDetailContext = { id: mockMessage.id, message: null, error: null }
type Value = 'checking' | 'loading' | 'ready' | 'notFound' | 'failed'
const at = (value: Value, context: MessageDetailContext) =>
  messageDetailMachine.resolveState({ value, context })

/** One snapshot per state of the message reader. */
export const messageDetailSnapshots = {
  checking: at('checking', base),
  loading: at('loading', base),
  ready: at('ready', { ...base, message: mockMessage }),
  notFound: at('notFound', { ...base, id: null }),
  failed: at('failed', { ...base, error: 'network' }),
}
