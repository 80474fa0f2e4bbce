/**
 * The unread system messages of whoever uses the app (api-reference §16.5 `message/getCount`),
 * for the message centre's badge and the home header's bell. No provider is needed: each caller
 * runs one small unread actor (machines/messages/unread.machine.ts) that follows the session's
 * token, nothing is asked for a visitor, and the request never raises the loading indicator.
 * When the message centre reads a message or marks all read it calls `messagesChanged()`, and
 * every mounted caller asks the server again.
 * Stories of a screen that calls it with a logged-in session need the message handlers
 * (`messageHandlerList()` from src/api/msw/message.ts) under `parameters.msw.handlers`.
 * `useChatUnread` counts the support chat's unread answers the same way, and adds the desk's
 * answers as they arrive on the user's room (`chat_message`); reading the chat resets it on the
 * server, and every screen that shows it reads it again when it mounts.
 */
import { useMachine } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { ChatMessageEvent } from '@/api/contract/chat'
import { chatUnreadMachine, unreadAdded } from '@/machines/chat/chat-unread.machine'
import { unreadMachine } from '@/machines/messages/unread.machine'
import { toUnreadView, type UnreadView } from '@/machines/messages/unread.view'
import { usePrivateEvent } from './private-events'
import { SessionContext } from './services'

const listeners = new Set<() => void>()

/** Tells every screen showing an unread count that messages were read (or arrived). */
export function messagesChanged(): void {
  for (const listener of listeners) listener()
}

/**
 * `{ status, count }`: `count` is null for a visitor and until the first answer; a refresh keeps
 * the last count shown. Needs AppServices (the session) above it.
 */
export function useUnreadMessages(logic: typeof unreadMachine = unreadMachine): UnreadView {
  return useUnread(logic)[0]
}

/**
 * The support chat's unread answers (chat-unread.machine.ts), `{ status, count }` as above; a
 * desk answer pushed on the user's room adds one at once. Needs AppServices and the market feed.
 */
export function useChatUnread(logic: typeof unreadMachine = chatUnreadMachine): UnreadView {
  const [view, send] = useUnread(logic)
  usePrivateEvent('chat_message', ChatMessageEvent, ({ message }) => {
    const added = unreadAdded(message)
    if (added) send(added)
  })
  return view
}

function useUnread(logic: typeof unreadMachine) {
  const token = SessionContext.useSelector((s) => s.context.token)
  const [snapshot, send] = useMachine(logic, { input: { token } })
  useEffect(() => {
    send({ type: 'session.change', token })
  }, [send, token])
  useEffect(() => {
    const refresh = () => send({ type: 'unread.refresh' })
    listeners.add(refresh)
    return () => {
      listeners.delete(refresh)
    }
  }, [send])
  const view = useMemo(() => toUnreadView(snapshot), [snapshot])
  return [view, send] as const
}
