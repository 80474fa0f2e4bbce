/**
 * lever/my_trade's `order_type` filter (sandbox): 1 the user's own positions, 2 copies, absent
 * both (backward compatible); anything else is `parameterError`.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LeverHistoryAnswer } from '../../src/api/contract/lever'
import type { AdjustableClock } from '../src/clock'
import { fundedUser, followClient } from './follow-helper'
import { positionOf } from './lever-helper'
import { pathApp } from './price-path'

let app: FastifyInstance
let clock: AdjustableClock

beforeEach(async () => {
  ;({ app, clock } = await pathApp('42000'))
})
afterEach(async () => {
  await app.close()
})

describe('lever/my_trade order_type', () => {
  it('lists own positions (1), copies (2) or both (absent)', async () => {
    const traderId = fundedUser(app, 'trader@history.test', '100000', true)
    const followerId = fundedUser(app, 'follower@history.test', '10000')
    app.repos.follow.upsert(followerId, traderId, 2, '1', clock.now())
    clock.advance(1000)
    const follower = followClient(app, 'follower@history.test')
    const own = positionOf(await follower.submit({ share: '1' }))
    positionOf(await followClient(app, 'trader@history.test').submit({ share: '2' }))
    const list = async (fields: Record<string, string> = {}) =>
      LeverHistoryAnswer.parse((await follower.myTrade(fields)).message).page.items.map((p) => [
        p.id === own.id ? 'own' : 'copy',
        p.copied,
      ])

    expect(await list()).toEqual([
      ['copy', true],
      ['own', false],
    ])
    expect(await list({ order_type: '2' })).toEqual([['copy', true]])
    expect(await list({ order_type: '1' })).toEqual([['own', false]])
    expect(await list({ order_type: '2', status: '3' })).toEqual([])
    const refused = await follower.myTrade({ order_type: '3' })
    expect(refused.type).not.toBe('ok')
  })
})
