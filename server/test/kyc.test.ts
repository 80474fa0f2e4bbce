/**
 * real/state, user/real (+ aliases), POST /api/dev/kyc/review and the scripted reviewer: the
 * lifecycle of spec §4, the rules of §5 and api-reference §3.3, only ever about the caller.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RealState, RealStateWire, type KycStage } from '../../src/api/contract/kyc'
import { buildApp } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { get, logIn, post } from './helper'
import { upload } from './pictures'

let app: FastifyInstance
let clock: AdjustableClock
let demo: string

async function start(kycAutoApproveSeconds = 0, devTools = true) {
  clock = createTestClock()
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    kycAutoApproveSeconds,
    devTools,
  })
  demo = await logIn(app)
}
afterEach(() => app.close())

const wire = async (token: string) => {
  const body = await get(app, '/api/real/state', {}, token)
  expect(body.type).toBe('ok')
  return RealStateWire.parse(body.message)
}
const stage = async (token: string): Promise<KycStage> => RealState.parse(await wire(token)).stage
const statuses = async (token: string) => {
  const w = await wire(token)
  return [w.real_status, w.review_status, w.advanced_review_status]
}

const basic = { real_type: '1', id_type: '1', name: 'Ana Souza', card_id: 'AB1234567' }
const submitBasic = (token: string, fields: Record<string, string> = {}) =>
  post(app, '/api/user/real', { ...basic, ...fields }, token)
const submitAdvanced = (token: string, front_pic: string, reverse_pic: string) =>
  post(app, '/api/user/real', { real_type: '2', front_pic, reverse_pic }, token)
const review = (user: string, decision: 'approve' | 'reject', reason?: string) =>
  post(app, '/api/dev/kyc/review', { user, decision, ...(reason ? { reason } : {}) })

function bindPhone(email: string, phone: string) {
  const user = app.repos.users.findByAccount(email)!
  app.repos.users.bindPhone(user.id, phone, '55')
}

describe('real/state', () => {
  beforeEach(() => start())

  it('starts unverified, saying which contacts are bound', async () => {
    expect(await wire(demo)).toMatchObject({
      real_status: 0,
      review_status: 0,
      advanced_review_status: 0,
      real_data: null,
      email_bound: 1,
      phone_bound: 0,
    })
  })

  it('shows the seeded levels with the reference’s status triples', async () => {
    expect(await statuses(await logIn(app, 'lv1@sandbox.test'))).toEqual([1, 2, 0])
    expect(await statuses(await logIn(app, 'lv2@sandbox.test'))).toEqual([2, 2, 2])
    expect(await stage(await logIn(app, 'lv2@sandbox.test'))).toBe('lv2')
  })

  it('answers 999 without a session and ignores any user id sent along', async () => {
    expect(await get(app, '/api/real/state')).toMatchObject({ type: '999' })
    expect(await submitBasic('')).toMatchObject({ type: '999' })
    const lv2 = app.repos.users.findByAccount('lv2@sandbox.test')!
    const body = await get(app, '/api/real/state', { user_id: String(lv2.id) }, demo)
    expect(body.message).toMatchObject({ review_status: 0, real_data: null })
  })
})

describe('basic level', () => {
  beforeEach(() => start())

  it('refuses every invalid field of spec §5 and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ id_type: '' }, 'idTypeRequired'],
      [{ id_type: '5' }, 'idTypeRequired'],
      [{ name: '  ' }, 'nameRequired'],
      [{ name: 'A' }, 'nameInvalid'],
      [{ name: 'A'.repeat(51) }, 'nameInvalid'],
      [{ name: 'Ana <b>Souza</b>' }, 'specialCharacters'],
      [{ card_id: '' }, 'cardIdRequired'],
      [{ card_id: 'AB12' }, 'cardIdInvalid'],
      [{ card_id: 'A'.repeat(31) }, 'cardIdInvalid'],
      [{ card_id: 'AB12#4567' }, 'specialCharacters'],
      [{ real_type: '3' }, 'parameterError'],
    ]
    const answers = []
    for (const [fields] of cases) answers.push((await submitBasic(demo, fields)).code)
    expect(answers).toEqual(cases.map(([, code]) => code))
    expect(await post(app, '/api/user/real', { real_type: '1' }, demo)).toMatchObject({
      code: 'idTypeRequired',
    })
    expect(await stage(demo)).toBe('unverified')
  })

  it('takes a submission into review and refuses it again while in review', async () => {
    expect(
      await submitBasic(demo, { name: '  Ana   Souza ', card_id: 'ab-123.4567' }),
    ).toMatchObject({
      type: 'ok',
    })
    const w = await wire(demo)
    expect([w.real_status, w.review_status, w.advanced_review_status]).toEqual([1, 1, 0])
    expect(w.real_data).toMatchObject({ name: 'Ana Souza', card_id: 'AB1234567', id_type: 1 })
    expect(await submitBasic(demo)).toMatchObject({ code: 'kycInReview' })
    expect(await submitAdvanced(demo, '/uploads/a.png', '/uploads/b.png')).toMatchObject({
      code: 'kycInReview',
    })
  })

  it('refuses an ID number another account holds, however it is written', async () => {
    expect(await submitBasic(demo, { card_id: 'lv1 000 001' })).toMatchObject({
      code: 'cardIdTaken',
    })
    expect(await stage(demo)).toBe('unverified')
  })

  it('never approves a user without a phone, then approves once it is bound', async () => {
    await submitBasic(demo)
    expect((await review('demo@sandbox.test', 'approve')).message).toEqual({
      level: 'basic',
      approved: false,
      fail_code: 'contactNotBound',
    })
    expect(await statuses(demo)).toEqual([0, 3, 0])
    expect(RealState.parse(await wire(demo))).toMatchObject({
      stage: 'basicRejected',
      failCode: 'contactNotBound',
      phoneBound: false,
    })

    bindPhone('demo@sandbox.test', '+5511955554444')
    expect(await submitBasic(demo)).toMatchObject({ type: 'ok' })
    expect((await review('demo@sandbox.test', 'approve')).message).toMatchObject({ approved: true })
    expect(await statuses(demo)).toEqual([1, 2, 0])
    expect((await get(app, '/api/user/info', {}, demo)).message).toMatchObject({ review_status: 2 })
    expect(await submitBasic(demo)).toMatchObject({ code: 'kycVerified' })
  })

  it('keeps a refusal’s reason and lets the user correct and resubmit', async () => {
    await submitBasic(demo)
    await review('demo@sandbox.test', 'reject', 'The name does not match the document.')
    expect((await wire(demo)).real_data).toMatchObject({
      review_status: 3,
      fail_code: 'reviewRejected',
      fail_reason: 'The name does not match the document.',
    })
    expect(await submitBasic(demo, { name: 'Ana Maria Souza' })).toMatchObject({ type: 'ok' })
    expect((await wire(demo)).real_data).toMatchObject({
      name: 'Ana Maria Souza',
      review_status: 1,
      fail_code: null,
      fail_reason: null,
    })
  })

  it('answers through the user/real_name alias too', async () => {
    const { real_type: _, ...fields } = basic
    expect(await post(app, '/api/user/real_name', fields, demo)).toMatchObject({ type: 'ok' })
    expect(await stage(demo)).toBe('basicPending')
  })
})

describe('advanced level', () => {
  let lv1: string
  beforeEach(async () => {
    await start()
    lv1 = await logIn(app, 'lv1@sandbox.test')
  })

  it('needs Lv1 first', async () => {
    const front = (await upload(app, demo)).message
    const reverse = (await upload(app, demo)).message
    expect(await submitAdvanced(demo, front, reverse)).toMatchObject({ code: 'kycBasicRequired' })
  })

  it('refuses pictures that are not the caller’s own uploads', async () => {
    const mine = (await upload(app, lv1)).message
    const theirs = (await upload(app, demo)).message
    expect(await submitAdvanced(lv1, mine, theirs)).toMatchObject({ code: 'pictureInvalid' })
    expect(await submitAdvanced(lv1, theirs, mine)).toMatchObject({ code: 'pictureInvalid' })
    expect(
      await submitAdvanced(lv1, mine, '/uploads/0123456789abcdef0123456789abcdef.png'),
    ).toMatchObject({ code: 'pictureInvalid' })
    expect(await submitAdvanced(lv1, mine, 'https://evil.example/x.png')).toMatchObject({
      code: 'pictureInvalid',
    })
    expect(await submitAdvanced(lv1, mine, mine)).toMatchObject({ code: 'picturesIdentical' })
    expect(await submitAdvanced(lv1, mine, '')).toMatchObject({ code: 'pictureRequired' })
    expect(await stage(lv1)).toBe('lv1')
  })

  it('goes to review, can be refused with a reason, resubmitted and approved to Lv2', async () => {
    const front = (await upload(app, lv1)).message
    const reverse = (await upload(app, lv1)).message
    expect(await submitAdvanced(lv1, front, reverse)).toMatchObject({ type: 'ok' })
    expect(await statuses(lv1)).toEqual([2, 2, 1])
    expect((await wire(lv1)).real_data).toMatchObject({
      front_pic: front,
      reverse_pic: reverse,
      advanced_user: 1,
    })
    expect(await submitAdvanced(lv1, front, reverse)).toMatchObject({ code: 'kycInReview' })

    await review('lv1@sandbox.test', 'reject', 'The reverse picture is blurred.')
    expect(await statuses(lv1)).toEqual([1, 2, 3])
    expect(RealState.parse(await wire(lv1))).toMatchObject({
      level: 1,
      stage: 'advancedRejected',
      failReason: 'The reverse picture is blurred.',
    })

    const sharper = (await upload(app, lv1)).message
    expect(
      await post(app, '/api/user/real_advanced', { front_pic: front, reverse_pic: sharper }, lv1),
    ).toMatchObject({
      type: 'ok',
    })
    expect((await review('lv1@sandbox.test', 'approve')).message).toEqual({
      level: 'advanced',
      approved: true,
      fail_code: null,
    })
    expect(await statuses(lv1)).toEqual([2, 2, 2])
    expect(await submitAdvanced(lv1, front, sharper)).toMatchObject({ code: 'kycVerified' })
  })
})

describe('review', () => {
  it('dev endpoint: unknown user, nothing pending, and off without dev tools', async () => {
    await start()
    expect(await review('nobody@sandbox.test', 'approve')).toMatchObject({
      code: 'accountNotFound',
    })
    expect(await review('demo@sandbox.test', 'approve')).toMatchObject({ code: 'notFound' })
    expect(
      await post(app, '/api/dev/kyc/review', { user: 'demo@sandbox.test', decision: 'maybe' }),
    ).toMatchObject({
      code: 'parameterError',
    })
    await app.close()
    await start(0, false)
    const response = await app.inject({ method: 'POST', url: '/api/dev/kyc/review' })
    expect(response.statusCode).toBe(404)
  })

  it('scripted reviewer approves after the configured seconds of sandbox time', async () => {
    await start(5)
    bindPhone('demo@sandbox.test', '+5511955554444')
    await submitBasic(demo)
    clock.advance(4_999)
    expect(await stage(demo)).toBe('basicPending')
    clock.advance(1)
    expect(await stage(demo)).toBe('lv1')
  })

  it('scripted reviewer still refuses a user without a phone', async () => {
    await start(5)
    await submitBasic(demo)
    clock.advance(5_000)
    expect(RealState.parse(await wire(demo))).toMatchObject({
      stage: 'basicRejected',
      failCode: 'contactNotBound',
    })
  })
})
