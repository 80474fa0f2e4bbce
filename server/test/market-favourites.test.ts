/** optional/list, optional/add, optional/del: per user, behind a session. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FavouriteId, FavouriteList } from '../../src/api/contract/market'
import { buildTestApp, get, logIn, post, type TestContext } from './helper'

let t: TestContext
let demo: string
let other: string
beforeEach(async () => {
  t = await buildTestApp()
  demo = await logIn(t.app)
  other = await logIn(t.app, 'lv1@sandbox.test')
})
afterEach(() => t.app.close())

const list = async (token: string) =>
  FavouriteList.parse((await get(t.app, '/api/optional/list', {}, token)).message)
const add = (token: string, currencyId: number) =>
  post(t.app, '/api/optional/add', { currency_id: String(currencyId) }, token)
const del = (token: string, id: number) =>
  post(t.app, '/api/optional/del', { id: String(id) }, token)

describe('favourites', () => {
  it('adds, lists and deletes the caller’s own favourites', async () => {
    const btc = FavouriteId.parse((await add(demo, 1)).message).id
    const eth = FavouriteId.parse((await add(demo, 2)).message).id
    expect(await list(demo)).toEqual([
      { id: btc, currency_id: 1 },
      { id: eth, currency_id: 2 },
    ])
    expect(await list(other)).toEqual([])

    expect(await del(demo, btc)).toMatchObject({ type: 'ok', message: { id: btc } })
    expect(await list(demo)).toEqual([{ id: eth, currency_id: 2 }])
  })

  it('refuses a duplicate', async () => {
    await add(demo, 1)
    expect(await add(demo, 1)).toMatchObject({ type: 'error', code: 'favouriteExists' })
    expect(await add(other, 1)).toMatchObject({ type: 'ok' })
  })

  it('refuses a currency without a pair, and a bad id', async () => {
    expect(await add(demo, 3)).toMatchObject({ type: 'error', code: 'pairNotFound' }) // USDT itself
    expect(await add(demo, 999)).toMatchObject({ type: 'error', code: 'pairNotFound' })
    expect(await add(demo, 0)).toMatchObject({ type: 'error', code: 'parameterError' })
    expect(await post(t.app, '/api/optional/add', {}, demo)).toMatchObject({
      code: 'parameterError',
    })
  })

  it('cannot delete another user’s favourite', async () => {
    const id = FavouriteId.parse((await add(other, 5)).message).id
    expect(await del(demo, id)).toMatchObject({ type: 'error', code: 'notFound' })
    expect(await list(other)).toEqual([{ id, currency_id: 5 }])
  })

  it('answers 999 without a token', async () => {
    expect(await get(t.app, '/api/optional/list')).toMatchObject({ type: '999' })
    expect(await add('', 1)).toMatchObject({ type: '999' })
    expect(await del('', 1)).toMatchObject({ type: '999' })
    expect(await add('0123456789abcdef0123456789abcdef', 1)).toMatchObject({ type: '999' })
  })
})
