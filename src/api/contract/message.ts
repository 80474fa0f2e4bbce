/**
 * Message centre (api-reference §16.5, which names the sibling backend's `message/*` endpoints;
 * spec §2 other/mailMessage, §3 "Messages: title, description, time, avatar, content").
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - A system message is addressed to one user or to every user (a broadcast). Every user reads
 *   a broadcast for themselves: read state is per user. All endpoints need the token (`999`).
 * - Texts are per language, like news: a message answers in the request's `lang`, else in
 *   English, else in the first language it has. A missing or unknown `lang` reads as `pt`.
 * - GET `message/getCount`: `message` is the number of the caller's unread messages.
 * - GET `message/getList` `{ page, limit }` (page ≥ 1, limit 1–MESSAGE_PAGE_MAX, default
 *   MESSAGE_PAGE_DEFAULT): Custom A paging `{ data[], page, pages, total }` (api-reference §1.3),
 *   `pages` the last page (at least 1); a page past the last answers `data: []`. Newest first.
 *   Items: `id, title, abstract, create_time` (unix seconds), `status` 0 unread / 1 read.
 * - GET `message/detail { id }`: the item plus `content` (HTML, shown only through SafeHtml);
 *   reading it marks it read, so `status` is 1. An id the caller may not see (another user's
 *   message, or none) is `notFound` and changes nothing; an id that is not a positive integer is
 *   `parameterError`.
 * - POST `message/readAll` (not in the reference): marks every message of the caller read and
 *   answers `{ count }`, how many were unread.
 * - The sandbox's dev action `POST /api/dev/messages { user, title, content, abstract? }` sends
 *   one: `user` is an account (e-mail or phone) or `all` for a broadcast; `content` is plain text
 *   (blank lines separate paragraphs), stored as HTML in English, read by every language.
 *   It answers `{ id }`.
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

export const MESSAGE_PAGE_DEFAULT = 10
export const MESSAGE_PAGE_MAX = 50

const PositiveInt = z.coerce.number().check(z.int(), z.positive())

/** Text the legacy backend may send as null. */
const Text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? ''),
)

/** GET `message/getList`. */
export const MessageListRequest = z.object({
  page: z._default(z.optional(PositiveInt), 1),
  limit: z._default(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MESSAGE_PAGE_MAX))),
    MESSAGE_PAGE_DEFAULT,
  ),
})
/** What a client sends (the schema's input type would be `unknown` for the coerced numbers). */
export type MessageListRequest = { page: number; limit?: number }

/** GET `message/detail`. */
export const MessageDetailRequest = z.object({ id: PositiveInt })
export type MessageDetailRequest = { id: number }

/** 0 unread, 1 read. */
export const MessageStatus = z.pipe(WireInt, z.union([z.literal(0), z.literal(1)]))
export type MessageStatus = z.infer<typeof MessageStatus>

/** One row of `message/getList`. */
export const MessageItem = z.object({
  id: WireInt,
  title: z.string(),
  /** The description line; may be empty. */
  abstract: Text,
  /** Unix seconds. */
  create_time: WireInt,
  status: MessageStatus,
})
export type MessageItem = z.infer<typeof MessageItem>
export type MessageItemWire = z.input<typeof MessageItem>

/** `message/getList` `message`: Custom A paging. */
export const MessagePage = z.object({
  data: z.array(MessageItem),
  page: WireInt,
  pages: WireInt,
  total: WireInt,
})
export type MessagePage = z.infer<typeof MessagePage>
export type MessagePageWire = z.input<typeof MessagePage>

/** `message/detail` `message`: the item with its HTML content, now read. */
export const MessageDetail = z.extend(MessageItem, { content: Text })
export type MessageDetail = z.infer<typeof MessageDetail>
export type MessageDetailWire = z.input<typeof MessageDetail>

/** `message/getCount` `message`: the unread count. */
export const UnreadCount = z.pipe(WireInt, z.number().check(z.nonnegative()))

/** `message/readAll` `message`. */
export const ReadAllResult = z.object({ count: WireInt })
export type ReadAllResult = z.infer<typeof ReadAllResult>

/** Limits of a message the dev action (and the seed) writes. */
export const MESSAGE_TITLE_MAX = 120
export const MESSAGE_ABSTRACT_MAX = 200
export const MESSAGE_CONTENT_MAX = 10_000
