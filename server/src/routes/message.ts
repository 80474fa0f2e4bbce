/**
 * Message centre (api-reference §16.5; the wire is designed in src/api/contract/message.ts):
 * the caller's system messages and broadcasts, their unread count, reading one (which marks it
 * read for the caller alone) and marking all read. Every route needs the token. Texts are in the
 * request's language, else English. `mailMessage/getList` is an alias of `message/getList`.
 *
 * With `devTools` (the sandbox default, like /api/dev/kyc/review) it also mounts
 * `POST /dev/messages { user, title, content, abstract? }`, so tests and QA can send a message:
 * `user` is an account (e-mail or phone) or `all` (a broadcast); `content` is plain text whose
 * blank lines separate paragraphs. The text is stored in English, the language every other one
 * falls back to. It answers `{ id }`.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  MESSAGE_ABSTRACT_MAX,
  MESSAGE_CONTENT_MAX,
  MESSAGE_TITLE_MAX,
  MessageDetailRequest,
  MessageListRequest,
  type MessagePageWire,
} from '../../../src/api/contract/message'
import { codeToTag, tagToCode } from '../../../src/api/contract/languages'
import { langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { FALLBACK_MESSAGE_LANGUAGE } from '../repositories/message'
import { parseInput } from '../validation'

export interface MessageRoutesOptions {
  /** Mounts POST /dev/messages. */
  devTools?: boolean
}

/** The product language code the request reads messages in. */
const messageLanguage = (request: FastifyRequest) => tagToCode(codeToTag(langOf(request)))

const DevMessageRequest = z.object({
  user: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.toLowerCase()),
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  content: z.string().trim().min(1).max(MESSAGE_CONTENT_MAX),
  abstract: z.string().trim().max(MESSAGE_ABSTRACT_MAX).optional(),
})

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** Plain text → HTML: blank lines separate paragraphs, a single newline is a line break. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The first words of `text` as a one-line description. */
export function abstractOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`
}

export const messageRoutes: FastifyPluginAsync<MessageRoutesOptions> = async (app, opts) => {
  const { message, users } = app.repos

  app.get('/message/getCount', { preHandler: requireUser }, async (request) =>
    ok(message.unreadCount(request.user!.id)),
  )

  const listMessages = async (request: FastifyRequest) => {
    const { page, limit } = parseInput(MessageListRequest, request)
    const { rows, total } = message.page(request.user!.id, messageLanguage(request), page, limit)
    const answer: MessagePageWire = {
      data: rows,
      page,
      pages: Math.max(1, Math.ceil(total / limit)),
      total,
    }
    return ok(answer)
  }
  app.get('/message/getList', { preHandler: requireUser }, listMessages)
  // the name product-spec §7 and a later client variant use (api-reference §16.5): the same list
  app.get('/mailMessage/getList', { preHandler: requireUser }, listMessages)

  app.get('/message/detail', { preHandler: requireUser }, async (request) => {
    const { id } = parseInput(MessageDetailRequest, request)
    const read = message.read(request.user!.id, id, messageLanguage(request), app.clock.now())
    if (!read) throw new Refusal('notFound')
    return ok(read)
  })

  app.post('/message/readAll', { preHandler: requireUser }, async (request) =>
    ok({ count: message.readAll(request.user!.id, app.clock.now()) }),
  )

  if (!opts.devTools) return

  app.post('/dev/messages', async (request) => {
    const input = parseInput(DevMessageRequest, request)
    let userId: number | null = null
    if (input.user !== 'all') {
      const row = users.findByAccount(input.user)
      if (!row) throw new Refusal('accountNotFound')
      userId = row.id
    }
    const id = message.add({
      user_id: userId,
      created_at: app.clock.now(),
      texts: {
        [FALLBACK_MESSAGE_LANGUAGE]: {
          title: input.title,
          abstract: input.abstract || abstractOf(input.content),
          content: textToHtml(input.content),
        },
      },
    })
    app.log.info(`[messages] #${id} to ${input.user}: ${input.title}`)
    return ok({ id })
  })
}

export const routes = routeModule(messageRoutes, {
  prefix: '/api',
  options: (s) => ({ devTools: s.devTools }),
})
