import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { MockFollowNow, MockFollowerId, MockFollows } from '@/api/contract/follow.fixtures'
import type { LeverPositionWire } from '@/api/contract/lever'
import { MockLeverPositions } from '@/api/contract/lever.fixtures'
import { ok } from '@/api/msw/envelope'
import { createFollowMock, followScenarios, type FollowMockState } from '@/api/msw/follow'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  MockApplicationText,
  MockRejectReason,
  mockApplicationWire,
  traderApplicationSnapshots,
} from './trader-application.fixtures'
import { traderApplicationMachine } from './trader-application.machine'
import { toTraderApplicationView } from './trader-application.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const DAY = 86_400_000
/** `count` closed own positions of the caller, the first `days` ago. */
const closedOwn = (count: number, days: number): LeverPositionWire[] =>
  Array.from({ length: count }, (_, i) => ({
    ...MockLeverPositions[0]!,
    id: 9000 + i,
    user_id: MockFollowerId,
    order_type: 1,
    status: 3,
    create_time: Math.floor((MockFollowNow - days * DAY) / 1000) + i,
  }))

/** A caller who meets every condition and follows no one. */
const eligible: FollowMockState = { positions: closedOwn(10, 8), follows: [], kycVerified: true }

const start = () => {
  const actor = createActor(traderApplicationMachine).start()
  const view = () => toTraderApplicationView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled }
}

describe('trader application', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(traderApplicationMachine, traderApplicationSnapshots, [
        'traderApplication.routing',
      ]),
    ).toEqual([])
  })

  it('applies, waits for review, and is approved', async () => {
    const mock = createFollowMock(eligible)
    server.use(...mock.list)
    const { actor, view, settled } = start()
    await settled()
    expect(view().status).toBe('form')
    expect(view().conditionsMet).toBe(true)
    expect(view().conditions.map((c) => [c.key, c.actual, c.required])).toEqual([
      ['closedPositions', 10, 10],
      ['tradingDays', 8, 7],
      ['kycVerified', 1, 1],
    ])
    actor.send({ type: 'text.change', value: `  ${MockApplicationText}  ` })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    expect(view().isSubmitting).toBe(true)
    await settled()
    expect(view().status).toBe('pending')
    expect(mock.application().reason).toBe(MockApplicationText)
    expect(view().application?.createdAt).toBe(Math.floor(MockFollowNow / 1000) * 1000)

    mock.review(true)
    actor.send({ type: 'application.reload' })
    await settled()
    expect(view().status).toBe('trader')
    expect(view().application?.isTrader).toBe(true)
  })

  it('refuses locally an empty text, a text too long and an unticked agreement', async () => {
    const mock = createFollowMock(eligible)
    server.use(...mock.list)
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'text.change', value: '   ' })
    actor.send({ type: 'form.submit' })
    expect(view().status).toBe('form')
    expect(view().textError).toBe('applicationTextInvalid')
    expect(view().agreementError).toBe('agreementRequired')
    actor.send({ type: 'text.change', value: 'x'.repeat(501) })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    expect(view().textError).toBe('applicationTextInvalid')
    expect(view().agreementError).toBeNull()
    expect(view().isSubmitting).toBe(false)
    actor.send({ type: 'text.change', value: 'x'.repeat(500) })
    expect(view().textError).toBeNull()
    expect(mock.application().status).toBe('none')
  })

  it('does not send while a condition is not met, and says which', async () => {
    server.use(...createFollowMock({ follows: [], kycVerified: false }).list)
    const { actor, view, settled } = start()
    await settled()
    expect(view().conditionsMet).toBe(false)
    expect(
      view()
        .conditions.filter((c) => !c.met)
        .map((c) => c.key),
    ).toContain('kycVerified')
    actor.send({ type: 'text.change', value: MockApplicationText })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    expect(view().isSubmitting).toBe(false)
  })

  it('keeps the text through a network failure and sends the same text again', async () => {
    const mock = createFollowMock(eligible)
    server.use(followScenarios.applyDown, ...mock.list)
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'text.change', value: MockApplicationText })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'form',
      error: 'network',
      text: MockApplicationText,
      agreed: true,
    })
    server.resetHandlers(...mock.list)
    actor.send({ type: 'form.submit' })
    await settled()
    expect(view().status).toBe('pending')
    expect(mock.application().reason).toBe(MockApplicationText)
  })

  it('shows stopFollowingFirst in the form with the text kept', async () => {
    server.use(...createFollowMock({ ...eligible, follows: MockFollows }).list)
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'text.change', value: MockApplicationText })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'form', error: 'stopFollowingFirst' })
    expect(view().text).toBe(MockApplicationText)
  })

  it('an application sent elsewhere meanwhile: reloads to the pending page and says so', async () => {
    const mock = createFollowMock(eligible)
    server.use(...mock.list)
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'text.change', value: 'first' })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(view().status).toBe('pending')
    // a second device's submit is refused and lands on the same page
    const second = start()
    server.use(
      http.get('*/api/follow/application', () => ok(mockApplicationWire())),
      ...mock.list,
    )
    await second.settled()
    server.resetHandlers(...mock.list)
    second.actor.send({ type: 'text.change', value: 'second' })
    second.actor.send({ type: 'agreement.change', checked: true })
    second.actor.send({ type: 'form.submit' })
    await second.settled()
    expect(second.view()).toMatchObject({ status: 'pending', error: 'applicationPending' })
    expect(mock.application().reason).toBe('first')
  })

  it('a rejection shows the reason and prefills the form; a load failure retries', async () => {
    server.use(followScenarios.applicationDown)
    const { actor, view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(
      http.get('*/api/follow/application', () =>
        ok(mockApplicationWire({ status: 'rejected', reason: MockApplicationText })),
      ),
    )
    actor.send({ type: 'application.retry' })
    await settled()
    expect(view()).toMatchObject({ status: 'form', rejected: true, text: MockApplicationText })
    expect(view().application?.rejectReason).toBe(MockRejectReason)
    expect(view().error).toBeNull()
  })

  it('refused conditionsNotMet (lost a condition meanwhile): reads the progress again, keeps the text', async () => {
    const mock = createFollowMock(eligible)
    server.use(
      followScenarios.applyConditionsNotMet,
      http.get('*/api/follow/application', () => ok(mockApplicationWire())),
    )
    const { actor, view, settled } = start()
    await settled()
    server.resetHandlers(...createFollowMock({ ...eligible, kycVerified: false }).list)
    actor.send({ type: 'text.change', value: MockApplicationText })
    actor.send({ type: 'agreement.change', checked: true })
    actor.send({ type: 'form.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'form',
      error: 'conditionsNotMet',
      conditionsMet: false,
      text: MockApplicationText,
      agreed: true,
    })
    expect(view().conditions.find((c) => c.key === 'kycVerified')?.met).toBe(false)
    expect(mock.application().status).toBe('none')
  })
})
