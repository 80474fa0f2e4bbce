/** Message centre API (api-reference §16.5; contract and design notes in contract/message.ts). */
import { get, post, type RequestOptions } from './client'
import {
  MessageDetail,
  MessagePage,
  ReadAllResult,
  UnreadCount,
  type MessageListRequest,
} from './contract/message'

export const messageApi = {
  /** GET message/getCount: the caller's unread messages. */
  unreadCount: (opts?: RequestOptions) => get('message/getCount', {}, UnreadCount, opts),
  /** GET message/getList: one page of the caller's messages, newest first (Custom A). */
  list: (req: MessageListRequest, opts?: RequestOptions) =>
    get('message/getList', { ...req }, MessagePage, opts),
  /** GET message/detail: one message with its HTML content; reading it marks it read. */
  detail: (req: { id: number }, opts?: RequestOptions) =>
    get('message/detail', { ...req }, MessageDetail, opts),
  /** POST message/readAll: marks every message read; `count` were unread. */
  readAll: (opts?: RequestOptions) => post('message/readAll', {}, ReadAllResult, opts),
}
