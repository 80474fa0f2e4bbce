import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  MockFormerTrader,
  MockTraderAurora,
  MockTraderBia,
  MockTraderKenji,
} from '@/api/contract/follow.fixtures'
import { readBody } from '@/api/msw/envelope'
import { createFollowMock, followScenarios } from '@/api/msw/follow'
import { uncoveredLeaves } from '@/test/state-coverage'
import { followFormSnapshots, twoFollows } from './follow-form.fixtures'
import { followFormMachine } from './follow-form.machine'
import { previewOf, toFollowFormView } from './follow-form.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = followFormMachine.provide({
  actors: { createKey: fromPromise(async () => `test-follow-key-${++keys}`) },
})

async function start(id: number | null) {
  const actor = createActor(machine, { input: { id } }).start()
  const view = () => toFollowFormView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('follow form', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(followFormMachine, followFormSnapshots, ['followForm.starting']),
    ).toEqual([])
  })

  it('is not found without a valid id, for a missing trader and for a former trader', async () => {
    server.use(...createFollowMock().list)
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
    expect((await start(MockFormerTrader.id)).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(followScenarios.traderDown)
    const { view, send, actor } = await start(MockTraderKenji.id)
    expect(view().status).toBe('loadFailed')
    expect(view().error).toBe('network')
    server.resetHandlers(...createFollowMock().list)
    send({ type: 'follow.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view().trader?.nickname).toBe('Kenji')
  })

  it('follows a trader in ratio mode with a preview of the latest position', async () => {
    const mock = createFollowMock()
    server.use(...mock.list)
    const { view, send, actor } = await start(MockTraderKenji.id)
    expect(view()).toMatchObject({ status: 'editing', isEdit: false, mode: 'ratio', number: '' })
    expect(view().preview).toBeNull()
    expect(view().hasPosition).toBe(true)
    send({ type: 'number.change', value: '1,5' })
    const v = view()
    expect(v.number).toBe('1.5')
    expect(v.preview).toMatchObject({
      lots: 15,
      rule: { kind: 'ratio', traderLots: 10, ratio: '1.5', lots: 15 },
      issue: null,
    })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().follow).toMatchObject({ traderId: 8, mode: 'ratio', number: '1.5', active: true })
    expect(mock.follows().find((f) => f.user_id === 1 && f.follow_user_id === 8)).toMatchObject({
      type: 1,
      number: '1.5',
      status: 1,
    })
  })

  it('lots mode sends type 2 and copies exactly the number', async () => {
    const mock = createFollowMock()
    server.use(...mock.list)
    const { view, send, actor } = await start(MockTraderKenji.id)
    send({ type: 'mode.select', mode: 'lots' })
    send({ type: 'number.change', value: '3' })
    expect(view().preview).toMatchObject({ lots: 3, rule: { kind: 'lots', lots: 3 } })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(mock.follows().find((f) => f.follow_user_id === 8 && f.user_id === 1)?.type).toBe(2)
  })

  it('prefills the follow being edited', async () => {
    server.use(...createFollowMock().list)
    const { view } = await start(MockTraderAurora.id)
    expect(view()).toMatchObject({ isEdit: true, mode: 'ratio', number: '2' })
    expect(view().preview?.lots).toBe(10)
  })

  it('says when the trader has no position yet', async () => {
    server.use(...createFollowMock().list)
    const { view, send } = await start(MockTraderBia.id)
    send({ type: 'number.change', value: '1' })
    expect(view().hasPosition).toBe(false)
    expect(view().preview).toBeNull()
  })

  it('warns when the lever balance would not cover the copy', async () => {
    server.use(...createFollowMock({ leverBalance: '100.0000' }).list)
    const { view, send } = await start(MockTraderKenji.id)
    send({ type: 'number.change', value: '5' })
    expect(view().preview).toMatchObject({
      lots: 50,
      cost: '105.3150',
      issue: 'insufficientBalance',
    })
    // a warning, not a refusal: the follow can still be made
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
  })

  it('checks the number as typed, on leaving the field and on submit', async () => {
    server.use(...createFollowMock().list)
    const { view, send } = await start(MockTraderKenji.id)
    send({ type: 'number.change', value: '1.' })
    expect(view().numberIssue).toBeNull()
    send({ type: 'number.blur' })
    expect(view().numberIssue).toBe('followNumberInvalid')
    send({ type: 'number.change', value: '5.01' })
    expect(view().numberIssue).toBe('followNumberInvalid')
    send({ type: 'mode.select', mode: 'lots' })
    send({ type: 'number.change', value: '2.5' })
    expect(view().numberIssue).toBe('followNumberInvalid')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'followNumberInvalid',
      errorField: 'number',
    })
    send({ type: 'number.change', value: '5' })
    expect(view().numberIssue).toBeNull()
    expect(view().error).toBeNull()
  })

  it('a third follow is refused with its code and the form keeps its values', async () => {
    server.use(...createFollowMock({ follows: twoFollows }).list)
    const { view, send, settled } = await start(MockTraderKenji.id)
    send({ type: 'number.change', value: '1.5' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'followLimitReached',
      errorField: null,
      number: '1.5',
    })
  })

  it.each([
    ['tradersCannotFollow', followScenarios.followTradersCannotFollow],
    ['traderNotFound', followScenarios.followTraderNotFound],
    ['followNumberInvalid', followScenarios.followNumberInvalid],
  ] as const)('shows the refusal %s on the form', async (code, scenario) => {
    server.use(scenario, ...createFollowMock().list)
    const { view, send, settled } = await start(MockTraderKenji.id)
    send({ type: 'number.change', value: '2' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'editing', error: code, number: '2' })
    expect(view().errorField).toBe(code === 'followNumberInvalid' ? 'number' : null)
  })

  it('a network failure keeps the values and the retry sends the same key', async () => {
    const sent: unknown[] = []
    let calls = 0
    server.use(
      http.post('*/api/follow/follow', async ({ request }) => {
        sent.push((await readBody(request.clone())).idempotency_key)
        calls += 1
        return calls === 1 ? HttpResponse.error() : undefined
      }),
      ...createFollowMock().list,
    )
    const { view, send, settled, actor } = await start(MockTraderKenji.id)
    send({ type: 'mode.select', mode: 'lots' })
    send({ type: 'number.change', value: '4' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'confirming',
      error: 'network',
      mode: 'lots',
      number: '4',
    })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
  })

  it('going back from the confirm step keeps the values', async () => {
    server.use(...createFollowMock().list)
    const { view, send } = await start(MockTraderKenji.id)
    send({ type: 'number.change', value: '0.5' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.cancel' })
    expect(view()).toMatchObject({ status: 'editing', number: '0.5' })
  })
})

describe('the rule in words', () => {
  const detail = followFormSnapshots.ratio.context.detail!
  const withLots = (lots: number, maxLots = detail.copyRules!.maxLots) => ({
    ...detail,
    latestPosition: { ...detail.latestPosition!, lots },
    copyRules: { ...detail.copyRules!, maxLots },
  })
  it('a ratio under one lot copies the minimum, 1 lot', () => {
    expect(previewOf({ mode: 'ratio', number: '0.5', detail: withLots(1) })?.rule).toEqual({
      kind: 'ratioMinimum',
      traderLots: 1,
      ratio: '0.5',
      lots: 1,
    })
  })
  it('a ratio above the pair maximum copies the maximum', () => {
    expect(previewOf({ mode: 'ratio', number: '3', detail: withLots(10, 20) })?.rule).toEqual({
      kind: 'ratioCapped',
      traderLots: 10,
      ratio: '3',
      lots: 20,
      max: 20,
    })
  })
  it('rounds down: ⌊3 × 1.5⌋ = 4', () => {
    expect(previewOf({ mode: 'ratio', number: '1.5', detail: withLots(3) })?.lots).toBe(4)
  })
})
