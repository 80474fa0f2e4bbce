/**
 * Customer-service chat (issue 19; rules in src/api/contract/chat.ts): sending (idempotent by the
 * app's client id, validated, throttled), the canned greeting, the 7-day history and its read
 * state, the unread count, the desk's dev action, the socket event, and that nobody reaches
 * another user's conversation.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CHAT_AGENT_ID,
  CHAT_RATE_LIMIT,
  CHAT_TEXT_MAX,
  ChatLogs,
  ChatMessage,
  ChatMessageEvent,
} from '../../src/api/contract/chat'
import type { AdjustableClock } from '../src/clock'
import { buildTestApp } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'

let app: FastifyInstance
let clock: AdjustableClock
const { get, post } = withoutStatus(() => app)
const errors = (lang: string) =>
  import(`../../locales/${lang}/errors.json`).then((m) => m.default as Record<string, string>)
const greeting = (lang: string) =>
  import(`../../locales/${lang}/chat.json`).then((m) => m.default['greeting.auto'] as string)

let sent: Array<{ room: string; event: string; payload: unknown }>
beforeEach(async () => {
  ;({ app, clock } = await buildTestApp())
  sent = []
  app.io.to = ((room: string) => ({
    emit: (event: string, payload: unknown) => {
      sent.push({ room, event, payload })
      return true
    },
  })) as unknown as typeof app.io.to
})
afterEach(async () => {
  await app.close()
})

const userId = (email: string) => app.repos.users.findByAccount(email)!.id
const rows = () => app.db.prepare('SELECT * FROM chat_messages ORDER BY id').all()
const send = (
  token: string,
  message: string,
  clientId = `c-${Math.random().toString(36).slice(2, 12)}`,
  type = '1',
) => post('/api/chat/send', { client_id: clientId, type, message }, token)

describe('chat/send', () => {
  it('stores the text, answers it, and greets a new conversation once in the reader’s language', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    const id = userId('demo@sandbox.test')
    const first = await send(token, '  Where is my deposit?  ', 'client-0001')
    expect(first.type).toBe('ok')
    const message = ChatMessage.parse(first.message)
    expect(message).toMatchObject({
      client_id: 'client-0001',
      type: 1,
      content: 'Where is my deposit?',
      from_user: id,
      to_user: CHAT_AGENT_ID,
      auto: false,
      readed: 0,
    })
    const logs = ChatLogs.parse((await get('/api/chat/get_chat_logs', {}, token)).message)
    expect(logs.data.map((m) => [m.from_user, m.auto, m.content])).toEqual([
      [id, false, 'Where is my deposit?'],
      [CHAT_AGENT_ID, true, await greeting('pt')],
    ])
    // a second message soon after opens nothing: no second greeting
    await send(token, 'It was 100 USDT')
    expect(rows()).toHaveLength(3)
    // after the quiet hours, the next message opens a new conversation, greeted again
    clock.advance(13 * 3_600_000)
    const english = await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      payload: 'client_id=client-0002&type=1&message=Hello%20again&lang=en',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: token,
      },
    })
    expect(english.json().type).toBe('ok')
    expect(
      app.db.prepare('SELECT content FROM chat_messages ORDER BY id DESC LIMIT 1').pluck().get(),
    ).toBe(await greeting('en'))
  })

  it('stores a retried message once and refuses its id with another content', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    const a = await send(token, 'Hello', 'retry-0001')
    const b = await send(token, 'Hello', 'retry-0001')
    expect(b).toEqual(a)
    expect(rows()).toHaveLength(2) // the message and the greeting
    const c = await send(token, 'Hello?', 'retry-0001')
    expect(c).toEqual({
      type: 'error',
      code: 'idempotencyConflict',
      message: (await errors('pt')).idempotencyConflict,
    })
    expect(rows()).toHaveLength(2)
    // concurrent retries of one message: one row
    const token2 = sessionFor(app, 'lv1@sandbox.test')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(token2, 'Hi', 'race-00001')),
    )
    expect(new Set(answers.map((x) => JSON.stringify(x))).size).toBe(1)
    expect(
      app.db
        .prepare('SELECT COUNT(*) FROM chat_messages WHERE client_id = ?')
        .pluck()
        .get('race-00001'),
    ).toBe(1)
  })

  it('refuses empty, too long, malformed and foreign-picture messages, changing nothing', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    const text = await errors('pt')
    const refused = async (body: Awaited<ReturnType<typeof send>>, code: string) =>
      expect(body).toMatchObject({ type: 'error', code, message: text[code] })
    await refused(await send(token, '   '), 'chatMessageEmpty')
    await refused(await send(token, 'x'.repeat(CHAT_TEXT_MAX + 1)), 'chatMessageTooLong')
    expect((await send(token, 'x'.repeat(CHAT_TEXT_MAX))).type).toBe('ok')
    app.db.prepare('DELETE FROM chat_messages').run()
    await refused(await send(token, 'hi', 'short'), 'parameterError')
    await refused(await send(token, 'hi', 'client-0003', '3'), 'parameterError')
    // a picture someone else uploaded, and a path that is no upload at all
    app.repos.uploads.create({
      user_id: userId('lv1@sandbox.test'),
      name: 'abcdef0123456789.png',
      mime: 'image/png',
      size: 10,
      created_at: clock.now(),
    })
    await refused(
      await send(token, '/uploads/abcdef0123456789.png', 'pic-00001', '2'),
      'pictureInvalid',
    )
    await refused(await send(token, 'https://evil.test/x.png', 'pic-00002', '2'), 'pictureInvalid')
    expect(rows()).toEqual([])
    // the caller's own upload is sent as a picture
    app.repos.uploads.create({
      user_id: userId('demo@sandbox.test'),
      name: 'fedcba9876543210.jpg',
      mime: 'image/jpeg',
      size: 10,
      created_at: clock.now(),
    })
    const picture = await send(token, '/uploads/fedcba9876543210.jpg', 'pic-00003', '2')
    expect(ChatMessage.parse(picture.message)).toMatchObject({
      type: 2,
      content: '/uploads/fedcba9876543210.jpg',
    })
  })

  it('throttles a burst and says how long to wait', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    for (let i = 0; i < CHAT_RATE_LIMIT; i++) expect((await send(token, `m${i}`)).type).toBe('ok')
    const before = rows().length
    const refused = await send(token, 'one more')
    expect(refused).toMatchObject({ type: 'error', code: 'requestTooFrequent' })
    expect(rows()).toHaveLength(before)
    clock.advance(11_000)
    expect((await send(token, 'one more')).type).toBe('ok')
  })

  it('needs a session', async () => {
    expect(
      (await post('/api/chat/send', { client_id: 'client-0009', type: '1', message: 'x' })).type,
    ).toBe('999')
    expect((await get('/api/chat/get_chat_logs')).type).toBe('999')
    expect((await get('/api/chat/get_unread_msg')).type).toBe('999')
    expect(rows()).toEqual([])
  })
})

describe('the desk and the reader', () => {
  it('answers through the dev action: unread until the user opens the chat, live in the user’s room', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    const id = userId('demo@sandbox.test')
    await send(token, 'Where is my deposit?')
    expect((await get('/api/chat/get_unread_msg', {}, token)).message).toBe(1) // the greeting
    await get('/api/chat/get_chat_logs', {}, token)
    expect((await get('/api/chat/get_unread_msg', {}, token)).message).toBe(0)
    const waiting = await get('/api/dev/chat/conversations')
    expect(waiting.message).toMatchObject([{ user: 'demo@sandbox.test', user_id: id, waiting: 1 }])
    sent = []
    const reply = await post('/api/dev/chat/reply', {
      user: 'demo@sandbox.test',
      message: 'It was credited at 10:02 UTC.',
    })
    expect(reply.type).toBe('ok')
    expect(sent).toEqual([
      { room: `user:${id}`, event: 'chat_message', payload: { message: reply.message } },
    ])
    expect(ChatMessageEvent.parse(sent[0]!.payload).message).toMatchObject({
      from_user: CHAT_AGENT_ID,
      to_user: id,
      auto: false,
      content: 'It was credited at 10:02 UTC.',
    })
    expect((await get('/api/chat/get_unread_msg', {}, token)).message).toBe(1)
    // the desk's reply read the user's message
    const logs = ChatLogs.parse((await get('/api/chat/get_chat_logs', {}, token)).message)
    expect(logs.data.map((m) => m.readed)).toEqual([1, 1, 1])
    expect((await get('/api/dev/chat/conversations')).message).toMatchObject([{ waiting: 0 }])
    // the desk's own refusals
    expect(
      (await post('/api/dev/chat/reply', { user: 'demo@sandbox.test', message: ' ' })).code,
    ).toBe('chatMessageEmpty')
    expect(
      (await post('/api/dev/chat/reply', { user: 'nobody@sandbox.test', message: 'x' })).code,
    ).toBe('accountNotFound')
  })

  it('sends the user’s own message to their room too (their other tabs)', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    const id = userId('demo@sandbox.test')
    const mine = await send(token, 'Hi')
    expect(sent.map((e) => [e.room, e.event])).toEqual([
      [`user:${id}`, 'chat_message'],
      [`user:${id}`, 'chat_message'],
    ])
    expect(sent[0]!.payload).toEqual({ message: mine.message })
  })

  it('shows the last 7 days, oldest first, paged from the newest', async () => {
    const token = sessionFor(app, 'demo@sandbox.test')
    await send(token, 'old')
    clock.advance(8 * 86_400_000)
    for (const m of ['a', 'b', 'c', 'd']) await send(token, m)
    const page1 = ChatLogs.parse(
      (await get('/api/chat/get_chat_logs', { limit: '3' }, token)).message,
    )
    expect(page1.data.map((m) => m.content)).toEqual(['b', 'c', 'd'])
    expect(page1.more).toBe(true)
    const page2 = ChatLogs.parse(
      (
        await get(
          '/api/chat/get_chat_logs',
          { limit: '3', before: String(page1.data[0]!.id) },
          token,
        )
      ).message,
    )
    // 'a' and the greeting it opened; 'old' and its greeting are past the window
    expect(page2.data.map((m) => m.content)).toEqual(['a', await greeting('pt')])
    expect(page2.more).toBe(false)
    expect((await get('/api/chat/get_chat_logs', { limit: '0' }, token)).code).toBe(
      'parameterError',
    )
  })

  it('never shows one user’s conversation to another', async () => {
    const demo = sessionFor(app, 'demo@sandbox.test')
    const other = sessionFor(app, 'lv1@sandbox.test')
    await send(demo, 'my secret question', 'secret-0001')
    await post('/api/dev/chat/reply', { user: 'demo@sandbox.test', message: 'a private answer' })
    const theirs = ChatLogs.parse((await get('/api/chat/get_chat_logs', {}, other)).message)
    expect(theirs).toEqual({ login_user: userId('lv1@sandbox.test'), data: [], more: false })
    expect((await get('/api/chat/get_unread_msg', {}, other)).message).toBe(0)
    // the same client id is another message for another user, not a replay of demo's
    const reuse = await send(other, 'my own words', 'secret-0001')
    expect(ChatMessage.parse(reuse.message)).toMatchObject({
      content: 'my own words',
      from_user: userId('lv1@sandbox.test'),
    })
    // and reading theirs marked nothing of demo's read
    expect((await get('/api/chat/get_unread_msg', {}, demo)).message).toBe(2)
  })

  it('keeps the desk off the network: the dev routes answer only with dev tools', async () => {
    const closed = await buildTestApp({ devTools: false })
    const answer = await closed.app.inject({ method: 'GET', url: '/api/dev/chat/conversations' })
    expect(answer.statusCode).toBe(404)
    const reply = await closed.app.inject({
      method: 'POST',
      url: '/api/dev/chat/reply',
      payload: 'user=demo%40sandbox.test&message=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(reply.statusCode).toBe(404)
    expect(closed.app.db.prepare('SELECT COUNT(*) FROM chat_messages').pluck().get()).toBe(0)
    await closed.app.close()
  })
})
