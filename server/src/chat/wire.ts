/**
 * The chat's private socket event (issue 19; contract src/api/contract/chat.ts): every new
 * message of a conversation goes to its user's room, so the app's other tabs see what the user
 * sent and every tab sees the desk's answer.
 */
import type { FastifyInstance } from 'fastify'
import type { ChatMessageWire } from '../../../src/api/contract/chat'
import { userRoom } from '../realtime'
import { chatWire, type ChatRow } from '../repositories/chat'

export const CHAT_MESSAGE_EVENT = 'chat_message'

export function emitChatMessage(app: FastifyInstance, row: ChatRow): void {
  const payload: { message: ChatMessageWire } = { message: chatWire(row) }
  app.io?.to(userRoom(row.user_id)).emit(CHAT_MESSAGE_EVENT, payload)
}
