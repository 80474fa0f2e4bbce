/** message/*: the caller's messages and broadcasts, read state per user, the dev send action. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MessageDetail, MessagePage, UnreadCount } from '../../src/api/contract/message'
import { openDatabase } from '../src/plugins/db'
import { seedMessages } from '../db/message-seed'
import { buildTestApp, requestCode, type TestContext } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'

let t: TestContext
let demo: string
let lv1: string
beforeEach(async () => {
  t = await buildTestApp()
  demo = sessionFor(t.app, 'demo@sandbox.test')
  lv1 = sessionFor(t.app, 'lv1@sandbox.test')
})
afterEach(() => t.app.close())

const { get, post } = withoutStatus(() => t.app)
const count = async (token: string) =>
  UnreadCount.parse((await get('/api/message/getCount', { lang: 'en' }, token)).message)
const list = async (token: string, query: Record<string, string> = {}) =>
  MessagePage.parse((await get('/api/message/getList', { lang: 'en', ...query }, token)).message)
const detail = (token: string, id: number | string, lang = 'en') =>
  get('/api/message/detail', { id: String(id), lang }, token)
const send = (fields: Record<string, string>) => post('/api/dev/messages', fields)
const userId = (email: string) => t.app.repos.users.findByAccount(email)!.id

/** Moves the clock past the seeded messages (the test clock starts at 2025-01-01), new tokens. */
function afterTheSeed() {
  t.clock.advance(Date.UTC(2025, 2, 1) - t.clock.now())
  demo = sessionFor(t.app, 'demo@sandbox.test')
  lv1 = sessionFor(t.app, 'lv1@sandbox.test')
}

describe('message/getList', () => {
  it('lists the user’s own messages and the broadcasts, newest first', async () => {
    const page = await list(demo)
    expect(page).toMatchObject({ page: 1, pages: 1, total: 5 })
    expect(page.data.map((m) => [m.title, m.status])).toEqual([
      ['We will never ask for your password', 0],
      ['New listing: TON/USDT', 0],
      ['Sandbox funds are test funds', 0],
      ['Withdrawal address added', 0],
      ['Welcome to Sandbox Exchange', 1],
    ])
    expect(page.data[0]).toEqual({
      id: page.data[0]!.id,
      title: 'We will never ask for your password',
      abstract: 'Staff never ask for passwords, codes or your pay password.',
      create_time: Date.UTC(2025, 1, 1, 9) / 1000,
      status: 0,
    })
  })

  it('answers in the request’s language, else in English', async () => {
    const pt = await list(demo, { lang: 'pt' })
    expect(pt.data.map((m) => m.title).slice(0, 2)).toEqual([
      'Nunca pediremos sua senha',
      'Nova listagem: TON/USDT',
    ])
    // the welcome message is in all nine languages; the broadcasts fall back to English in Thai
    const th = await list(demo, { lang: 'th' })
    expect(th.data.at(-1)!.title).toBe('ยินดีต้อนรับสู่ Sandbox Exchange')
    expect(th.data[0]!.title).toBe('We will never ask for your password')
    // no lang reads as pt
    expect((await list(demo, { lang: '' })).data[0]!.title).toBe('Nunca pediremos sua senha')
  })

  it('never shows another user’s messages', async () => {
    const own = await list(lv1)
    expect(own.data.map((m) => m.title)).not.toContain('Withdrawal address added')
    expect(own.data.map((m) => m.title)).toContain('Identity verification approved')
  })

  it('pages with page and limit, and answers an empty page past the last', async () => {
    const second = await list(demo, { page: '2', limit: '2' })
    expect(second).toMatchObject({ page: 2, pages: 3, total: 5 })
    expect(second.data.map((m) => m.title)).toEqual([
      'Sandbox funds are test funds',
      'Withdrawal address added',
    ])
    expect(await list(demo, { page: '4', limit: '2' })).toMatchObject({
      data: [],
      page: 4,
      pages: 3,
    })
    expect(await list(demo, { limit: '50' })).toMatchObject({ total: 5, pages: 1 })
  })

  it('answers the same list as mailMessage/getList (product-spec §7)', async () => {
    const queries: Record<string, string>[] = [{}, { page: '2', limit: '2' }, { limit: '0' }]
    for (const query of queries) {
      const alias = await get('/api/mailMessage/getList', { lang: 'pt', ...query }, demo)
      expect(alias).toEqual(await get('/api/message/getList', { lang: 'pt', ...query }, demo))
    }
    expect(
      MessagePage.parse((await get('/api/mailMessage/getList', { lang: 'en' }, demo)).message),
    ).toMatchObject({ total: 5 })
  })

  it.each<Record<string, string>>([
    { page: '0' },
    { page: '-1' },
    { page: 'x' },
    { page: '1.5' },
    { limit: '0' },
    { limit: '51' },
  ])('refuses %j', async (query) => {
    expect(await get('/api/message/getList', query, demo)).toMatchObject({
      type: 'error',
      code: 'parameterError',
    })
  })
})

describe('message/getCount and message/detail', () => {
  it('reads a message: content, marked read, the count drops', async () => {
    expect(await count(demo)).toBe(4)
    const [newest] = (await list(demo)).data
    const body = await detail(demo, newest!.id)
    expect(body.type).toBe('ok')
    const message = MessageDetail.parse(body.message)
    expect(message).toMatchObject({ id: newest!.id, status: 1, title: newest!.title })
    expect(message.content).toContain('<strong>never</strong>')
    expect(await count(demo)).toBe(3)
    expect((await list(demo)).data[0]!.status).toBe(1)
    // reading it again changes nothing
    await detail(demo, newest!.id)
    expect(await count(demo)).toBe(3)
  })

  it('keeps the read state of a broadcast per user', async () => {
    const broadcast = (await list(demo)).data[0]!
    const lv1Before = await count(lv1)
    await detail(demo, broadcast.id)
    expect(await count(lv1)).toBe(lv1Before)
    const seen = (await list(lv1)).data.find((m) => m.id === broadcast.id)
    expect(seen?.status).toBe(0)
    await detail(lv1, broadcast.id)
    expect(await count(lv1)).toBe(lv1Before - 1)
  })

  it('answers notFound for another user’s message and marks nothing', async () => {
    const lv1Own = (await list(lv1)).data.find((m) => m.title === 'Identity verification approved')!
    const before = await count(lv1)
    expect(await detail(demo, lv1Own.id)).toMatchObject({ type: 'error', code: 'notFound' })
    expect(await count(lv1)).toBe(before)
    expect(await count(demo)).toBe(4)
    const reads = t.app.db
      .prepare('SELECT COUNT(*) AS n FROM message_reads WHERE message_id = ?')
      .get(lv1Own.id) as { n: number }
    expect(reads.n).toBe(0)
  })

  it('answers notFound for an id that does not exist', async () => {
    expect(await detail(demo, 999_999)).toMatchObject({ type: 'error', code: 'notFound' })
  })

  it.each(['0', '-4', 'abc', '1.5', ''])('refuses the id %j', async (id) => {
    expect(await detail(demo, id)).toMatchObject({ type: 'error', code: 'parameterError' })
    expect(await count(demo)).toBe(4)
  })

  it('reads in the request’s language', async () => {
    const welcome = (await list(demo)).data.at(-1)!
    const body = await detail(demo, welcome.id, 'jp')
    expect(MessageDetail.parse(body.message).title).toBe('Sandbox Exchange へようこそ')
  })

  it('needs the token', async () => {
    for (const [path, query] of [
      ['/api/message/getCount', {}],
      ['/api/message/getList', {}],
      ['/api/mailMessage/getList', {}],
      ['/api/message/detail', { id: '1' }],
    ] as const) {
      expect(await get(path, { lang: 'en', ...query })).toMatchObject({ type: '999' })
    }
    expect(await post('/api/message/readAll', { lang: 'en' })).toMatchObject({ type: '999' })
  })
})

describe('message/readAll', () => {
  it('marks everything read for the caller alone', async () => {
    const lv1Before = await count(lv1)
    expect((await post('/api/message/readAll', {}, demo)).message).toEqual({ count: 4 })
    expect(await count(demo)).toBe(0)
    expect((await list(demo)).data.every((m) => m.status === 1)).toBe(true)
    expect(await count(lv1)).toBe(lv1Before)
    expect((await post('/api/message/readAll', {}, demo)).message).toEqual({ count: 0 })
  })
})

describe('a new account', () => {
  it('gets the welcome message on registration, unread', async () => {
    afterTheSeed()
    const email = 'newcomer@sandbox.test'
    const code = await requestCode(t.app, email, 'register')
    const registered = await post('/api/user/register', {
      type: 'email',
      user_string: email,
      code,
      password: 'secret12',
      re_password: 'secret12',
    })
    expect(registered.type).toBe('ok')
    const token = sessionFor(t.app, email)
    const page = await list(token)
    expect(page.data[0]).toMatchObject({ title: 'Welcome to Sandbox Exchange', status: 0 })
    expect(page.data[0]!.create_time).toBe(t.clock.now() / 1000)
    // the three broadcasts and the welcome message
    expect(await count(token)).toBe(4)
  })
})

describe('POST /api/dev/messages', () => {
  it('sends a message to one user, as plain text made HTML', async () => {
    afterTheSeed()
    const sent = await send({
      user: 'LV1@sandbox.test',
      title: 'Your deposit arrived',
      content: '100 USDT <b>credited</b>.\n\nThanks &\nwelcome',
    })
    expect(sent).toMatchObject({ type: 'ok', message: { id: expect.any(Number) } })
    const [newest] = (await list(lv1)).data
    expect(newest).toMatchObject({
      title: 'Your deposit arrived',
      abstract: '100 USDT <b>credited</b>. Thanks & welcome',
      status: 0,
    })
    const message = MessageDetail.parse((await detail(lv1, newest!.id, 'pt')).message)
    expect(message.content).toBe(
      '<p>100 USDT &lt;b&gt;credited&lt;/b&gt;.</p><p>Thanks &amp;<br>welcome</p>',
    )
    expect((await list(demo)).total).toBe(5)
  })

  it('broadcasts to every user with `all`', async () => {
    const before = [await count(demo), await count(lv1)]
    await send({ user: 'all', title: 'Holiday hours', content: 'Support answers within a day.' })
    expect([await count(demo), await count(lv1)]).toEqual([before[0]! + 1, before[1]! + 1])
  })

  it('refuses an unknown account and bad input, sending nothing', async () => {
    expect(await send({ user: 'nobody@sandbox.test', title: 'x', content: 'y' })).toMatchObject({
      code: 'accountNotFound',
    })
    expect(await send({ user: 'all', title: ' ', content: 'y' })).toMatchObject({
      code: 'parameterError',
    })
    expect(await send({ user: 'all', title: 'x'.repeat(121), content: 'y' })).toMatchObject({
      code: 'parameterError',
    })
    expect(await count(demo)).toBe(4)
  })

  it('is not mounted without dev tools', async () => {
    const quiet = await buildTestApp({ devTools: false })
    try {
      const response = await quiet.app.inject({
        method: 'POST',
        url: '/api/dev/messages',
        payload: { user: 'all', title: 'x', content: 'y' },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await quiet.app.close()
    }
  })
})

describe('seed', () => {
  it('adds nothing when run again', () => {
    const { db } = openDatabase(':memory:')
    try {
      const before = db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }
      expect(before.n).toBe(3 + 5 + 4)
      seedMessages(db)
      expect(db.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual(before)
    } finally {
      db.close()
    }
  })

  it('falls back to the first language a message has', () => {
    const repo = t.app.repos.message
    const id = repo.add({
      user_id: userId('demo@sandbox.test'),
      created_at: t.clock.now(),
      texts: { zh: { title: '仅中文', content: '<p>内容</p>' } },
    })
    expect(repo.read(userId('demo@sandbox.test'), id, 'fra', t.clock.now())).toMatchObject({
      title: '仅中文',
      status: 1,
    })
  })
})
