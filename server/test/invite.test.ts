/** user/invite and user/invite_list: own code, invitees and rebates from the ledger, nothing else. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InviteRanking, InviteSummary } from '../../src/api/contract/invite'
import { buildTestApp, type TestContext } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'

let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const { get, post } = withoutStatus(() => t.app)
const idOf = (email: string) => t.app.repos.users.findByAccount(email)!.id
const summary = async (token: string) =>
  InviteSummary.parse((await get('/api/user/invite', {}, token)).message)

function invitee(email: string, parentId: number) {
  return t.app.repos.users.create({
    account_number: email,
    email,
    nickname: email.split('@')[0]!,
    password_hash: 'x',
    extension_code: email
      .slice(0, 8)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X'),
    parent_id: parentId,
    created_at: t.clock.now(),
  })
}

describe('user/invite', () => {
  it('answers the caller’s code, invitees and rebate total from the ledger', async () => {
    const demo = sessionFor(t.app, 'demo@sandbox.test')
    expect(await summary(demo)).toEqual({
      extension_code: 'DEMO0001',
      invite_num: 2,
      invite_return_total: '4.99845678',
      invite_return_currency: 'USDT',
      inviteList: [
        { total: '4.99845678', user_id: idOf('demo@sandbox.test'), account: 'de***@sandbox.test' },
      ],
      ad: null,
    })
  })

  it('is honest for a user who invited nobody', async () => {
    const lv2 = sessionFor(t.app, 'lv2@sandbox.test')
    expect(await summary(lv2)).toMatchObject({
      extension_code: 'LVTWO001',
      invite_num: 0,
      invite_return_total: '0.00000000',
    })
  })

  it('counts a new sign-up with the code and sums rebates exactly', async () => {
    const lv2Id = idOf('lv2@sandbox.test')
    const friend = invitee('friend@example.com', lv2Id)
    for (const units of [10_000_000n, 20_000_000n]) {
      t.app.repos.invite.addRebate({
        user_id: lv2Id,
        from_user_id: friend,
        algebra: 1,
        amount_units: units,
        info: 'fee',
        created_at: t.clock.now(),
      })
    }
    const lv2 = sessionFor(t.app, 'lv2@sandbox.test')
    expect(await summary(lv2)).toMatchObject({ invite_num: 1, invite_return_total: '0.30000000' })
  })

  it('ranks the top three earners with masked accounts', async () => {
    const add = (email: string, units: bigint) =>
      t.app.repos.invite.addRebate({
        user_id: idOf(email),
        from_user_id: null,
        algebra: 1,
        amount_units: units,
        info: 'fee',
        created_at: t.clock.now(),
      })
    add('lv1@sandbox.test', 600_000_000n)
    add('lv2@sandbox.test', 100_000_000n)
    add('trader@sandbox.test', 500_000_000n)
    const { inviteList } = await summary(sessionFor(t.app, 'lv2@sandbox.test'))
    expect(inviteList).toEqual([
      { total: '6.00000000', user_id: idOf('lv1@sandbox.test'), account: 'lv***@sandbox.test' },
      { total: '5.00000000', user_id: idOf('trader@sandbox.test'), account: 'tr***@sandbox.test' },
      { total: '4.99845678', user_id: idOf('demo@sandbox.test'), account: 'de***@sandbox.test' },
    ])
  })

  it('answers 999 without a valid token', async () => {
    expect(await get('/api/user/invite')).toMatchObject({ type: '999' })
    expect(await post('/api/user/invite_list', { time: '2025-01-01' })).toMatchObject({
      type: '999',
    })
  })
})

describe('user/invite_list', () => {
  it('ranks the earners since a date, an empty list when there are none', async () => {
    const token = sessionFor(t.app, 'lv1@sandbox.test')
    const ranking = async (time: string) =>
      InviteRanking.parse((await post('/api/user/invite_list', { time }, token)).message)
    expect(await ranking('2025-01-01')).toEqual([
      { total: '4.99845678', user_id: idOf('demo@sandbox.test'), account: 'de***@sandbox.test' },
    ])
    expect(await ranking('2025-01-02')).toEqual([])
  })

  it.each(['', 'yesterday', '2025-13-45', '2025-1-1'])('refuses time = %j', async (time) => {
    const token = sessionFor(t.app, 'lv1@sandbox.test')
    expect(await post('/api/user/invite_list', { time }, token)).toMatchObject({
      type: 'error',
      code: 'parameterError',
    })
  })
})
