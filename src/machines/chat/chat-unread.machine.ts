/**
 * The desk's answers the user has not read (api-reference §16.7 `chat/get_unread_msg`), for the
 * chat's entries (other/kf/kf, the message centre): the unread machine (messages/unread.machine.ts,
 * its states, tags, view and fixtures) counting the chat instead of the system messages. The
 * user's `chat_message` events add to it live (`unreadAdded`: `unread.add` for a desk answer).
 */
import { fromPromise } from 'xstate'
import { chatApi } from '@/api/chat'
import { CHAT_AGENT_ID, type ChatMessage } from '@/api/contract/chat'
import { unreadMachine, type UnreadEvent } from '../messages/unread.machine'

export const chatUnreadMachine = unreadMachine.provide({
  actors: {
    fetchCount: fromPromise<number>(({ signal }) => chatApi.unread({ signal, background: true })),
  },
})

/** What a live chat message does to the count: a desk answer not read yet adds one. */
export const unreadAdded = (message: ChatMessage): UnreadEvent | null =>
  message.from_user === CHAT_AGENT_ID && message.readed === 0 ? { type: 'unread.add', by: 1 } : null
