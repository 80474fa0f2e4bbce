/**
 * The desk's answers the user has not read (api-reference §16.7 `chat/get_unread_msg`), for the
 * chat's entries (other/kf/kf, the message centre): the unread machine (messages/unread.machine.ts,
 * its states, tags, view and fixtures) counting the chat instead of the system messages.
 */
import { fromPromise } from 'xstate'
import { chatApi } from '@/api/chat'
import { unreadMachine } from '../messages/unread.machine'

export const chatUnreadMachine = unreadMachine.provide({
  actors: {
    fetchCount: fromPromise<number>(({ signal }) => chatApi.unread({ signal, background: true })),
  },
})
